// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Reads the protocol models of many files, parsing only files that changed since the last run.
///
/// Models are cached in the store by content hash and path: an unchanged file costs a decode. As git's
/// index does, a second table remembers each file's size and modification time with its hash, so an
/// unchanged file is not even read. Files without the word `protocol` are never parsed.
struct ModelLoader: Sendable {
    static let namespace = "mocks.models.v7"
    static let statNamespace = "mocks.files.v1"
    /// Files modified this recently are read even when their size and time match: a second change within
    /// the file system's time resolution would otherwise go unseen.
    static let racyInterval: TimeInterval = 2

    let store: Store?

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
    private enum Probe: Sendable {
        case unreadable
        /// No protocol and no alias: nothing to remember but that.
        case noProtocols
        /// No protocol, but aliases (read from their lines, without parsing): cached like models.
        case aliases(FileModels, key: String)
        /// Known by its stat: the model key, read only when the model is not cached.
        case known(key: String)
        case read(source: String, key: String)
    }

    /// - Parameter parseNow: whether a file (path, text) whose models are not cached is parsed now; the
    ///   others are returned as `deferred`, for `parse(_:of:in:)` to parse those that turn out to be needed.
    func load(
        _ files: [URL], displayPath: @Sendable (URL) -> String,
        parseNow: @Sendable (String, String) -> Bool = { _, _ in true }
    ) throws -> Loaded {
        let paths = files.map(\.path)
        let remembered = try store?.cachedValues(namespace: Self.statNamespace, keys: paths) ?? [:]
        let now = Date().timeIntervalSince1970

        // Step 1, in parallel: files whose size and time are remembered keep their key; others are read.
        let probes = Locked([Probe](repeating: .unreadable, count: files.count))
        let newStats = Locked([String: Data]())
        ParallelWork.forEach(count: files.count) { index in
            let path = paths[index]
            let stat = FileStat.of(path)
            if let stat, let entry = remembered[path].flatMap(StatEntry.init), entry.stat == stat {
                let probe: Probe = entry.key.isEmpty ? .noProtocols : .known(key: entry.key)
                probes.withLock { $0[index] = probe }
                return
            }
            let probe = Self.read(path: path, display: displayPath(files[index]))
            probes.withLock { $0[index] = probe }
            guard let stat, now - stat.modified > Self.racyInterval else { return }
            let key: String? = switch probe {
            case .read(_, let key), .aliases(_, let key): key
            case .noProtocols: ""
            case .known, .unreadable: nil
            }
            if let key { newStats.withLock { $0[path] = StatEntry(stat: stat, key: key).data } }
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

        // Step 2, in parallel: decode cached models, parse the others.
        let results = Locked([FileModels?](repeating: nil, count: files.count))
        let fresh = Locked([String: Data]())
        let parsed = Locked(0)
        let reused = Locked(0)
        let unreadable = Locked([Int]())
        let deferred = Locked([Int: Deferred]())
        ParallelWork.forEach(count: files.count) { index in
            var probe = found[index]
            if case .known(let key) = probe {
                if let data = cached[key], let models = try? JSONDecoder().decode(FileModels.self, from: data) {
                    results.withLock { $0[index] = models }
                    reused.withLock { $0 += 1 }
                    return
                }
                probe = Self.read(path: paths[index], display: displayPath(files[index]))
            }
            switch probe {
            case .unreadable, .known:
                unreadable.withLock { $0.append(index) }
            case .noProtocols:
                results.withLock { $0[index] = FileModels(protocols: [], typeAliases: [], syntaxErrors: []) }
            case .aliases(let models, let key):
                if cached[key] == nil, store != nil, let data = try? JSONEncoder().encode(models) {
                    fresh.withLock { $0[key] = data }
                }
                results.withLock { $0[index] = models }
            case .read(let source, let key):
                if let data = cached[key], let models = try? JSONDecoder().decode(FileModels.self, from: data) {
                    results.withLock { $0[index] = models }
                    reused.withLock { $0 += 1 }
                    return
                }
                guard parseNow(paths[index], source) else {
                    let file = Deferred(source: source, key: key, names: DeclaredNames(scanning: source))
                    deferred.withLock { $0[index] = file }
                    return
                }
                let models = ProtocolParser.parse(source: source, file: displayPath(files[index]))
                parsed.withLock { $0 += 1 }
                if store != nil, let data = try? JSONEncoder().encode(models) {
                    fresh.withLock { $0[key] = data }
                }
                results.withLock { $0[index] = models }
            }
        }
        try store?.storeValues(namespace: Self.namespace, fresh.current)
        try store?.storeValues(namespace: Self.statNamespace, newStats.current)
        let models = results.current
        return Loaded(
            models: models,
            deferred: deferred.current,
            keys: fileKeys,
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
            if store != nil, let data = try? JSONEncoder().encode(models) {
                fresh.withLock { $0[file.key] = data }
            }
            results.withLock { $0.append((index, models)) }
        }
        for (index, models) in results.current {
            loaded.models[index] = models
            loaded.deferred[index] = nil
        }
        loaded.parsedCount += work.count
        try store?.storeValues(namespace: Self.namespace, fresh.current)
    }

    private static func read(path: String, display: String) -> Probe {
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
        let source = String(decoding: data, as: UTF8.self)
        guard ProtocolParser.mayDeclareProtocols(source) else {
            // Parents may be aliases declared in files without protocols: read those lines only.
            let aliases = ProtocolParser.typeAliases(inSourceWithoutProtocols: source)
            guard !aliases.isEmpty else { return .noProtocols }
            let models = FileModels(protocols: [], typeAliases: aliases, syntaxErrors: [])
            return .aliases(models, key: ContentHash.of(data) + " " + display)
        }
        return .read(source: source, key: ContentHash.of(data) + " " + display)
    }
}

/// Size and modification time: equal values mean an unchanged file (as git's index assumes).
struct FileStat: Hashable, Sendable {
    var size: Int64
    var modified: TimeInterval

    /// One `stat` call: `FileManager.attributesOfItem` builds a dictionary per file, too slow for thousands.
    static func of(_ path: String) -> FileStat? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        let modified = TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
        return FileStat(size: Int64(info.st_size), modified: modified)
    }
}

/// `size modified key`; an empty key marks a file without protocols.
struct StatEntry {
    var stat: FileStat
    var key: String

    init(stat: FileStat, key: String) {
        self.stat = stat
        self.key = key
    }

    init?(_ data: Data) {
        let parts = String(decoding: data, as: UTF8.self)
            .split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let size = Int64(parts[0]), let modified = TimeInterval(parts[1]) else { return nil }
        stat = FileStat(size: size, modified: modified)
        key = String(parts[2])
    }

    var data: Data {
        Data("\(stat.size) \(stat.modified) \(key)".utf8)
    }
}
