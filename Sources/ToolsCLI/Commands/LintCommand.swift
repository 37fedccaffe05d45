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

    @Flag(help: "Correct what the correctable rules can (tools rules marks them), atomically.")
    var fix = false

    @Flag(help: "Neither read nor write the result cache.")
    var noCache = false

    @Option(help: "Report only violations that are not in this baseline file.")
    var baseline: String?

    @Option(help: "Record the violations found in this baseline file.")
    var writeBaseline: String?

    @Flag(help: "Fail when a violation the baseline records is no longer found (rewrite the baseline then).")
    var strictBaseline = false

    @Flag(help: "Skip excluded files even when named on the command line.")
    var forceExclude = false

    @OptionGroup(visibility: .hidden) var benchmark: BenchmarkFloorOptions

    func validate() throws {
        // The staged files are the index's: exclusions always apply to them, so the flag would be ignored.
        if staged, forceExclude { throw ValidationError("--force-exclude goes with paths; --staged always excludes") }
    }

    func run() async throws {
        try await global.run { context in
            let workspace = try context.workspaceIfPresent(warnings: .silent)
            let session = LintSession(
                options: try sessionOptions(context), workspace: workspace,
                context: context.ruleContext(for: workspace),
                store: context.store(for: workspace?.root, enabled: !noCache, suggestsNoCache: true),
                console: context.console
            )
            if benchmark.isRequested { return try await runFloor(of: session, console: context.console) }
            let console = context.console
            // A progress line on a terminal (standard error) once the run has taken a second; never in a pipe,
            // a hook's log or CI.
            let progress = LintProgress { done, total in console.progress("linting: \(done)/\(total) files") }
            // With --fix, Ctrl-C stops after the files being rewritten (each atomically), never inside one.
            let report = try await LintProgress.$current.withValue(progress) {
                try await Interrupt.cancellingOnInterrupt { try await session.run() }
            }
            console.clearProgress()
            try context.presenter(report.reporters).present(report.findings)
            return report.findings.status
        }
    }

    private func sessionOptions(_ context: CommandContext) throws -> LintSession.Options {
        var options = LintSession.Options(
            root: global.root.map(context.resolve) ?? context.currentDirectory, rootGiven: global.root != nil
        )
        // No paths: the current folder (not --root's), as SwiftLint lints where it runs; none with --staged.
        options.paths = paths.isEmpty && !staged
            ? [context.currentDirectory] : paths.map(context.resolveKeepingSpelling)
        options.staged = staged
        options.config = config.map(context.resolve)
        options.strict = strict
        options.fix = fix
        options.baseline = baseline.map(context.resolve)
        options.writeBaseline = writeBaseline.map(context.resolve)
        options.strictBaseline = strictBaseline
        options.forceExclude = forceExclude
        options.reporters = try reporting.specs()
        return options
    }

    /// `--benchmark-read-only`, `--benchmark-parse-only`: the floors instead of a lint run.
    private func runFloor(of session: LintSession, console: Console) async throws -> ExitStatus {
        let totals = try await session.benchmarkFloor(parse: benchmark.parseOnly)
        let seconds = String(format: "%.3f", totals.seconds)
        console.output("\(totals.files) files, \(totals.bytes) bytes, \(seconds) s\n")
        return .success
    }
}
