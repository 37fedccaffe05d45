// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension Linter {
    /// The cache namespace of file stamps (`StampedHash`), keyed by absolute path: what a warm run checks
    /// instead of reading and hashing every file. Independent of the configuration and the tool version:
    /// a stamp only gives the content hash, and the results stay keyed by hash, configuration and version.
    static let stampNamespace = "lint.stamps.v1"

    /// The stamps recorded for the files of `jobs` read from disk, by absolute path.
    func recordedStamps(of jobs: [LintJob]) -> [String: StampedHash] {
        guard let store else { return [:] }
        let paths = jobs.filter { $0.source.content == nil }.map(\.source.path)
        // A store that cannot be read only costs time: every file is then read and hashed.
        guard let values = try? store.cachedValues(namespace: Self.stampNamespace, keys: paths) else { return [:] }
        var stamps: [String: StampedHash] = [:]
        stamps.reserveCapacity(values.count)
        for (path, data) in values {
            if let stamp = StampedHash(encoded: data) { stamps[path] = stamp }
        }
        return stamps
    }

    /// Stores the stamps taken this run (files new, changed, or whose stamp was too recent to trust).
    func recordStamps(of jobs: [LintJob]) {
        guard let store else { return }
        var values: [String: Data] = [:]
        for job in jobs {
            if let stamp = job.freshStamp { values[job.source.path] = stamp.encoded() }
        }
        try? store.storeValues(namespace: Self.stampNamespace, values)
    }
}
