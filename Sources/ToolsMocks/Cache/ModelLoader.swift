// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Reads the protocol models of many files, parsing only files that changed since the last run.
///
/// Models are cached in the store by content hash and path: an unchanged file costs a decode. As git's
/// index does, a second table (`StampedFileCache`, as lint's) remembers each file's stamp with its key and
/// digest, so an unchanged file is not even read. Files without the word `protocol` are never parsed.
struct ModelLoader: Sendable {
    // v9: models in `ModelBytes` form (`FileModels.encoded`) rather than JSON; v10: keyed by `ContentKey`;
    // v11: values sealed with a checksum (`CheckedValue`); v12: keys led by the build (`ToolsCore.buildKey`);
    // v13: models know noncopyable types and ownership (Swift 6 shapes).
    static let namespace = "mocks.models.v13"
    // v2: entries hold a digest (`FileDigest`); v3: digests of models in `ModelBytes` form; v4: the whole
    // `FileStamp` (status change time, inode, device), as lint's stamps; v5: entries of the core's
    // `StampedFileCache` (with their recording time), shared with lint.
    static let statNamespace = "mocks.files.v5"

    /// The models of `keys` kept by this build (`ToolsCore.buildKey` leads each stored key: a rebuilt parser
    /// never reads an older build's models), by key.
    func cachedModels(_ keys: [String]) throws(CoreError) -> [String: Data] {
        guard let writes, !keys.isEmpty else { return [:] }
        let build = ToolsCore.buildKey + " "
        let found = try writes.cachedValues(namespace: Self.namespace, keys: keys.map { build + $0 })
        var byKey: [String: Data] = [:]
        byKey.reserveCapacity(found.count)
        for (stored, data) in found { byKey[String(stored.dropFirst(build.count))] = data }
        return byKey
    }

    /// Keeps `models` (encoded, by key) for this build.
    func storeModels(_ models: [String: Data]) {
        guard let writes, !models.isEmpty else { return }
        let build = ToolsCore.buildKey + " "
        let keyed = Dictionary(uniqueKeysWithValues: models.map { (build + $0.key, $0.value) })
        writes.store(keyed, namespace: Self.namespace)
    }

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
        /// The indices of the files that could not be read, in order.
        var unreadable: [Int]
    }

    /// A file read, not parsed yet: its text answers cheap questions (does it declare `protocol Foo`?).
    struct Deferred: Sendable {
        var source: String
        var key: String
        /// What the file declares and extends, scanned when it is deferred (on the parallel threads).
        var names: DeclaredNames
    }

    /// What step one learnt about a file.
    enum Probe: Sendable {
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
        var found: [Probe]
        /// Models of the files read in this run (parsed, or decoded from the cache), by index.
        var models: [Int: FileModels]
        var deferred: [Int: Deferred]
        var cached: [String: Data]
        var unreadable: [Int]
        var keys: [String?]
        /// The files' paths (`URL.path` is not free: made once).
        var paths: [String]
        /// Per file, what its part of the run's result depends on (`FileDigest`).
        var digests: [String]
        var parsedCount: Int
        var cachedCount: Int

        /// Files whose models come from the cache: those read in this run, and those `finish` would decode.
        var cachedCountWithKnown: Int {
            cachedCount + found.count { probe in
                if case .known(let key) = probe { cached[key] != nil } else { false }
            }
        }
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

    /// The cache of the files' stamps: `digest key` per file (`FileDigest`, then the content key, which holds
    /// the display path and so may hold spaces); a file without protocols has no key.
    var stamps: StampedFileCache? {
        store.map { StampedFileCache(store: $0, namespace: Self.statNamespace, maxFields: 2) }
    }
}
