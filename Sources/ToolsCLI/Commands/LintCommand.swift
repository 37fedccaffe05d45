// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsLint

struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files: headers, line length, layering and code rules (SwiftLint-compatible).",
        discussion: """
        Reads .swiftlint.yml (SwiftLint's keys, nested files, parent_config) and SwiftLint's \\
        suppression comments. Results are cached per file; only changed files are parsed again.

        Exit codes: 0 no errors (warnings allowed unless --strict), 1 errors, 2 configuration error.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Files or folders to lint (default: the current folder).")
    var paths: [String] = []

    @Flag(help: "Lint the staged content of the git index instead of files on disk.")
    var staged = false

    @OptionGroup var reporting: ReporterOptions

    @Option(help: "The configuration file (default: .swiftlint.yml in the current folder).")
    var config: String?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(help: "Correct what fixable rules can (file_header, trailing_whitespace), atomically.")
    var fix = false

    @Flag(help: "Neither read nor write the result cache.")
    var noCache = false

    @Option(help: "Report only violations that are not in this baseline file.")
    var baseline: String?

    @Option(help: "Record the violations found in this baseline file.")
    var writeBaseline: String?

    @Flag(help: "Skip excluded files even when named on the command line.")
    var forceExclude = false

    @Flag(help: .hidden)
    var benchmarkReadOnly = false

    @Flag(help: .hidden)
    var benchmarkParseOnly = false

    func validate() throws {
        // The staged files are the index's: exclusions always apply to them, so the flag would be ignored.
        if staged, forceExclude { throw ValidationError("--force-exclude goes with paths; --staged always excludes") }
    }

    func run() async throws {
        let console = global.makeConsole()
        try await runReportingErrors(console) {
            let session = LintSession(options: try sessionOptions(), console: console)
            // A progress line on a terminal (standard error) once the run has taken a second; never in a pipe,
            // a hook's log or CI.
            let progress = LintProgress { done, total in console.progress("linting: \(done)/\(total) files") }
            // With --fix, Ctrl-C stops after the files being rewritten (each atomically), never inside one.
            let report = try await LintProgress.$current.withValue(progress) {
                try await Interrupt.cancellingOnInterrupt { try await session.run() }
            }
            console.clearProgress()
            return try reporting.present(report.findings, console: console, fallback: report.configuredReporter)
        }
    }

    private func sessionOptions() throws -> LintSession.Options {
        let current = Invocation.current.currentDirectory
        func resolve(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL }
        var options = LintSession.Options(root: global.root.map(resolve) ?? current, rootOption: global.root)
        options.paths = paths
        options.staged = staged
        options.config = config.map(resolve)
        options.strict = strict
        options.fix = fix
        options.useCache = !noCache
        options.baseline = baseline.map(resolve)
        options.writeBaseline = writeBaseline.map(resolve)
        options.forceExclude = forceExclude
        options.reporters = try reporting.specs()
        options.readOnly = benchmarkReadOnly
        options.parseOnly = benchmarkParseOnly
        return options
    }
}
