// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The second half of a load (the cached models of the files the stamps knew), and the files parsed on
/// demand later.
extension ModelLoader {
    /// Decodes the cached models of the files `probe` did not read.
    func finish(
        _ probed: Probed, files: RunFiles, parseNow: @Sendable (String, String) -> Bool = { _, _ in true }
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
            switch Self.read(path: files.paths[index], display: files.displays[index]) {
            case .read(let source, let key):
                let outcome = readModels(
                    source: source, key: key, cached: nil, parseNow: parseNow(files.paths[index], source),
                    display: files.displays[index]
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
        storeModels(fresh.current)
        let byIndex = results.current
        return Loaded(
            models: files.urls.indices.map { byIndex[$0] },
            deferred: deferred.current,
            keys: probed.keys,
            parsedCount: parsed.current,
            cachedCount: reused.current,
            unreadable: unreadable.current.sorted()
        )
    }

    /// Parses the deferred files at `indices` of `files` into `loaded` (and the cache).
    func parse(
        _ indices: [Int], of files: RunFiles, in loaded: inout Loaded
    ) throws {
        let work = indices.compactMap { index in loaded.deferred[index].map { (index, $0) } }
        guard !work.isEmpty else { return }
        let results = Locked([(Int, FileModels)]())
        let fresh = Locked([String: Data]())
        ParallelWork.forEach(count: work.count) { position in
            let (index, file) = work[position]
            let models = ProtocolParser.parse(source: file.source, file: files.displays[index])
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
        storeModels(fresh.current)
    }
}
