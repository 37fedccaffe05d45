// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One run of `tools format` (and of the format check of `ci lint` and the pre-commit hook) from its options
/// to its findings: swift-format found and its version known, each file's `.swift-format` found as
/// swift-format finds it, the lines limited to those changed when asked, then every file checked (its
/// findings) or formatted in place (atomically, only over the bytes it read), results cached by blob id.
/// The CLI finds the files (with lint's `included:`/`excluded:`) and presents the findings.
public struct FormatSession: Sendable {
    public enum Mode: Sendable {
        /// Rewrite the files that need it (`tools format`).
        case format
        /// Write nothing; report swift-format's findings (`--check`, `ci lint`, the hook).
        case check
    }

    public struct Options: Sendable {
        public var mode: Mode
        public var inputs: [FormatInput]
        /// Only the lines that differ from HEAD (`--lines changed`): given content (staged) as it is, files on
        /// disk as the working tree holds them.
        public var changedLinesOnly = false
        /// Only files to which a `.swift-format` inside this folder applies: the hook's and `ci lint`'s
        /// default when the configuration does not ask for formatting. Nil: every file (swift-format's
        /// defaults where none applies).
        public var configuredWithin: URL?
        /// How a missing or failing swift-format is told: nil throws (`tools format`: nothing to do without
        /// it); else a finding of this severity and the run goes on (`.error` blocks a commit: when the
        /// configuration asks for formatting).
        public var toolProblems: Severity?
        /// The severity of swift-format's findings.
        public var findingSeverity = Severity.error
        /// Which formatter runs (`FormatterKind.choose`): each finds its own configuration files.
        public var formatter = FormatterKind.swiftFormat
        /// The repository's (or workspace's) top, where SwiftFormat built as a product of the `Tools/` package
        /// is looked for.
        public var root: URL?

        public init(mode: Mode, inputs: [FormatInput]) {
            self.mode = mode
            self.inputs = inputs
        }
    }

    /// What a run found and did.
    public struct Outcome: Sendable {
        public var findings: Findings
        /// The files rewritten, as shown (`displayPath`).
        public var rewritten: [String]
        /// How many files the run was to check or format (after the selection of configured and changed files).
        public var fileCount: Int
    }

    public var options: Options
    /// Where results are cached; nil runs without the cache (`--no-cache`).
    public var store: SharedStore?
    public var console: Console

    public init(options: Options, store: SharedStore?, console: Console) {
        self.options = options
        self.store = store
        self.console = console
    }

    public func run() async throws -> Outcome {
        var jobs = selectedJobs()
        // Nothing to check (no file, or none a `.swift-format` applies to): swift-format is not even looked for.
        guard !jobs.isEmpty else {
            let summary = options.mode == .check ? "Done checking formatting! No Swift files to check."
                : "No Swift files to format."
            return Outcome(findings: Findings(summary: summary), rewritten: [], fileCount: 0)
        }
        let store = await self.store?.opened()
        let cache = FormatCache(store: store)
        let tool: SwiftFormatTool
        do {
            switch options.formatter {
            case .swiftFormat: tool = try await SwiftFormatTool.locate(store: store)
            case .lockwoodSwiftFormat:
                tool = try await SwiftFormatTool.locateLockwood(
                    root: options.root ?? options.configuredWithin,
                    configuration: jobs.lazy.compactMap(\.configuration).first.map { shown($0.path) }, store: store
                )
            }
        } catch {
            guard let severity = options.toolProblems else { throw error }
            let diagnostics = [FormatFindings.unavailable(error, severity: severity)]
            return Outcome(
                findings: Findings(diagnostics: diagnostics, status: severity == .error ? .failure : .success),
                rewritten: [], fileCount: jobs.count
            )
        }
        console.debug("\(options.formatter.name): \(tool.displayName) \(tool.version) (\(tool.executable))")
        cache.retireOldVersions()
        if options.changedLinesOnly, let first = jobs.first {
            let start = URL(fileURLWithPath: SwiftFormatConfigurations.folder(of: first.input.path))
            jobs = try ChangedLines.select(jobs, startingFrom: options.configuredWithin ?? start)
        }
        let runner = SwiftFormatRunner(tool: tool)
        do {
            switch options.mode {
            case .check:
                return try await check(jobs, runner: runner, cache: cache)
            case .format:
                return try await format(jobs, runner: runner, cache: cache)
            }
        } catch let error as FormatError {
            // swift-format stopped working half-way (it hung, or ran as not asked): as when it is missing.
            guard let severity = options.toolProblems else { throw error }
            let diagnostics = [FormatFindings.unavailable(error, severity: severity)]
            return Outcome(
                findings: Findings(diagnostics: diagnostics, status: severity == .error ? .failure : .success),
                rewritten: [], fileCount: jobs.count
            )
        }
    }

    /// The inputs with their configurations, without those the run leaves out (`configuredWithin`).
    private func selectedJobs() -> [FormatJob] {
        let configurations = SwiftFormatConfigurations(kind: options.formatter)
        let within = options.configuredWithin?.standardizedFileURL.path
        var jobs: [FormatJob] = []
        for input in options.inputs {
            let configuration = configurations.configuration(forFile: input.path)
            if let within, configuration?.isInside(within) != true { continue }
            jobs.append(FormatJob(input: input, configuration: configuration))
        }
        return jobs
    }

    /// The severity of a file swift-format crashed on or could not read.
    var problemSeverity: Severity { options.toolProblems ?? .warning }

    /// The findings of a run: `.failure` when any is an error. Each file's come sorted, and the files in the
    /// order lint found them (by path), so that sorting them all is needed only when the paths shown do not
    /// keep that order.
    func findings(_ diagnostics: [Diagnostic], summary: String) -> Findings {
        let ordered = zip(diagnostics, diagnostics.dropFirst()).allSatisfy { !($1 < $0) }
        let sorted = ordered ? diagnostics : diagnostics.sorted()
        let failed = sorted.contains { $0.severity == .error }
        return Findings(diagnostics: sorted, status: failed ? .failure : .success, summary: summary)
    }

    /// `path` (absolute) relative to the invocation's folder when inside it, as the files are shown.
    func shown(_ path: String) -> String {
        let folder = Invocation.current.currentDirectory.standardizedFileURL.path
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
