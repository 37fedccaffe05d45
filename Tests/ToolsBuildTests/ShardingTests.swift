// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

@Suite(.offThePool) struct ShardingTests {
    static let durations: [String: Double] = [
        "a": 100, "b": 90, "c": 60, "d": 50, "e": 40, "f": 30, "g": 20, "h": 10, "i": 10, "j": 5,
    ]

    @Test func longestFirstOntoTheLeastLoadedShard() {
        let shards = Sharding.shards(of: Self.durations.keys.sorted(), count: 3, durations: Self.durations)
        // a, b, c open the shards; then d → 3rd (60 → 110), e → 2nd (90 → 130), f → 1st (100 → 130),
        // g → 3rd (110 → 130), h → 1st (tie: lowest index), i → 2nd, j → 3rd.
        #expect(shards.map(\.jobIDs) == [["a", "f", "h"], ["b", "e", "i"], ["c", "d", "g", "j"]])
        #expect(shards.map(\.estimatedSeconds) == [140, 140, 135])
        let loads = shards.map(\.estimatedSeconds)
        let total = Self.durations.values.reduce(0, +)
        // The LPT bound: no shard exceeds the ideal share by more than the longest job.
        #expect((loads.max() ?? 0) <= total / 3 + 100)
    }

    @Test func everyJobInExactlyOneShardAndDeterministic() {
        let ids = (1...41).map { "job \($0)" }
        let durations = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Double(($0 * 37) % 23 + 1)) })
        for count in [1, 2, 4, 7, 50] {
            let shards = Sharding.shards(of: ids, count: count, durations: durations)
            #expect(shards.count == count)
            let all = shards.flatMap(\.jobIDs)
            #expect(all.count == ids.count && Set(all) == Set(ids))
            // Same input in another order: same shards.
            #expect(Sharding.shards(of: ids.reversed(), count: count, durations: durations) == shards)
            #expect(Sharding.shards(of: ids.shuffled(), count: count, durations: durations) == shards)
        }
        let four = Sharding.shards(of: ids, count: 4, durations: durations).map(\.estimatedSeconds)
        #expect((four.max() ?? 0) - (four.min() ?? 0) <= 23)
    }

    @Test func jobsWithoutHistoryCountAsTheMedianAndSpreadOut() {
        let shards = Sharding.shards(of: ["x", "y", "z", "w"], count: 2, durations: [:])
        #expect(shards.map(\.jobIDs.count) == [2, 2])
        #expect(Sharding.estimatedDurations(["known", "new"], durations: ["known": 12]) == ["known": 12, "new": 12])
    }

    @Test func shardArgumentIsValidated() throws {
        #expect(try Sharding(parsing: "2/4") == Sharding(index: 2, count: 4))
        for (index, count) in [(0, 4), (5, 4), (1, 0)] {
            #expect(throws: BuildError.shardOutOfRange(index: index, count: count)) {
                try Sharding(parsing: "\(index)/\(count)")
            }
        }
        for bad in ["2", "a/b"] {
            #expect(throws: BuildError.shardMalformed(bad)) { try Sharding(parsing: bad) }
        }
    }

    @Test func shardsOfAPlanKeepPlanOrderAndCoverIt() throws {
        let jobs = ["build A", "build B", "build C", "build D", "build E"].map { id in
            Job(
                id: id, name: String(id.dropFirst(6)), kind: .command, action: .build,
                process: ProcessSpec(executable: "true"), dependencies: id == "build E" ? ["build A"] : [],
                package: nil,
                labels: [:], resultBundle: nil, xunitFile: nil, logFile: URL(fileURLWithPath: "/tmp/x.log")
            )
        }
        let plan = BuildPlan(action: .build, jobs: jobs)
        let durations = ["build A": 50.0, "build B": 40, "build C": 30, "build D": 20, "build E": 10]
        let parts = try (1...2).map { index throws in
            try Sharding(index: index, count: 2).apply(to: plan, durations: durations)
        }
        #expect(parts[0].jobs.map(\.id) == ["build A", "build D", "build E"])
        #expect(parts[1].jobs.map(\.id) == ["build B", "build C"])
        #expect(parts[0].jobs.last?.dependencies == ["build A"])
    }
}
