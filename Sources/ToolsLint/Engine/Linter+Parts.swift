// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Kept report parts: a file's findings rendered by the run's reporter, stored under the file's result key.
/// A warm run over a large tree with many findings spent most of its time decoding, rebuilding and
/// rendering findings that had not changed; with its part kept, an unchanged file costs a lookup and a copy.
extension Linter {
    /// The parts' namespace for `renderer`; bump the version when what a part holds changes.
    static func partsNamespace(_ renderer: PartRenderer) -> String {
        partsNamespaceVersion + ":" + renderer.variant
    }

    static let partsNamespaceVersion = "lint.parts.v1"

    /// Whether a file's part can be kept: its findings are a function of its result key alone. Not so for a
    /// file with facts for a collecting rule (other files decide its findings), nor one with notes to print
    /// (its record is needed every run).
    static func keepsPart(of job: LintJob, record: FileRecord, collected: [Violation]?) -> Bool {
        job.cacheKey != nil && !job.isContext && collected == nil && record.collected.isEmpty
            && record.skipped == nil && !record.hasSyntaxErrors
    }

    /// The kept parts of `jobs` by index (nil: none, or kept for another display path or build).
    func keptParts(of jobs: [LintJob], renderer: PartRenderer?) async -> [ReportPart?] {
        guard let renderer, let store else { return [ReportPart?](repeating: nil, count: jobs.count) }
        let namespace = Self.partsNamespace(renderer)
        var values = stampPrefetch?.wait().parts ?? [:]
        let lookup = jobs.compactMap { job in job.isContext ? nil : job.cacheKey }.filter { values[$0] == nil }
        if !lookup.isEmpty, let found = try? store.cachedValues(namespace: namespace, keys: lookup) {
            values.merge(found) { prefetched, _ in prefetched }
        }
        let encoded = values
        return await Self.parallel(jobs) { job in
            guard !job.isContext, let key = job.cacheKey, let data = encoded[key] else { return nil }
            return ReportPart(encoded: data, variant: renderer.variant, file: job.source.displayPath)
        }
    }

    /// Stores the parts rendered this run, under their files' result keys.
    func storeParts(of finished: Finished, jobs: [LintJob], renderer: PartRenderer?) {
        guard let renderer, let store, !finished.parts.isEmpty else { return }
        var values: [String: Data] = [:]
        for (part, index) in zip(finished.parts, finished.partIndices) {
            if let key = jobs[index].cacheKey { values[key] = part.encoded(variant: renderer.variant) }
        }
        // A part that cannot be stored is rendered again next run; the report stands.
        try? store.storeValues(namespace: Self.partsNamespace(renderer), values)
    }
}
