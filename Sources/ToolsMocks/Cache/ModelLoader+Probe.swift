// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The first half of a load, in two parallel steps: the files' stamps (reading the files they do not
/// tell unchanged), then the models of the files read (decoded from the cache, parsed, or deferred).
extension ModelLoader {
    /// Stats every file, reads those that changed and parses (or decodes) their models.
    /// - Parameter parseNow: whether a file (path, text) whose models are not cached is parsed now; the
    ///   others are returned as `deferred`, for `parse(_:of:in:)` to parse those that turn out to be needed.
    func probe(_ files: RunFiles, parseNow: @Sendable (String, String) -> Bool = { _, _ in true }) throws -> Probed {
        let paths = files.paths
        let stamps = stamps
        let remembered = try stamps?.entries(under: Self.folder(of: paths)) { $0 } ?? [:]
        // Read before the stamps: a stamp is recorded only once its file is older than this by the racy margin.
        let now = FileStamp.now()
        let step = Stamped(files: files, remembered: remembered, now: now)
        let keys = step.found.map { probe -> String? in
            switch probe {
            case .known(let key), .read(_, let key), .aliases(_, let key): key
            case .noProtocols, .unreadable: nil
            }
        }
        let cached = try cachedModels(keys.compactMap { $0 })
        var probed = Probed(
            found: step.found, models: [:], deferred: [:], cached: cached, unreadable: [], keys: keys, paths: paths,
            digests: step.digests, parsedCount: 0, cachedCount: 0
        )
        readModels(of: files, into: &probed, parseNow: parseNow)
        if let stamps { writes?.record(Self.entries(of: probed, stamps: step.trusted, recordedAt: now), in: stamps) }
        return probed
    }

    /// The stamp entries of the files read with trusted stamps: `digest key`, or `digest` for a file without
    /// protocols.
    private static func entries(
        of probed: Probed, stamps: [Int: FileStamp], recordedAt now: Int64
    ) -> [String: StampedFileCache.Entry] {
        var entries: [String: StampedFileCache.Entry] = [:]
        for (index, stamp) in stamps {
            let key: String? = switch probed.found[index] {
            case .read(_, let key), .aliases(_, let key): key
            case .noProtocols: ""
            case .known, .unreadable: nil
            }
            guard let key else { continue }
            let digest = FileDigest.stored(probed.digests[index])
            entries[probed.paths[index]] = StampedFileCache.Entry(
                stamp: stamp, recordedAt: now, fields: key.isEmpty ? [digest] : [digest, key]
            )
        }
        return entries
    }

    /// Step one, in parallel: files whose stamps are remembered keep their key; the others are read.
    private struct Stamped {
        var found: [Probe]
        /// Per file, what its part of the run's result depends on (`FileDigest`), as far as known here.
        var digests: [String]
        /// The stamps of the files read, by index, when old enough to be recorded.
        var trusted: [Int: FileStamp]

        init(files: RunFiles, remembered: [String: StampedFileCache.Entry], now: Int64) {
            let paths = files.paths
            let probes = Locked([Probe](repeating: .unreadable, count: files.count))
            let stamps = Locked([Int: FileStamp]())
            let digests = Locked([String](repeating: FileDigest.unreadable, count: files.count))
            ParallelWork.forEach(count: files.count) { index in
                let path = paths[index]
                let stamp = FileStamp.of(path: path)
                if let stamp, let entry = remembered[path], entry.stands(for: stamp), let digest = entry.fields.first {
                    let key = entry.fields.count > 1 ? entry.fields[1] : ""
                    let probe: Probe = key.isEmpty ? .noProtocols : .known(key: key)
                    probes.withLock { $0[index] = probe }
                    digests.withLock { $0[index] = FileDigest.of(digest, key: key) }
                    return
                }
                let probe = ModelLoader.read(path: path, display: files.displays[index])
                probes.withLock { $0[index] = probe }
                if let stamp, stamp.isTrusted(recordedAt: now) { stamps.withLock { $0[index] = stamp } }
            }
            found = probes.current
            self.digests = digests.current
            trusted = stamps.current
        }
    }

    /// Step two, in parallel, for the files read: decodes cached models, parses the others (or defers them).
    private func readModels(
        of files: RunFiles, into probed: inout Probed, parseNow: @Sendable (String, String) -> Bool
    ) {
        let found = probed.found
        let cached = probed.cached
        let keys = probed.keys
        let read = found.indices.filter { if case .known = found[$0] { false } else { true } }
        let digests = Locked(probed.digests)
        let results = Locked([Int: FileModels]())
        let fresh = Locked([String: Data]())
        // Files parsed, and files whose models came from the cache.
        let counts = Locked((parsed: 0, reused: 0))
        let unreadable = Locked([Int]())
        let deferred = Locked([Int: Deferred]())
        ParallelWork.forEach(count: read.count) { position in
            let index = read[position]
            var digest = FileDigest.byContent
            defer { digests.withLock { $0[index] = FileDigest.of(digest, key: keys[index]) } }
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
                    source: source, key: key, cached: cached[key], parseNow: parseNow(files.paths[index], source),
                    display: files.displays[index]
                )
                switch outcome {
                case .deferred(let file):
                    deferred.withLock { $0[index] = file }
                case .models(let models, let wasParsed, let data):
                    results.withLock { $0[index] = models }
                    counts.withLock { if wasParsed { $0.parsed += 1 } else { $0.reused += 1 } }
                    if wasParsed, let data { fresh.withLock { $0[key] = data } }
                    if let data, FileDigest.isAnnotated(source) { digest = FileDigest.of(encoded: data) }
                }
            }
        }
        storeModels(fresh.current)
        probed.models = results.current
        probed.deferred = deferred.current
        probed.unreadable = unreadable.current
        probed.digests = digests.current
        (probed.parsedCount, probed.cachedCount) = counts.current
    }
}
