// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `tools history`: the slowest jobs (median of passed runs) and the flaky ones (passed and failed on
/// the same commit), from the store.
public struct HistoryReport: Sendable, Codable {
    public struct SlowJob: Sendable, Codable, Hashable {
        public var job: String
        public var kind: String
        public var medianSeconds: Double
        public var runs: Int
        public var lastStatus: String
    }

    public struct FlakyJob: Sendable, Codable, Hashable {
        public var job: String
        public var commit: String
        public var passed: Int
        public var failed: Int
    }

    public var slowest: [SlowJob]
    public var flaky: [FlakyJob]
    public var runs: Int

    public init(records: [JobRecord], limit: Int = 10) {
        runs = records.count
        let byJob = Dictionary(grouping: records, by: \.job)
        slowest = byJob.compactMap { job, runs -> SlowJob? in
            let passed = runs.filter { $0.status == .passed }.map(\.duration).sorted()
            guard !passed.isEmpty, let latest = runs.max(by: { $0.startedAt < $1.startedAt }) else { return nil }
            return SlowJob(
                job: job, kind: latest.kind, medianSeconds: passed[passed.count / 2], runs: runs.count,
                lastStatus: latest.status.rawValue
            )
        }
        .sorted { $0.medianSeconds != $1.medianSeconds ? $0.medianSeconds > $1.medianSeconds : $0.job < $1.job }
        .prefix(limit).map { $0 }
        var flaky: [FlakyJob] = []
        for (job, runs) in byJob {
            let byCommit = Dictionary(grouping: runs.filter { $0.commit != nil }, by: { $0.commit ?? "" })
            for (commit, sameCommit) in byCommit {
                let passed = sameCommit.filter { $0.status == .passed }.count
                let failed = sameCommit.filter { $0.status == .failed }.count
                if passed > 0, failed > 0 {
                    flaky.append(FlakyJob(job: job, commit: commit, passed: passed, failed: failed))
                }
            }
        }
        self.flaky = flaky.sorted { ($0.failed, $1.job, $1.commit) > ($1.failed, $0.job, $0.commit) }
    }

    public var text: String {
        guard runs > 0 else { return "no job results recorded yet: run '\(InvocationSpelling.command("build"))' or "
                + "'\(InvocationSpelling.command("test"))' first\n" }
        var text = "slowest jobs (median of passed runs, from \(runs) recorded results):\n"
        if slowest.isEmpty { text += "  none passed yet\n" }
        let width = slowest.map(\.job.count).max() ?? 0
        for job in slowest {
            let median = JobResults.formatted(seconds: job.medianSeconds)
            text += "  \(median.padding(toLength: 9, withPad: " ", startingAt: 0))"
                + job.job.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  \(job.runs) run\(job.runs == 1 ? "" : "s"), last \(job.lastStatus)\n"
        }
        text += "flaky jobs (passed and failed on the same commit):\n"
        if flaky.isEmpty { text += "  none\n" }
        for job in flaky {
            text += "  \(job.job) at \(job.commit.prefix(10)): \(job.passed) passed, \(job.failed) failed\n"
        }
        return text
    }

    public var json: String { JSONText.encode(self) }

    /// Typical durations as JSON (job id → seconds), the input of `--durations` for sharding.
    public static func durationsJSON(_ durations: [String: Double]) -> String {
        JSONText.encode(durations.mapValues { ($0 * 1000).rounded() / 1000 })
    }
}
