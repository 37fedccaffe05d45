// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// `--shard K/N`: splits the jobs into N shards of about equal duration with the longest-processing-time
/// rule (longest job first onto the least loaded shard). The same jobs and durations always give the
/// same shards, and every job lands in exactly one, so N machines together run the whole matrix.
public struct Sharding: Sendable, Hashable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(BuildError) {
        guard count >= 1, (1...count).contains(index) else {
            throw BuildError.shardOutOfRange(index: index, count: count)
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    public init(parsing text: String) throws(BuildError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw BuildError.shardMalformed(text)
        }
        try self.init(index: index, count: count)
    }

    /// A shard's jobs and their estimated total.
    public struct Shard: Sendable, Hashable {
        public var index: Int
        public var jobIDs: [String]
        public var estimatedSeconds: Double
    }

    /// Splits `jobIDs` into `count` shards. Jobs without history count as the median known duration (or
    /// 60 s when nothing is known), so new jobs spread out rather than pile onto one shard.
    public static func shards(of jobIDs: [String], count: Int, durations: [String: Double]) -> [Shard] {
        let estimates = estimatedDurations(jobIDs, durations: durations)
        let order = jobIDs.sorted { first, second in
            let (firstEstimate, secondEstimate) = (estimates[first] ?? 0, estimates[second] ?? 0)
            return firstEstimate != secondEstimate ? firstEstimate > secondEstimate : first < second
        }
        var shards = (1...max(count, 1)).map { Shard(index: $0, jobIDs: [], estimatedSeconds: 0) }
        for id in order {
            // Least loaded first; ties to the lowest index, for determinism.
            let target =
                shards.indices.min { first, second in
                    shards[first].estimatedSeconds != shards[second].estimatedSeconds
                        ? shards[first].estimatedSeconds < shards[second].estimatedSeconds : first < second
                } ?? 0
            shards[target].jobIDs.append(id)
            shards[target].estimatedSeconds += estimates[id] ?? 0
        }
        return shards
    }

    public static func estimatedDurations(_ jobIDs: [String], durations: [String: Double]) -> [String: Double] {
        let known = jobIDs.compactMap { durations[$0] }.sorted()
        let fallback = known.isEmpty ? 60 : known[known.count / 2]
        return Dictionary(uniqueKeysWithValues: jobIDs.map { ($0, durations[$0] ?? fallback) })
    }

    /// This shard's part of `plan`, in plan order.
    public func apply(to plan: BuildPlan, durations: [String: Double]) -> BuildPlan {
        let all = Self.shards(of: plan.jobs.map(\.id), count: count, durations: durations)
        let mine = Set(all[index - 1].jobIDs)
        var result = plan
        result.jobs = JobOrdering.restricted(plan.jobs, to: mine)
        return result
    }
}
