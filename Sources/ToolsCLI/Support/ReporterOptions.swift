// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

/// `--reporter`, taken by every command that reports findings (lint, generate-mocks, ci lint, hooks run).
struct ReporterOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Output format, repeatable: \(Reporters.identifiers.joined(separator: ", ")); name:path writes to a file.",
        valueName: "reporter"
    ))
    var reporter: [String] = []

    /// The reporters named on the command line, in order.
    func specs() throws -> [ReporterSpec] {
        try reporter.map { text throws(CoreError) in try ReporterSpec(parsing: text) }
    }

    /// The command line's reporters, else `configured`, else xcode (see `ReporterChoice`).
    func choice(configured: [ReporterSpec] = []) throws -> ReporterChoice {
        ReporterChoice(given: try specs(), configured: configured)
    }
}
