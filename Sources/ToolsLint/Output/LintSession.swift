// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One run of `tools lint` from its options to its exit status: workspace settings, store, sources,
/// linter and baseline, up to the findings; the CLI parses arguments into `Options` and presents the findings.
public struct LintSession: Sendable {
    public struct Options: Sendable {
        /// Where linting starts (`--root`, else the current folder).
        public var root: URL
        /// `--root` as given, for workspace discovery.
        public var rootOption: String?
        public var paths: [String] = []
        public var staged = false
        public var config: URL?
        public var strict = false
        public var fix = false
        public var useCache = true
        public var baseline: URL?
        public var writeBaseline: URL?
        public var forceExclude = false
        /// The reporters the findings will be presented with, as the command line names them (empty:
        /// `.swiftlint.yml`'s `reporter:`, else xcode): when they allow, findings are handed back rendered
        /// (see `PartRenderer`). Nil: the caller needs the findings as diagnostics.
        public var reporters: [ReporterSpec]?
        /// Hidden benchmark modes: only read, or only read and parse, every file.
        public var readOnly = false
        public var parseOnly = false

        public init(root: URL, rootOption: String? = nil) {
            self.root = root
            self.rootOption = rootOption
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
    public var console: Console

    public init(options: Options, console: Console) {
        self.options = options
        self.console = console
    }

    /// What a lint run found, and the reporter `.swiftlint.yml` asks for (`reporter:`), used when the
    /// command line names none.
    public struct Report: Sendable {
        public var findings: Findings
        public var configuredReporter: ReporterSpec?
    }

    /// Where the root `.swiftlint.yml` is read: run from a sub-folder of a workspace, the workspace's own
    /// (with the nested files between it and each linted folder), so that a file lints the same from
    /// anywhere in the repository; `--root` or `--config` decide otherwise.
    func configurationRoot(_ workspace: Workspace?) -> URL {
        let current = options.root.standardizedFileURL
        guard options.rootOption == nil, options.config == nil, let workspace else { return current }
        let root = workspace.root.standardizedFileURL
        return current.path.hasPrefix(root.path == "/" ? "/" : root.path + "/") ? root : current
    }

    /// The staged files, or the files under the paths given.
    private func sources(of linter: Linter, renderer: PartRenderer?) throws -> [LintSource] {
        if options.staged { return try linter.stagedSources() }
        // Files on disk, read unless their stamps tell them unchanged: the stamps are read meanwhile.
        linter.prefetchStamps(renderer: renderer)
        return try linter.sources(for: options.paths, forceExclude: options.forceExclude)
    }

    /// The renderer files' findings are handed back by: when the run prints one report on standard output
    /// with a reporter that concatenates, and nothing needs the findings themselves (baselines, fixes).
    private func partRenderer(configured: ReporterSpec?) -> PartRenderer? {
        guard let reporters = options.reporters, options.useCache, !options.staged, !options.fix,
              options.baseline == nil, options.writeBaseline == nil else { return nil }
        let specs = reporters.isEmpty ? configured.map { [$0] } ?? [] : reporters
        return PartRenderer(specs: specs, colored: console.colored)
    }

    /// The store, unless `--no-cache`; one that cannot be opened costs speed only.
    private func openStore(_ workspace: Workspace?) -> Store? {
        guard options.useCache else { return nil }
        do {
            return try Store(url: Store.defaultURL(workspaceRoot: workspace?.root)) { console.warning($0) }
        } catch {
            console.debug("running without a cache: \(error.plainMessage)")
            return nil
        }
    }

    /// The configurations' warnings (located as compilers and SwiftLint print findings, so editors jump to
    /// the line) and the notes of the files.
    private func printNotes(of result: LintResult, linter: Linter) {
        for var warning in result.configurationWarnings {
            warning.file = warning.file.map { path in
                path.hasPrefix("/") ? linter.displayPath(of: URL(fileURLWithPath: path)) : path
            }
            console.raw(error: "\(warning.location): warning: \(warning.message)\n")
        }
        for note in result.notes { console.info(note) }
    }

    public func run() async throws -> Report {
        try options.validate()
        let clock = PhaseClock(console: console)
        // A project.yml that does not load is an error here as in every command: its header settings would
        // silently drop otherwise.
        let workspace = try Workspace.discoverIfPresent(root: options.rootOption, from: options.root)
        let header = workspace.flatMap { $0.settings.copyrightHolder == nil ? nil : $0.settings.header }
        let linter = try Linter(
            rootDirectory: configurationRoot(workspace), configFile: options.config,
            context: RuleContext(header: header), store: openStore(workspace)
        )
        clock.lap("workspace, store and configuration")
        let rootConfiguration = try linter.resolver.rootConfiguration()
        let configured = try rootConfiguration.reporter.map { name throws(CoreError) in
            try ReporterSpec(parsing: name)
        }
        let renderer = partRenderer(configured: configured)
        let sources = try sources(of: linter, renderer: renderer)
        clock.lap("\(sources.count) files found")
        if options.readOnly || options.parseOnly {
            let start = Date()
            let totals = await Linter.benchmarkFloor(sources, parse: options.parseOnly)
            let seconds = String(format: "%.3f", Date().timeIntervalSince(start))
            console.output("\(sources.count) files, \(totals.bytes) bytes, \(seconds) s\n")
            return Report(findings: Findings(), configuredReporter: nil)
        }
        let needsLines = options.baseline != nil || options.writeBaseline != nil
        var result = try await linter.lint(
            sources, fix: options.fix, recordingLines: needsLines, renderer: renderer
        )
        clock.lap("linted (\(result.cachedFileCount) of \(result.fileCount) files from the cache)")
        printNotes(of: result, linter: linter)
        for file in result.correctedFiles { console.info("corrected \(file)") }
        if let url = options.writeBaseline {
            try Baseline(result).write(to: url)
            console.info("wrote \(result.diagnostics.count) violations to the baseline \(url.path)")
        }
        if let url = options.baseline {
            result.diagnostics = try Baseline.read(url).newViolations(in: result)
        }
        var status = ExitStatus.success
        if result.seriousCount > 0 {
            status = .failure
        } else if options.strict || rootConfiguration.strict, result.violationCount > 0 {
            status = .failure
        }
        let findings = Findings(
            diagnostics: result.diagnostics, status: status, summary: "Done linting! " + result.summary,
            prerendered: result.prerendered
        )
        return Report(findings: findings, configuredReporter: configured)
    }
}
