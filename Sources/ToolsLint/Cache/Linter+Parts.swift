// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Kept report parts: a file's findings rendered by the run's reporter, stored per file under its path with
/// the key of the result it was rendered from. A warm run over a large tree with many findings spent most
/// of its time decoding, rebuilding and rendering findings that had not changed; with its part kept, an
/// unchanged file costs a read and a copy.
extension Linter {
    /// The parts rendered by `renderer` of the files under this linter's root, keyed by absolute path: one
    /// namespace per root and renderer, read in one range scan, holding one part per file.
    func partsNamespace(_ renderer: PartRenderer) -> String {
        Self.partsNamespaceVersion + ":" + renderer.variant + ":" + rootPath
    }

    /// The parts' namespace without its scope; bump it when what a part holds changes.
    static let partsNamespaceVersion = "lint.parts.v2"

    /// Whether a file's part can be kept: its findings are a function of its result key alone. Not so for a
    /// file with facts for a collecting rule that judges it with the other files of its group (they decide
    /// its findings), nor one with notes to print (its record is needed every run).
    static func keepsPart(of job: LintJob, record: FileRecord) -> Bool {
        job.cacheKey != nil && !job.isContext && record.skipped == nil && !record.hasSyntaxErrors
            && record.collected.keys.allSatisfy { identifier in
                job.configuration.collectingRules.contains { rule in
                    rule.identifier == identifier && rule.judgesAlone(path: job.relativePath)
                }
            }
    }

    /// The indices of the kept files whose facts a collecting rule needs this run: those of a group that
    /// holds a file judged with its group (`needsGroup`) and not kept. Their results are read as the group's
    /// context, as if the files were not kept.
    func factsNeeded(of jobs: [LintJob], kept: [ReportPart?]) -> [Int] {
        guard kept.contains(where: { $0 != nil }) else { return [] }
        // Each configuration's rule with the groups it judges this run.
        var judging: [String: (rule: any CollectingRule, groups: Set<String>)] = [:]
        for (job, part) in zip(jobs, kept) where part == nil {
            for rule in job.configuration.collectingRules where rule.needsGroup(forPath: job.relativePath) {
                let name = job.configuration.fingerprint + "\u{0}" + rule.identifier
                judging[name, default: (rule, [])].groups.insert(rule.group(ofPath: job.relativePath))
            }
        }
        guard !judging.isEmpty else { return [] }
        let judged = Array(judging.values)
        return jobs.indices.filter { index in
            kept[index] != nil && judged.contains { rule, groups in
                groups.contains(rule.group(ofPath: jobs[index].relativePath))
            }
        }
    }

    /// The kept parts of `jobs` by index (nil: none, or kept for another result, display path or build).
    func keptParts(of jobs: [LintJob], renderer: PartRenderer?) async -> [ReportPart?] {
        guard let renderer, let store else { return [ReportPart?](repeating: nil, count: jobs.count) }
        var values = stampPrefetch?.wait().parts ?? [:]
        let lookup = jobs.compactMap { job in
            job.isContext || job.cacheKey == nil || values[job.source.path] != nil ? nil : job.source.path
        }
        if !lookup.isEmpty, let found = try? store.cachedValues(namespace: partsNamespace(renderer), keys: lookup) {
            values.merge(found) { prefetched, _ in prefetched }
        }
        let encoded = values
        let prefix = ReportPart.prefix(variant: renderer.variant)
        return await Self.parallel(jobs) { job in
            guard !job.isContext, let key = job.cacheKey, let data = encoded[job.source.path] else { return nil }
            return ReportPart(encoded: data, prefix: prefix, key: key, file: job.source.displayPath)
        }
    }

    /// The run's parts, kept and rendered, in the order of their files (stored first if rendered now).
    func prerendered(
        kept: [ReportPart?], finished: Finished, jobs: [LintJob], renderer: PartRenderer?, writes: StoreWriteQueue?
    ) -> PrerenderedReport? {
        guard let renderer else { return nil }
        storeParts(of: finished, jobs: jobs, renderer: renderer, writes: writes)
        var parts = kept.compactMap { $0 } + finished.parts
        // Files come sorted by path; parts are sorted by how they are shown, which mostly agrees.
        if !parts.indices.dropFirst().allSatisfy({ parts[$0 - 1].file < parts[$0].file }) {
            parts.sort { $0.file < $1.file }
        }
        return PrerenderedReport(renderer: renderer, parts: parts)
    }

    /// Stores the parts rendered this run, under their files' paths.
    private func storeParts(of finished: Finished, jobs: [LintJob], renderer: PartRenderer, writes: StoreWriteQueue?) {
        guard let writes, !finished.parts.isEmpty else { return }
        var values: [String: Data] = [:]
        for (part, index) in zip(finished.parts, finished.partIndices) {
            if let key = jobs[index].cacheKey {
                values[jobs[index].source.path] = part.encoded(variant: renderer.variant, key: key)
            }
        }
        // A part that cannot be stored is rendered again next run; the report stands.
        writes.store(values, namespace: partsNamespace(renderer))
    }

    /// The part of a file rendered on the worker that linted it, right after linting, when its part can be
    /// kept (`keepsPart`): its findings then follow from its own result, the collecting rules' included,
    /// which judge it by its own facts (a group of one). Rendering and storing it there keeps the cores busy
    /// with what was otherwise left for the end of the run, much of it for one thread.
    static func part(of job: LintJob, outcome: LintJob.Outcome, renderer: PartRenderer) -> ReportPart? {
        let record = outcome.record
        guard keepsPart(of: job, record: record) else { return nil }
        var collected: [Violation] = []
        for rule in job.configuration.collectingRules {
            guard let lines = record.collected[rule.identifier] else { continue }
            let own = CollectedFile(path: job.relativePath, lines: lines, reported: true)
            let severity = job.configuration.severity(ofRule: rule.identifier)
            collected += rule.validateCollected([own], severity: severity)[job.relativePath] ?? []
        }
        let file = diagnostics(of: job, record: record, collected: collected)
        return renderer.part(file: file.path, diagnostics: file.diagnostics)
    }
}
