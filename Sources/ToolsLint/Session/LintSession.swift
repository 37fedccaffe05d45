// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One run of `tools lint` from its options to its findings: configuration, sources, linter and baseline.
/// The CLI parses the arguments into `Options`, hands over what every command shares (the workspace, the
/// rule context, the store) and presents the findings.
public struct LintSession: Sendable {
    public struct Options: Sendable {
        /// Where linting starts (`--root`, else the current folder).
        public var root: URL
        /// Whether `--root` was given: then its `.swiftlint.yml` is the root configuration.
        public var rootGiven: Bool
        /// Files or folders to lint, resolved against the invocation's folder (the spelling given stays in
        /// `relativePath`, for messages); none: `root`.
        public var paths: [URL] = []
        public var staged = false
        public var config: URL?
        public var strict = false
        public var fix = false
        public var baseline: URL?
        public var writeBaseline: URL?
        /// `--strict-baseline`: a violation the baseline records that is gone fails the run.
        public var strictBaseline = false
        public var forceExclude = false
        /// The reporters the command line names, which the findings will be presented with (see
        /// `ReporterChoice`): when they allow, findings are handed back rendered (see `PartRenderer`). Nil:
        /// the caller needs the findings as diagnostics.
        public var reporters: [ReporterSpec]?

        public init(root: URL, rootGiven: Bool = false) {
            self.root = root
            self.rootGiven = rootGiven
        }

        /// Rejects combinations that cannot work.
        public func validate() throws(LintError) {
            if staged, fix {
                throw LintError.fixWithStaged
            }
            if staged, !paths.isEmpty {
                throw LintError.stagedWithPaths
            }
        }
    }

    public var options: Options
    public var workspace: Workspace?
    public var context: RuleContext
    /// Where results are cached; nil runs without the cache (`--no-cache`).
    public var store: SharedStore?
    public var console: Console

    public init(
        options: Options, workspace: Workspace? = nil, context: RuleContext? = nil, store: SharedStore? = nil,
        console: Console
    ) {
        self.options = options
        self.workspace = workspace
        self.context = context ?? RuleContext(workspace: workspace)
        self.store = store
        self.console = console
    }

    /// What a lint run found, and the reporters it is to be presented with.
    public struct Report: Sendable {
        public var findings: Findings
        /// The command line's reporters, else `.swiftlint.yml`'s `reporter:`, else xcode.
        public var reporters: ReporterChoice
    }

    /// Where the root `.swiftlint.yml` is read: run from a sub-folder of a workspace, the workspace's own
    /// (with the nested files between it and each linted folder), so that a file lints the same from
    /// anywhere in the repository; `--root` or `--config` decide otherwise.
    func configurationRoot() -> URL {
        let current = options.root.standardizedFileURL
        guard !options.rootGiven, options.config == nil, let workspace else { return current }
        let root = workspace.root.standardizedFileURL
        return current.path.hasPrefix(root.path == "/" ? "/" : root.path + "/") ? root : current
    }

    /// The linter of this run.
    func makeLinter() async throws -> Linter {
        // Awaited, not waited for: a store whose lock another process holds must not hold a pool thread.
        let opened = await store?.opened()
        return try await Linter.make(
            rootDirectory: configurationRoot(), configFile: options.config, context: context, store: opened
        )
    }

    /// The staged files, or the files under the paths given.
    func sources(of linter: Linter, renderer: PartRenderer?) throws -> [LintSource] {
        if options.staged { return try linter.stagedSources() }
        // Files on disk, read unless their stamps tell them unchanged: the stamps are read meanwhile.
        linter.prefetchStamps(renderer: renderer)
        return try linter.sources(for: options.paths.isEmpty ? [options.root] : options.paths,
                                  forceExclude: options.forceExclude)
    }

    /// The renderer files' findings are handed back by: when the run prints one report on standard output
    /// with a reporter that concatenates, and nothing needs the findings themselves (baselines, fixes).
    private func partRenderer(_ choice: ReporterChoice) -> PartRenderer? {
        guard options.reporters != nil, store != nil, !options.staged, !options.fix,
              options.baseline == nil, options.writeBaseline == nil else { return nil }
        return PartRenderer(choice, colored: console.colored)
    }

    public func run() async throws -> Report {
        try options.validate()
        let clock = PhaseClock(console: console)
        let linter = try await makeLinter()
        clock.lap("configuration")
        let rootConfiguration = try linter.resolver.rootConfiguration()
        let configured = try rootConfiguration.reporter.map { name throws(CoreError) in
            try ReporterSpec(parsing: name)
        }
        let choice = ReporterChoice(given: options.reporters ?? [], configured: configured.map { [$0] } ?? [])
        let renderer = partRenderer(choice)
        let sources = try sources(of: linter, renderer: renderer)
        clock.lap("\(sources.count) files found")
        let needsLines = options.baseline != nil || options.writeBaseline != nil
        var result = try await linter.lint(
            sources, fix: options.fix, recordingLines: needsLines, renderer: renderer
        )
        clock.lap("linted (\(result.cachedFileCount) of \(result.fileCount) files from the cache)")
        var notes = result.notes + result.correctedFiles.map { "corrected \($0)" }
        if let url = options.writeBaseline {
            try Baseline(result).write(to: url)
            notes.append("wrote \(result.diagnostics.count) violations to the baseline \(url.path)")
        }
        if let url = options.baseline {
            let baseline = try Baseline.read(url)
            var kept = baseline.newViolations(in: result)
            if options.strictBaseline || rootConfiguration.strictBaseline {
                kept += baseline.fixedViolations(in: result, linted: Set(sources.map(\.displayPath)))
                kept.sort()
            }
            result.diagnostics = kept
        } else if options.strictBaseline || rootConfiguration.strictBaseline {
            notes.append("strict baseline has no effect without --baseline")
        }
        var status = ExitStatus.success
        if result.seriousCount > 0 {
            status = .failure
        } else if options.strict || rootConfiguration.strict, result.violationCount > 0 {
            status = .failure
        }
        let findings = Findings(
            diagnostics: result.diagnostics, status: status, summary: "Done linting! " + result.summary,
            prerendered: result.prerendered, warnings: configurationWarnings(of: result, linter: linter),
            notes: notes
        )
        return Report(findings: findings, reporters: choice)
    }

    /// The configurations' warnings, their files shown as the linted files are.
    private func configurationWarnings(of result: LintResult, linter: Linter) -> [Diagnostic] {
        result.configurationWarnings.map { warning in
            var warning = warning
            warning.file = warning.file.map { path in
                path.hasPrefix("/") ? linter.displayPath(of: URL(fileURLWithPath: path)) : path
            }
            return warning
        }
    }
}
