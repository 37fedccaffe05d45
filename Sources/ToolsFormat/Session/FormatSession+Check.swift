// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension FormatSession {
    /// `--check`: swift-format's findings (`swift-format lint`) for every job, from the cache when its blob
    /// was checked before with the same version and configuration. Nothing is written.
    func check(_ jobs: [FormatJob], runner: SwiftFormatRunner, cache: FormatCache) async throws -> Outcome {
        let jobs = await identify(jobs, cache: cache)
        var fingerprints: [String: String] = [:]
        let keys = jobs.map { job -> String? in
            guard let blobID = job.blobID else { return nil }
            let name = job.configuration?.path ?? ""
            let fingerprint = fingerprints[name] ?? FormatCache.fingerprint(
                tool: runner.tool, configuration: job.configuration, kind: .lint
            )
            fingerprints[name] = fingerprint
            return FormatCache.key(blobID: blobID, fingerprint: fingerprint)
        }
        let cached = cache.results(for: keys.compactMap { $0 })
        // Decoded on every core: a warm run of a large tree decodes hundreds of thousands of findings.
        let decoded = await Self.map(Array(jobs.indices)) { index -> [RawFinding]? in
            keys[index].flatMap { cached[$0] }.flatMap(FindingsCodec.decode)
        }
        var outcomes = [SwiftFormatRunner.Outcome?](repeating: nil, count: jobs.count)
        var misses: [Int] = []
        for (index, job) in jobs.enumerated() {
            if let reason = job.skipReason {
                outcomes[index] = .skipped(reason)
            } else if let findings = decoded[index] {
                outcomes[index] = .findings(findings)
            } else if job.blobID == nil {
                outcomes[index] = .unreadable("it cannot be read")
            } else {
                misses.append(index)
            }
        }
        console.debug("format check: \(jobs.count - misses.count) of \(jobs.count) files from the cache")
        let kind = runner.tool.kind
        let requests = await Self.map(misses) { Self.lintRequest(for: jobs[$0], formatter: kind) }
        var results: [String: Data] = [:]
        for (index, outcome) in zip(misses, try await runner.lint(requests)) {
            outcomes[index] = outcome
            if case .findings(let findings) = outcome, let key = keys[index], Self.isUnchanged(jobs[index]) {
                results[key] = FindingsCodec.encode(findings)
            }
        }
        cache.record(results: results)
        recordStamps(of: jobs, cache: cache)
        return checkOutcome(jobs, outcomes: outcomes.map { $0 ?? .findings([]) }, formatter: runner.tool.kind.name)
    }

    /// Files on disk go by path (in batches), given (staged) content on standard input; a CRLF file goes as
    /// LF on standard input (see `LineBreaks`), a file on disk read for it first. SwiftFormat gets every file's
    /// bytes as they are: it has its own `--linebreaks` option, which its findings follow.
    private static func lintRequest(for job: FormatJob, formatter: FormatterKind) -> SwiftFormatRunner.LintRequest {
        var content = job.content
        if content == nil, job.isOnDisk, case .data(let read) = BoundedRead.read(job.input.path) { content = read }
        if formatter == .lockwoodSwiftFormat {
            return SwiftFormatRunner.LintRequest(path: job.input.path, size: content?.count ?? 0, content: content)
        }
        if let bytes = content, LineBreaks.isCRLF(bytes) {
            return SwiftFormatRunner.LintRequest(path: job.input.path, size: bytes.count, content: LineBreaks.lf(bytes))
        }
        return SwiftFormatRunner.LintRequest(
            path: job.input.path, size: job.content?.count ?? Int(job.stamp?.size ?? 0),
            content: job.isOnDisk ? nil : job.content
        )
    }

    private func checkOutcome(
        _ jobs: [FormatJob], outcomes: [SwiftFormatRunner.Outcome], formatter name: String
    ) -> Outcome {
        var diagnostics: [Diagnostic] = []
        var filesWithFindings = 0
        var findingCount = 0
        var changing = 0
        var configurations: Set<String> = []
        for (job, outcome) in zip(jobs, outcomes) {
            let file = job.input.displayPath
            switch outcome {
            case .findings(let raw):
                let found = FormatFindings.diagnostics(
                    raw, file: file, severity: options.findingSeverity, lines: job.lines, formatter: name
                )
                let count = found.count(where: { $0.ruleID != FormatFindings.unparsableRuleID })
                if count > 0 { filesWithFindings += 1 }
                if found.contains(where: { $0.ruleID != FormatFindings.unparsableRuleID
                    && SwiftFormatRules.isChange($0.ruleID) }) {
                    changing += 1
                }
                findingCount += count
                diagnostics += found
            case .formatted:
                break
            case .unreadable(let reason):
                diagnostics.append(FormatFindings.skipped(file, "\(name) cannot read it (\(reason))",
                                                          severity: problemSeverity))
            case .crashed(let how):
                diagnostics.append(FormatFindings.skipped(file, "\(name) \(how)", severity: problemSeverity))
            case .skipped(let reason):
                diagnostics.append(FormatFindings.skipped(file, reason, severity: .warning))
            case .configurationProblem(let reason):
                let path = job.configuration.map { shown($0.path) } ?? file
                if configurations.insert(path).inserted {
                    diagnostics.append(FormatFindings.configuration(path, reason, formatter: name))
                }
            }
        }
        let summary = "Done checking formatting! Found \(Self.count(findingCount, "finding")) in "
            + "\(filesWithFindings) of \(Self.count(jobs.count, "file")); "
            + "\(Self.count(changing, "file")) would change."
        return Outcome(findings: findings(diagnostics, summary: summary), rewritten: [], fileCount: jobs.count)
    }
}
