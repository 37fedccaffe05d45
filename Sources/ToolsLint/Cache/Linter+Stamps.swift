// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension Linter {
    /// The cache namespace of the file stamps (`StampedHash`) of the files under this linter's root,
    /// keyed by absolute path: what a warm run checks instead of reading and hashing every file. One
    /// namespace per root, so that a run reads its root's stamps in one range scan. Independent of the
    /// configuration and the tool version: a stamp only gives the content hash, and the results stay
    /// keyed by hash, configuration and version.
    var stampNamespace: String { Self.stampNamespaceVersion + ":" + rootPath }

    /// The stamps' namespace without its root; bump it when `StampedHash`'s fields change.
    static let stampNamespaceVersion = "lint.stamps.v1"

    /// This root's stamps in the core's stamp-keyed file cache.
    func stampCache(in store: Store) -> StampedFileCache {
        StampedFileCache(store: store, namespace: stampNamespace)
    }

    /// Starts reading this root's stamps on a thread of its own, so that the read overlaps finding the
    /// files (`sources(for:)`); `lint` then waits for it. For runs over the files on disk: a run of staged
    /// content (the pre-commit hook) has no use for stamps. With `renderer` (the one `lint` is given), the
    /// root's kept parts are read too (one range scan), and the results only of the files whose part was
    /// not rendered from the result their stamp points at.
    public func prefetchStamps(renderer: PartRenderer? = nil) {
        guard let store, stampPrefetch == nil else { return }
        let prefetch = StampPrefetch()
        let stampCache = stampCache(in: store)
        let partsNamespace = renderer.map(partsNamespace)
        let prefix = renderer.map { ReportPart.prefix(variant: $0.variant) } ?? []
        stampPrefetch = prefetch
        let thread = Thread {
            // Off the run's path: the entries of older cache formats are never read again, so the first
            // run of this one removes them (later runs read the marker that says so).
            try? store.retireOldVersions(
                of: [Self.cacheNamespace, Self.stampNamespaceVersion, Self.partsNamespaceVersion]
            )
            // A store that cannot be read only costs time: every file is then read and hashed.
            let stamps = (try? stampCache.entries { StampedHash($0) }) ?? [:]
            // What the stamps point at, read now: with an unchanged tree and configuration, it is the run's
            // results, and reading it here overlaps finding the files. A file whose part was rendered from
            // the result its stamp points at needs no result.
            let parts = partsNamespace.flatMap { try? store.allValues(namespace: $0) } ?? [:]
            let keys = stamps.compactMap { path, stamp -> String? in
                guard let key = stamp.record?.key else { return nil }
                guard let part = parts[path], ReportPart.isRendered(part, prefix: prefix, from: key) else { return key }
                return nil
            }
            let records = (try? store.cachedValues(namespace: Self.cacheNamespace, keys: keys)) ?? [:]
            prefetch.fulfill(StampPrefetch.Value(stamps: stamps, records: records, parts: parts))
        }
        thread.start()
    }

    /// The stamps recorded for the files of `jobs` read from disk, by absolute path.
    func recordedStamps(of jobs: [LintJob]) -> [String: StampedHash] {
        if let stampPrefetch { return stampPrefetch.wait().stamps }
        guard let store else { return [:] }
        let paths = jobs.filter { $0.source.content == nil }.map(\.source.path)
        guard !paths.isEmpty else { return [:] }
        return (try? stampCache(in: store).entries(of: paths) { StampedHash($0) }) ?? [:]
    }

    /// Stores the stamps taken this run (files new, changed, or whose stamp was too recent to trust).
    func recordStamps(of jobs: [LintJob], writes: StoreWriteQueue?) {
        guard let writes else { return }
        let entries = Dictionary(
            jobs.compactMap { job in job.freshStamp.map { (job.source.path, $0.entry) } }, uniquingKeysWith: { $1 }
        )
        guard !entries.isEmpty else { return }
        let stampCache = stampCache(in: writes.store)
        writes.enqueue { () throws(CoreError) in try stampCache.record(entries) }
    }

    /// The cached results of `keys` (nil: none), in their order: those read ahead with the stamps, the
    /// others from the store.
    func cachedRecords(keys: [String?]) -> [Data?] {
        guard let store else { return keys.map { _ in nil } }
        let prefetched = stampPrefetch?.wait().records ?? [:]
        var values = keys.map { key in key.flatMap { prefetched[$0] } }
        let missing = keys.indices.filter { keys[$0] != nil && values[$0] == nil }
        let lookup = missing.compactMap { keys[$0] }
        if !lookup.isEmpty, let found = try? store.cachedValues(namespace: Self.cacheNamespace, keys: lookup) {
            for index in missing { values[index] = keys[index].flatMap { found[$0] } }
        }
        return values
    }
}

/// The stamps and results read by `Linter.prefetchStamps()`, handed from its thread to the run;
/// `condition` guards `value`.
final class StampPrefetch: @unchecked Sendable {
    struct Value {
        var stamps: [String: StampedHash] = [:]
        /// Encoded results by key, and kept parts by path.
        var records: [String: Data] = [:]
        var parts: [String: Data] = [:]
    }

    private let condition = NSCondition()
    private var value: Value?

    func fulfill(_ value: Value) {
        condition.withLock {
            self.value = value
            condition.broadcast()
        }
    }

    func wait() -> Value {
        condition.withLock {
            while value == nil { condition.wait() }
            return value ?? Value()
        }
    }
}
