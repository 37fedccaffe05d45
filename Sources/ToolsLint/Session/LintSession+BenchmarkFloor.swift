// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension LintSession {
    /// What a benchmark floor run read.
    package struct FloorTotals: Sendable {
        package var files: Int
        package var bytes: Int
        package var seconds: Double
    }

    /// The floors the lint benchmark compares linting against (`Benchmarks/lint.sh`, through the CLI's hidden
    /// flags): the same configuration and file discovery as `run()`, then only reading (with `parse`, reading
    /// and parsing) every file in parallel, with no rule. Not a lint run: for benchmarks only.
    package func benchmarkFloor(parse: Bool) async throws -> FloorTotals {
        try options.validate()
        let linter = try await makeLinter()
        let sources = try sources(of: linter, renderer: nil)
        let start = Date()
        let totals = await Linter.benchmarkFloor(sources, parse: parse)
        return FloorTotals(files: sources.count, bytes: totals.bytes, seconds: Date().timeIntervalSince(start))
    }
}
