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

    /// The chosen reporters; a relative `name:path` is taken from the folder the command was run in.
    func specs() throws -> [ReporterSpec] {
        let folder = Invocation.current.currentDirectory
        return try reporter.map { text throws(CoreError) in
            var spec = try ReporterSpec(parsing: text)
            if let path = spec.outputPath, !path.hasPrefix("/") {
                spec.outputPath = folder.appendingPathComponent(path).standardizedFileURL.path
            }
            return spec
        }
    }

    /// Renders `findings` with the chosen reporters (else `fallback`, else xcode) and returns their status.
    func present(
        _ findings: Findings, console: Console, fallback: ReporterSpec? = nil
    ) throws -> ExitStatus {
        var chosen = try specs()
        if chosen.isEmpty, let fallback { chosen = [fallback] }
        try DiagnosticPresenter(reporters: chosen, console: console).present(findings)
        return findings.status
    }
}
