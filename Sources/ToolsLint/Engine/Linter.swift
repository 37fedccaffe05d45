// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Lints Swift files: the entry point of `tools lint` and of the pre-commit hook.
///
/// ```swift
/// let linter = try Linter(rootDirectory: root, context: RuleContext(header: settings.header), store: store)
/// let result = await try linter.lint(try linter.sources(for: ["Sources"]))
/// ```
///
/// Each file is read once and parsed at most once; files are linted in parallel (as many at a time as
/// there are cores). With a store, results are cached per file, keyed by the content hash, the
/// effective configuration and the tool version; suppression comments and the collecting rules (judged
/// across files, e.g. layering) are applied to cached results on every run, so editing one file
/// re-parses that file only.
public final class Linter {
    /// The cache namespace in the store; bump the suffix when `FileRecord` changes shape.
    public static let cacheNamespace = "lint.v1"

    public let rootDirectory: URL
    /// `rootDirectory.path`, kept (asked once per file).
    let rootPath: String
    /// `rootPath` and a slash: what the paths of the files below the root start with.
    private let rootPrefix: String
    public let resolver: ConfigurationResolver
    public let store: Store?
    /// The stamps being read ahead by `prefetchStamps()`, if asked.
    var stampPrefetch: StampPrefetch?
    /// Folders the walk could not list (path: why), reported once as notes by the next `lint`.
    let unreadableFolders = Locked([String: String]())
    /// The current folder when the linter was made, standardized once.
    let currentDirectory = Invocation.current.currentDirectory
        .standardizedFileURL.path
    /// `currentDirectory` and a slash: what the paths shown relative to it start with.
    lazy var currentPrefix = currentDirectory + "/"

    /// - Parameters:
    ///   - rootDirectory: where linting starts: paths in reports and globs are relative to it, and its
    ///     `.swiftlint.yml` is the root configuration.
    ///   - configFile: `--config`, used instead of the root folder's `.swiftlint.yml`.
    ///   - store: where results are cached; nil disables the cache (`--no-cache`).
    ///   - preloaded: the root configuration loaded ahead (`ConfigurationResolver.preload`), nil: loaded here.
    public init(
        rootDirectory: URL, configFile: URL? = nil, context: RuleContext = RuleContext(), store: Store?,
        preloaded: ConfigurationResolver.Preloaded? = nil
    ) throws {
        self.rootDirectory = rootDirectory.standardizedFileURL
        rootPath = self.rootDirectory.path
        rootPrefix = rootPath + "/"
        resolver = try ConfigurationResolver(
            rootDirectory: rootDirectory, configFile: configFile, context: context, store: store, preloaded: preloaded
        )
        self.store = store
    }

    /// A linter whose root configuration is the YAML text `configuration` instead of a file.
    public init(rootDirectory: URL, configuration: String, context: RuleContext = RuleContext(), store: Store?)
        throws {
        self.rootDirectory = rootDirectory.standardizedFileURL
        rootPath = self.rootDirectory.path
        rootPrefix = rootPath + "/"
        resolver = try ConfigurationResolver(
            rootDirectory: rootDirectory, configurationText: configuration, context: context
        )
        self.store = store
    }

    // MARK: Linting

    /// Lints `sources` and returns the violations that stand after suppression comments.
    /// - Parameters:
    ///   - fix: applies correctable rules to files on disk first (atomically; never to a file that does
    ///     not parse, never to content that did not come from disk).
    ///   - recordingLines: fills `LintResult.violatingLines`, which baselines need.
    ///   - renderer: with a store, the findings of a file are handed back as its rendered part of the
    ///     report (`LintResult.prerendered`), kept in the store: a file whose findings did not change is
    ///     then neither decoded nor rendered again.
    public func lint(
        _ sources: [LintSource], fix: Bool = false, recordingLines: Bool = false, renderer: PartRenderer? = nil
    ) async throws -> LintResult {
        var (jobs, warnings) = try self.jobs(for: sources)
        jobs += try contextJobs(for: jobs)

        let usesCache = store != nil
        // A fix run reads every file when it lints it; a stamp taken before reading stays safe to record
        // even for a file the run then rewrites (its stamp changes with it).
        let recorded = recordedStamps(of: jobs)
        // Read once before every stamp: an earlier time only trusts fewer stamps.
        let now = FileStamp.now()
        let loaded = await Self.parallel(jobs) { job in
            job.load(keyed: usesCache, recorded: recorded[job.source.path], now: now)
        }
        let renderer = fix || !usesCache ? nil : renderer
        let cached = await cachedResults(of: loaded, renderer: renderer, fix: fix)
        var records = cached.records
        var kept = cached.kept
        let cachedCount = loaded.indices.count { records[$0] != nil || kept[$0] != nil }

        // Results and parts are stored while the files are linted, on a queue of their own, settled before
        // the run returns; a cache that cannot be written only costs time next run, so failures are dropped.
        let writes = store.map { StoreWriteQueue(store: $0, label: "tools.lint.store-writes") }
        defer { writes?.settle() }
        let missing = loaded.indices.filter { records[$0] == nil && kept[$0] == nil }
        let outcomes = await lint(missing.map { loaded[$0] }, fix: fix, renderer: renderer, writes: writes)
        var notes: [String] = []
        var corrected: [String] = []
        for (index, outcome) in zip(missing, outcomes) {
            records[index] = outcome.record
            kept[index] = outcome.part
            if let note = outcome.note, !loaded[index].isContext {
                notes.append("\(loaded[index].source.displayPath): \(note)")
            }
            if outcome.corrected { corrected.append(loaded[index].source.displayPath) }
        }
        notes += Self.notes(of: records, jobs: loaded) + unreadableFolderNotes()
        warnings += Self.renamedIDWarnings(missing.map { (loaded[$0], records[$0]) })
        recordStamps(of: loaded, writes: writes)

        let finished = await finish(loaded, records: records, kept: kept, renderer: renderer)
        var result = LintResult(
            diagnostics: finished.diagnostics, notes: notes.sorted(), configurationWarnings: warnings,
            fileCount: loaded.count { !$0.isContext }, cachedFileCount: cachedCount,
            correctedFiles: corrected.sorted()
        )
        result.prerendered = prerendered(
            kept: kept, finished: finished, jobs: loaded, renderer: renderer, writes: writes
        )
        if recordingLines {
            result.violatingLines = Self.lines(of: result.diagnostics, in: loaded, rereading: fix)
        }
        return result
    }

    /// Lints `jobs` on all cores, largest first; each worker hands its file's result (and its report part,
    /// when it can render it, see `part(of:outcome:renderer:)`) to `writes` as soon as it has them.
    private func lint(
        _ jobs: [LintJob], fix: Bool, renderer: PartRenderer?, writes: StoreWriteQueue?
    ) async -> [LintJob.Outcome] {
        let counter = LintProgress.current.map { LintProgress.Counter($0, total: jobs.count) }
        let parts = renderer.map { (renderer: $0, namespace: partsNamespace($0)) }
        return await Self.largestFirst(jobs) { job in
            defer { counter?.step() }
            var outcome = job.lint(fix: fix)
            guard let writes, let key = outcome.cacheKey else { return outcome }
            writes.add(outcome.encodedRecord ?? outcome.record.encoded(), key: key, namespace: Self.cacheNamespace)
            if let parts, let part = Self.part(of: job, outcome: outcome, renderer: parts.renderer) {
                writes.add(part.encoded(variant: parts.renderer.variant, key: key), key: job.source.path,
                           namespace: parts.namespace)
                outcome.part = part
            }
            return outcome
        }
    }

    /// SwiftLint's deprecation warning for each renamed rule id that a suppression comment of a linted file
    /// names while its rule is on, once per id (SwiftLint warns when it lints such a file, not from its cache).
    private static func renamedIDWarnings(_ linted: [(job: LintJob, record: FileRecord?)]) -> [Diagnostic] {
        var warned = Set<String>()
        var warnings: [Diagnostic] = []
        for (job, record) in linted where !job.isContext {
            for command in record?.commands ?? [] {
                for id in command.ruleIDs {
                    guard let new = RuleAliases.renamed[id], job.configuration.enabledRuleIDs.contains(new),
                          warned.insert(id).inserted else { continue }
                    warnings.append(Diagnostic(
                        file: job.source.displayPath, line: command.line, severity: .warning,
                        ruleID: "configuration", ruleName: "Configuration",
                        message: RuleAliases.deprecationMessage(old: id, new: new)
                    ))
                }
            }
        }
        return warnings
    }

    /// A job per source with its folder's configuration, and the configurations' warnings, each once.
    /// Configurations are resolved before the parallel phase: the resolver reads nested files.
    private func jobs(for sources: [LintSource]) throws -> (jobs: [LintJob], warnings: [Diagnostic]) {
        var jobs: [LintJob] = []
        var warnings: [Diagnostic] = []
        var warned = Set<String>()
        // Sources come folder by folder: a folder's configuration is looked up (and its warnings gathered)
        // once, not per file.
        var folder: (path: String, configuration: SharedConfiguration)?
        jobs.reserveCapacity(sources.count)
        for source in sources {
            let directory = source.directoryPath
            let configuration: SharedConfiguration
            if let folder, folder.path == directory {
                configuration = folder.configuration
            } else {
                configuration = SharedConfiguration(try resolver.configuration(forDirectoryPath: directory))
                folder = (directory, configuration)
                for warning in configuration.value.warnings
                where warned.insert(warning.location + warning.message).inserted {
                    warnings.append(warning)
                }
            }
            let path = relativePath(ofPath: source.path)
            jobs.append(LintJob(source: source, relativePath: path, shared: configuration))
        }
        return (jobs, warnings)
    }

    /// The kept parts of `jobs` and the cached results of the others (none for a fix run), by index. A kept
    /// file whose facts complete a group judged this run has its result read too, as the group's context;
    /// when that result cannot be read, the file is linted again as if it were not kept.
    private func cachedResults(of jobs: [LintJob], renderer: PartRenderer?, fix: Bool) async
        -> (records: [FileRecord?], kept: [ReportPart?]) {
        var kept = await keptParts(of: jobs, renderer: renderer)
        guard !fix else { return ([FileRecord?](repeating: nil, count: jobs.count), kept) }
        let needed = factsNeeded(of: jobs, kept: kept)
        var skipped = kept.map { $0 != nil }
        for index in needed { skipped[index] = false }
        let records = await cachedRecords(of: jobs, skipping: skipped)
        for index in needed where records[index] == nil { kept[index] = nil }
        return (records, kept)
    }

    /// The cached results of `jobs` by index (nil: none, or skipped: a kept part stands for it), decoded on
    /// all cores: a warm run decodes one record per file.
    private func cachedRecords(of jobs: [LintJob], skipping skipped: [Bool]) async -> [FileRecord?] {
        guard store != nil else { return [FileRecord?](repeating: nil, count: jobs.count) }
        let values = cachedRecords(keys: jobs.indices.map { skipped[$0] ? nil : jobs[$0].cacheKey })
        var records = [FileRecord?](repeating: nil, count: jobs.count)
        let found = values.indices.filter { values[$0] != nil }
        let decoded = await Self.parallel(found) { index in values[index].flatMap(FileRecord.init(encoded:)) }
        for (index, record) in zip(found, decoded) { records[index] = record }
        return records
    }

    /// The other files of the groups (modules) a collecting rule judges the linted files with: their facts
    /// complete the group, so linting one file (or the staged files) judges it as a full run would.
    private func contextJobs(for jobs: [LintJob]) throws -> [LintJob] {
        var modules = Set<String>()
        for job in jobs {
            for rule in job.configuration.collectingRules where rule.needsGroup(forPath: job.relativePath) {
                modules.insert(rule.group(ofPath: job.relativePath))
            }
        }
        guard !modules.isEmpty else { return [] }
        let known = Set(jobs.map(\.source.path))
        var context: [LintJob] = []
        for module in modules.sorted() {
            let folder = rootDirectory.appendingPathComponent(module)
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            for file in try swiftFiles(under: folder) where !known.contains(file.path) {
                let configuration = try resolver.configuration(forDirectory: file.deletingLastPathComponent())
                let path = relativePath(of: file)
                var job = LintJob(source: source(for: file), relativePath: path, configuration: configuration)
                job.isContext = true
                context.append(job)
            }
        }
        return context
    }

    /// The trimmed text of every line with a violation (files fixed on disk are read again).
    private static func lines(
        of diagnostics: [Diagnostic], in jobs: [LintJob], rereading: Bool
    ) -> [String: [Int: String]] {
        let wanted = Dictionary(grouping: diagnostics.filter { $0.line != nil }) { $0.file ?? "" }
        var result: [String: [Int: String]] = [:]
        for job in jobs {
            // A file skipped unread (too large) is not read for its lines either.
            guard let diagnostics = wanted[job.source.displayPath], job.readError == nil else { continue }
            let reread = (rereading && job.source.content == nil) || !job.isRead
            let bytes = reread ? ((try? Data(contentsOf: job.source.url)).map { [UInt8]($0) } ?? job.bytes) : job.bytes
            let file = LintFile(displayPath: job.source.displayPath, relativePath: job.relativePath, bytes: bytes)
            var lines: [Int: String] = [:]
            for line in Set(diagnostics.compactMap(\.line)) where line >= 1 && line <= file.lineCount {
                lines[line] = file.line(line).trimmingCharacters(in: .whitespaces)
            }
            result[job.source.displayPath] = lines
        }
        return result
    }

    func relativePath(of url: URL) -> String {
        relativePath(ofPath: url.path)
    }

    func relativePath(ofPath path: String) -> String {
        if rootPath == "/" { return String(path.dropFirst()) }
        if path.hasPrefix(rootPrefix) { return Self.dropping(rootPrefix, from: path) }
        return String(path.drop { $0 == "/" })
    }

    /// One note per folder the walk could not list since the last run (then forgotten: warned once).
    private func unreadableFolderNotes() -> [String] {
        let unreadable = unreadableFolders.withLock { folders in
            defer { folders = [:] }
            return folders
        }
        return unreadable.map { folder, failure in
            "\(displayPath(ofPath: folder)): warning: the folder cannot be read (\(failure)); its files are not linted"
        }
    }

    /// The notes of the results: files skipped (with where and why) and files with syntax errors.
    private static func notes(of records: [FileRecord?], jobs: [LintJob]) -> [String] {
        var notes: [String] = []
        for (index, record) in records.enumerated() where !jobs[index].isContext {
            let path = jobs[index].source.displayPath
            if let skipped = record?.skipped {
                notes.append("\(path):\(skipped.line):\(skipped.column): warning: \(skipped.message)")
            }
            if record?.hasSyntaxErrors == true {
                notes.append("\(path): has syntax errors; linted as far as the parser recovered")
            }
        }
        return notes
    }

    /// `path` without `prefix`, which it starts with: by UTF-8 offset, not by counting characters (per file).
    static func dropping(_ prefix: String, from path: String) -> String {
        String(path[path.utf8.index(path.startIndex, offsetBy: prefix.utf8.count)...])
    }

    /// `parallel` over jobs taken largest first, with the outputs in the order of `jobs`: a large file taken
    /// last (a generated one can take a second) would keep one core busy while the others idle.
    static func largestFirst<Output: Sendable>(
        _ jobs: [LintJob], _ body: @escaping @Sendable (LintJob) -> Output
    ) async -> [Output] {
        let order = jobs.indices.sorted { jobs[$0].bytes.count > jobs[$1].bytes.count }
        let outputs = await parallel(order.map { jobs[$0] }, body)
        var positions = [Int](repeating: 0, count: jobs.count)
        for (position, index) in order.enumerated() { positions[index] = position }
        return positions.map { outputs[$0] }
    }

    /// Runs `body` over `items` on all cores, keeping the order of `items` (on large-stack threads).
    static func parallel<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ body: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        await ParallelWork.map(items, body)
    }
}
