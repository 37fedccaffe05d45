// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// Ctrl-C cancels the run's task: running children are stopped, the rest is reported as not run.
@Suite(.offThePool) struct InterruptTests {
    @Test func cancellingTheRunStopsTheChildAndReports() async throws {
        let directory = try TemporaryDirectory()
        let pidFile = directory.url.appendingPathComponent("sleep.pid")
        try directory.write(
            """
            name: Demo
            tools:
              build:
                commands:
                  Sleeper:
                    run: [sh, -c, 'echo $$ > "$0"; exec sleep 300', '\(pidFile.path)']
                  After:
                    run: [echo, never]
                    dependsOn: [Sleeper]

            """, to: "project.yml")
        let workspace = try Workspace.load(root: directory.url)
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        let runner = MatrixRunner(options: RunOptions(parallelism: 2))
        let task = Task { await runner.run(plan) }
        var pid: Int32?
        // Up to 10 minutes for the child to start: a guard against a hang, never a bound on a busy machine.
        for _ in 0..<12_000 where pid == nil {
            try await Task.sleep(for: .milliseconds(50))
            pid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        let child = try #require(pid)
        #expect(kill(child, 0) == 0)
        // Judged by what the run reports and by the child being gone, never by how long the machine took.
        task.cancel()
        let report = await task.value
        #expect(report.interrupted)
        #expect(report.results.map(\.status) == [.cancelled, .cancelled])
        #expect(report.results.last?.reason == "not run: interrupted")
        #expect(!report.succeeded)
        // The sleep is gone: not running and already reaped.
        #expect(kill(child, 0) == -1 && errno == ESRCH)
        #expect(report.records.map(\.job) == ["build Sleeper"])
    }
}
