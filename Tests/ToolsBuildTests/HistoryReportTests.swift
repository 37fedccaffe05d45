// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

@Suite(.offThePool) struct HistoryReportTests {
    @Test func slowestAndFlakyFromARealStore() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(url: directory.url.appendingPathComponent("tools.sqlite"))
        let now = Date()
        func record(
            _ job: String, _ status: JobRecord.Status, _ seconds: Double, _ commit: String, _ offset: Double
        ) -> JobRecord {
            JobRecord(
                job: job, kind: "package", status: status, duration: seconds, commit: commit,
                startedAt: now.addingTimeInterval(offset))
        }
        try store.record([
            record("test Slow", .passed, 90, "c1", 0), record("test Slow", .passed, 100, "c2", 1),
            record("test Slow", .passed, 300, "c3", 2),
            record("test Quick", .passed, 5, "c1", 0),
            record("test Flaky", .passed, 10, "c2", 0), record("test Flaky", .failed, 11, "c2", 1),
            record("test Broken", .failed, 3, "c1", 0), record("test Broken", .failed, 3, "c2", 1),
        ])
        let report = HistoryReport(records: try store.jobRecords(), limit: 2)
        #expect(report.slowest.map(\.job) == ["test Slow", "test Flaky"])
        #expect(report.slowest.first?.medianSeconds == 100)
        #expect(report.slowest.last?.lastStatus == "failed")
        #expect(report.flaky == [.init(job: "test Flaky", commit: "c2", passed: 1, failed: 1)])
        #expect(report.text.contains("test Flaky at c2: 1 passed, 1 failed"))
        #expect(HistoryReport(records: []).text.hasPrefix("no job results recorded yet"))
    }

    @Test func ciMatrixForGitHubAndPlainJSON() throws {
        let shards = Sharding.shards(
            of: ["build A", "build B", "build C"], count: 2, durations: ["build A": 30, "build B": 20, "build C": 15])
        #expect(
            CIMatrix.render(shards, format: .github)
                == #"{"include":[{"estimatedSeconds":30,"index":1,"jobs":1,"shard":"1/2","total":2},"#
                + #"{"estimatedSeconds":35,"index":2,"jobs":2,"shard":"2/2","total":2}]}"#
                + "\n")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(CIMatrix.render(shards, format: .json).utf8)) as? [String: Any])
        let plain = try #require(json["shards"] as? [[String: Any]])
        #expect(plain.map { $0["jobs"] as? [String] } == [["build A"], ["build B", "build C"]])
    }
}
