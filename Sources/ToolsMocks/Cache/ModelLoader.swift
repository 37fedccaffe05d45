// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Reads the protocol models of many files, parsing only files that changed since the last run.
///
/// Models are cached in the store by content hash and path: an unchanged file costs a decode. As git's
/// index does, a second table remembers each file's size and modification time with its hash, so an
/// unchanged file is not even read. Files without the word `protocol` are never parsed.
struct ModelLoader: Sendable {
    // v9: models in `ModelBytes` form (`FileModels.encoded`) rather than JSON.
    static let namespace = "mocks.models.v9"
    // v2: entries hold a digest (`FileDigest`); v3: digests of models in `ModelBytes` form; v4: the whole
    // `FileStamp` (status change time, inode, device), as lint's stamps.
    static let statNamespace = "mocks.files.v4"

    let store: Store?
    /// Where the models and file times go: written beside the run (`BackgroundWrites`), which waits for them.
    let writes: BackgroundWrites?

    struct Loaded: Sendable {
        /// Per file, in the order given; nil for unreadable files and deferred ones.
        var models: [FileModels?]
        /// Files read but not parsed (the `parseNow` test said no), by index: parsed later if needed.
        var deferred: [Int: Deferred] = [:]
        /// Per file, the content key (hash and path) its models are cached under; nil for unreadable files.
        var keys: [String?] = []
        var parsedCount: Int
        /// Files whose models came from the cache (protocol files, and alias-only files).
        var cachedCount: Int
        var unreadable: [URL]
    }

    /// A file read, not parsed yet: its text answers cheap questions (does it declare `protocol Foo`?).
    struct Deferred: Sendable {
        var source: String
        var key: String
        /// What the file declares and extends, scanned when it is deferred (on the parallel threads).
        var names: DeclaredNames
    }

    /// What step one learnt about a file.
    fileprivate enum Probe: Sendable {
        case unreadable
        /// No protocol and no alias: nothing to remember but that.
        case noProtocols
        /// No protocol, but aliases (read from their lines, without parsing): cached like models.
        case aliases(FileModels, key: String)
        /// Known by its stat: the model key, read only when the model is not cached.
        case known(key: String)
        case read(source: String, key: String)
    }

    /// The first half of a load: what changed and what everything is known by, before any cached model is
    /// decoded (see `RunMemo`: an unchanged run stops after this).
    struct Probed: Sendable {
        fileprivate var found: [Probe]
        /// Models of the files read in this run (parsed, or decoded from the cache), by index.
        fileprivate var models: [Int: FileModels]
        fileprivate var deferred: [Int: Deferred]
        fileprivate var cached: [String: Data]
        fileprivate var unreadable: [Int]
        var keys: [String?]
        /// The files' paths (`URL.path` is not free: made once).
        var paths: [String]
        /// Per file, what its part of the run's result depends on (`FileDigest`).
        var digests: [String]
        var parsedCount: Int
        var cachedCount: Int

        /// Files read in this run: those whose stamps did not tell them unchanged.
        var readCount: Int {
            found.count { probe in
                if case .known = probe { false } else { true }
            }
        }

        /// Files whose models come from the cache: those read in this run, and those `finish` would decode.
        var cachedCountWithKnown: Int {
            cachedCount + found.count { probe in
                if case .known(let key) = probe { cached[key] != nil } else { false }
            }
        }
    }

    /// Both halves: `probe`, then `finish`.
    func load(
        _ files: [URL], displayPath: @Sendable (URL) -> String,
        parseNow: @Sendable (String, String) -> Bool = { _, _ in true }
    ) throws -> Loaded {
        try finish(
            probe(files, displayPath: displayPath, parseNow: parseNow), files: files, displayPath: displayPath,
            parseNow: parseNow
        )
    }

    // One pass in two parallel steps sharing their state; read top to bottom.
    // swiftlint:disable function_body_length
    /// Stats every file, reads those that changed and parses (or decodes) their models.
    /// - Parameter parseNow: whether a file (path, text) whose models are not cached is parsed now; the
    ///   others are returned as `deferred`, for `parse(_:of:in:)` to parse those that turn out to be needed.
    func probe(
        _ files: [URL], displayPath: @Sendable (URL) -> String,
        parseNow: @Sendable (String, String) -> Bool = { _, _ in true }
    ) throws -> Probed {
        let paths = files.map(\.path)
        let folder = Self.folder(of: paths)
        let remembered = try store?.values(namespace: Self.statNamespace, keysStartingWith: folder) ?? [:]
        // Read before the stamps: a stamp is recorded only once its file is older than this by the racy margin.
        let now = FileStamp.now()

        // Step 1, in parallel: files whose stamps are remembered keep their key; others are read.
        let probes = Locked([Probe](repeating: .unreadable, count: files.count))
        let stats = Locked([Int: FileStamp]())
        let digests = Locked([String](repeating: FileDigest.unreadable, count: files.count))
        ParallelWork.forEach(count: files.count) { index in
            let path = paths[index]
            let stat = FileStamp.of(path: path)
            if let stat, let entry = remembered[path].flatMap(StatEntry.init), entry.stat == stat {
                let probe: Probe = entry.key.isEmpty ? .noProtocols : .known(key: entry.key)
                probes.withLock { $0[index] = probe }
                digests.withLock { $0[index] = FileDigest.of(entry.digest, key: entry.key) }
                return
            }
            let probe = Self.read(path: path, display: displayPath(files[index]))
            probes.withLock { $0[index] = probe }
            if let stat, stat.isTrusted(recordedAt: now) { stats.withLock { $0[index] = stat } }
        }
        let found = probes.current
        let fileKeys = found.map { probe -> String? in
            switch probe {
            case .known(let key), .read(_, let key), .aliases(_, let key): key
            case .noProtocols, .unreadable: nil
            }
        }
        let keys = fileKeys.compactMap { $0 }
        let cached = try store?.cachedValues(namespace: Self.namespace, keys: keys) ?? [:]

        // Step 2, in parallel, for the files read: decode cached models, parse the others (or defer them).
        let read = found.indices.filter { if case .known = found[$0] { false } else { true } }
        let results = Locked([Int: FileModels]())
        let fresh = Locked([String: Data]())
        let parsed = Locked(0)
        let reused = Locked(0)
        let unreadable = Locked([Int]())
        let deferred = Locked([Int: Deferred]())
        ParallelWork.forEach(count: read.count) { position in
            let index = read[position]
            var digest = FileDigest.byContent
            defer { digests.withLock { $0[index] = FileDigest.of(digest, key: fileKeys[index]) } }
            switch found[index] {
            case .unreadable, .known:
                unreadable.withLock { $0.append(index) }
                digest = FileDigest.unreadable
            case .noProtocols:
                results.withLock { $0[index] = FileModels(protocols: [], typeAliases: [], syntaxErrors: []) }
            case .aliases(let models, let key):
                if cached[key] == nil, store != nil {
                    let data = models.encoded
                    fresh.withLock { $0[key] = data }
                }
                results.withLock { $0[index] = models }
            case .read(let source, let key):
                let outcome = readModels(
                    source: source, key: key, cached: cached[key], parseNow: parseNow(paths[index], source),
                    display: displayPath(files[index])
                )
                switch outcome {
                case .deferred(let file):
                    deferred.withLock { $0[index] = file }
                case .models(let models, let wasParsed, let data):
                    results.withLock { $0[index] = models }
                    if wasParsed { parsed.withLock { $0 += 1 } } else { reused.withLock { $0 += 1 } }
                    if wasParsed, let data { fresh.withLock { $0[key] = data } }
                    if let data, FileDigest.isAnnotated(source) { digest = FileDigest.of(encoded: data) }
                }
            }
        }
        let finalDigests = digests.current
        var newStats: [String: Data] = [:]
        for (index, stat) in stats.current {
            let key: String? = switch found[index] {
            case .read(_, let key), .aliases(_, let key): key
            case .noProtocols: ""
            case .known, .unreadable: nil
            }
            guard let key else { continue }
            newStats[paths[index]] = StatEntry(stat: stat, key: key, digest: FileDigest.stored(finalDigests[index]))
                .data
        }
        writes?.store(fresh.current, namespace: Self.namespace)
        writes?.store(newStats, namespace: Self.statNamespace)
        return Probed(
            found: found, models: results.current, deferred: deferred.current, cached: cached,
            unreadable: unreadable.current, keys: fileKeys, paths: paths, digests: finalDigests,
            parsedCount: parsed.current, cachedCount: reused.current
        )
    }
    // swiftlint:enable function_body_length

    /// Decodes the cached models of the files `probe` did not read.
    func finish(
        _ probed: Probed, files: [URL], displayPath: @Sendable (URL) -> String,
        parseNow: @Sendable (String, String) -> Bool = { _, _ in true }
    ) throws -> Loaded {
        let found = probed.found
        let known = found.indices.filter { if case .known = found[$0] { true } else { false } }
        let results = Locked(probed.models)
        let parsed = Locked(probed.parsedCount)
        let reused = Locked(probed.cachedCount)
        let unreadable = Locked(probed.unreadable)
        let deferred = Locked(probed.deferred)
        let fresh = Locked([String: Data]())
        let cached = probed.cached
        ParallelWork.forEach(count: known.count) { position in
            let index = known[position]
            guard case .known(let key) = found[index] else { return }
            if let data = cached[key], let models = FileModels(encoded: data) {
                results.withLock { $0[index] = models }
                reused.withLock { $0 += 1 }
                return
            }
            // Known but not cached (deferred in an earlier run, or the cache lost it): read it again.
            switch Self.read(path: files[index].path, display: displayPath(files[index])) {
            case .read(let source, let key):
                let outcome = readModels(
                    source: source, key: key, cached: nil, parseNow: parseNow(files[index].path, source),
                    display: displayPath(files[index])
                )
                switch outcome {
                case .deferred(let file):
                    deferred.withLock { $0[index] = file }
                case .models(let models, _, let data):
                    results.withLock { $0[index] = models }
                    parsed.withLock { $0 += 1 }
                    if store != nil, let data { fresh.withLock { $0[key] = data } }
                }
            case .aliases(let models, _):
                results.withLock { $0[index] = models }
            case .noProtocols:
                results.withLock { $0[index] = FileModels(protocols: [], typeAliases: [], syntaxErrors: []) }
            case .unreadable, .known:
                unreadable.withLock { $0.append(index) }
            }
        }
        writes?.store(fresh.current, namespace: Self.namespace)
        let byIndex = results.current
        return Loaded(
            models: files.indices.map { byIndex[$0] },
            deferred: deferred.current,
            keys: probed.keys,
            parsedCount: parsed.current,
            cachedCount: reused.current,
            unreadable: unreadable.current.sorted().map { files[$0] }
        )
    }

    /// Parses the deferred files at `indices` of `files` into `loaded` (and the cache).
    func parse(
        _ indices: [Int], of files: [URL], in loaded: inout Loaded, displayPath: @Sendable (URL) -> String
    ) throws {
        let work = indices.compactMap { index in loaded.deferred[index].map { (index, $0) } }
        guard !work.isEmpty else { return }
        let results = Locked([(Int, FileModels)]())
        let fresh = Locked([String: Data]())
        ParallelWork.forEach(count: work.count) { position in
            let (index, file) = work[position]
            let models = ProtocolParser.parse(source: file.source, file: displayPath(files[index]))
            if store != nil {
                let data = models.encoded
                fresh.withLock { $0[file.key] = data }
            }
            results.withLock { $0.append((index, models)) }
        }
        for (index, models) in results.current {
            loaded.models[index] = models
            loaded.deferred[index] = nil
        }
        loaded.parsedCount += work.count
        writes?.store(fresh.current, namespace: Self.namespace)
    }

    /// The folder holding every one of `paths`, with its final `/`: the stat entries of a run are read in one
    /// range of keys.
    static func folder(of paths: [String]) -> String {
        guard var common = paths.first?.utf8[...] else { return "" }
        for path in paths.dropFirst() {
            let shared = zip(common, path.utf8).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        guard let slash = common.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(decoding: common[...slash], as: UTF8.self)
    }

    private static func read(path: String, display: String) -> Probe {
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
        // The words are looked for in the bytes: most files have none, and need no text at all. (Decoding
        // never drops or adds an ASCII byte, so the bytes answer as the text would.)
        let (mayDeclare, mayAlias) = data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            return (ProtocolParser.mayDeclareProtocols(bytes), ProtocolParser.contains("typealias ", in: bytes))
        }
        guard mayDeclare else {
            guard mayAlias else { return .noProtocols }
            // Parents may be aliases declared in files without protocols: read those lines only.
            let source = String(decoding: data, as: UTF8.self)
            let aliases = ProtocolParser.typeAliases(inSourceWithoutProtocols: source)
            guard !aliases.isEmpty else { return .noProtocols }
            let models = FileModels(protocols: [], typeAliases: aliases, syntaxErrors: [])
            return .aliases(models, key: ContentHash.of(data) + " " + display)
        }
        return .read(source: String(decoding: data, as: UTF8.self), key: ContentHash.of(data) + " " + display)
    }
}

/// Reading one file in a run.
extension ModelLoader {
    /// What a file read from disk becomes.
    fileprivate enum ReadOutcome {
        /// Its models, whether they were parsed (else decoded from the cache), and their encoding (the cached
        /// data, or the new encoding when there is a store).
        case models(FileModels, parsed: Bool, data: Data?)
        case deferred(Deferred)
    }

    /// The models of a file read in this run: from `cached` data, parsed when `parseNow`, else deferred.
    fileprivate func readModels(
        source: String, key: String, cached: Data?, parseNow: Bool, display: String
    ) -> ReadOutcome {
        if let cached, let models = FileModels(encoded: cached) {
            return .models(models, parsed: false, data: cached)
        }
        guard parseNow else {
            return .deferred(Deferred(source: source, key: key, names: DeclaredNames(scanning: source)))
        }
        let models = ProtocolParser.parse(source: source, file: display)
        return .models(models, parsed: true, data: store == nil ? nil : models.encoded)
    }
}

/// `size modified changed inode device digest key` (a `FileStamp`, then what it stands for); an empty key
/// marks a file without protocols. The digest (`FileDigest`, no spaces) comes before the key, which holds
/// the display path.
struct StatEntry {
    var stat: FileStamp
    var key: String
    var digest: String

    init(stat: FileStamp, key: String, digest: String) {
        self.stat = stat
        self.key = key
        self.digest = digest
    }

    init?(_ data: Data) {
        let parts = String(decoding: data, as: UTF8.self)
            .split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
        guard parts.count == 7, let size = Int64(parts[0]), let modified = Int64(parts[1]),
              let changed = Int64(parts[2]), let inode = UInt64(parts[3]), let device = UInt64(parts[4]) else {
            return nil
        }
        stat = FileStamp(size: size, modified: modified, changed: changed, inode: inode, device: device)
        digest = String(parts[5])
        key = String(parts[6])
    }

    var data: Data {
        Data("\(stat.size) \(stat.modified) \(stat.changed) \(stat.inode) \(stat.device) \(digest) \(key)".utf8)
    }
}
