// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

@Suite("Processes", .offThePool)
struct ProcessRunnerTests {
    @Test func runsWithArgumentsEnvironmentFolderAndLog() async throws {
        let folder = try TemporaryDirectory()
        let log = folder.url.appendingPathComponent("logs/job.log")
        let outcome = try await ProcessRunner.run(ProcessSpec(
            executable: "sh", arguments: ["-c", "echo \"$GREETING $(pwd)\"; echo oops >&2; exit 3", "ignored"],
            environment: ["GREETING": "hello world"], workingDirectory: folder.url, logFile: log
        ))
        #expect(outcome.termination == .exited(3))
        #expect(!outcome.succeeded)
        let logged = try String(contentsOf: log, encoding: .utf8)
        #expect(logged.contains("hello world \(folder.path)"))
        #expect(logged.contains("oops"))
        #expect(outcome.outputTail == logged)
    }

    /// What a child leaves in its temporary folder goes with it: nothing the tool runs litters /tmp.
    @Test func aChildsTemporaryFilesAreRemovedWithIt() async throws {
        let folder = try TemporaryDirectory()
        let report = folder.url.appendingPathComponent("made")
        let outcome = try await ProcessRunner.run(ProcessSpec(
            executable: "sh", arguments: ["-c", "mktemp -d > '\(report.path)'; echo \"$TMPDIR\" >> '\(report.path)'"]
        ))
        #expect(outcome.succeeded)
        let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let made = try #require(lines.first)
        let scratch = try #require(lines.last)
        #expect(made.hasPrefix(scratch + "/"), "mktemp used the child's own TMPDIR")
        #expect(!FileManager.default.fileExists(atPath: made))
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }

    @Test func aTimeoutEndsTheChildAndItsChildren() async throws {
        let folder = try TemporaryDirectory()
        let marker = folder.url.appendingPathComponent("pid")
        // A busy machine may not start the shell's background child before a short limit: the limit grows
        // until the child was there to be ended (no bound on how long the machine takes).
        var outcome: ProcessOutcome?
        for limit in [500, 4_000, 30_000, 240_000] where !FileManager.default.fileExists(atPath: marker.path) {
            outcome = try await ProcessRunner.run(ProcessSpec(
                executable: "sh", arguments: ["-c", "sleep 300 & echo $! > '\(marker.path)'; wait"],
                timeout: .milliseconds(limit)
            ))
        }
        // Ended by the timeout, not waited for: the outcome says so.
        #expect(outcome?.termination == .timedOut)
        let markerText = try String(contentsOf: marker, encoding: .utf8)
        let pid = try #require(Int32(markerText.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        #expect(await ProcessProbe.survivors(of: [pid]).isEmpty, "the grandchild sleep must be gone")
    }

    /// A job's process group ends with it: a background child (`sh -c 'sleep 300 &'`) does not outlive the
    /// job, even one that ignores SIGTERM.
    @Test func aBackgroundChildEndsWithItsJob() async throws {
        let folder = try TemporaryDirectory()
        let pids = folder.url.appendingPathComponent("pids")
        let outcome = try await ProcessRunner.run(ProcessSpec(
            executable: "sh",
            arguments: ["-c", "sleep 300 & echo $! >> \"$0\"; (trap '' TERM; exec sleep 301) & echo $! >> \"$0\"",
                        pids.path]
        ))
        #expect(outcome.termination == .exited(0))
        let recorded = ProcessProbe.recordedIDs(in: pids)
        #expect(recorded.count == 2)
        let survivors = await ProcessProbe.survivors(of: recorded)
        ProcessProbe.killAll(survivors)
        #expect(survivors.isEmpty, "background children outlived their job: \(survivors)")
    }

    /// Judged by what happened to the child, not by how long it took: on a loaded machine the signals and
    /// the wait for the child's end take as long as the machine takes.
    @Test func cancellationEndsTheChild() async throws {
        let folder = try TemporaryDirectory()
        let pids = folder.url.appendingPathComponent("pids")
        let task = Task {
            try await ProcessRunner.run(ProcessSpec(
                executable: "sh", arguments: ["-c", "echo $$ >> \"$0\"; exec sleep 300", pids.path]
            ))
        }
        let recorded = await ProcessProbe.waitForIDs(in: pids, count: 1)
        task.cancel()
        let outcome = try await task.value
        #expect(outcome.termination == .cancelled)
        #expect(recorded.count == 1)
        let survivors = await ProcessProbe.survivors(of: recorded)
        ProcessProbe.killAll(survivors)
        #expect(survivors.isEmpty, "the cancelled child still runs: \(survivors)")
    }

    @Test func aMissingExecutableIsAClearError() async throws {
        await #expect(throws: CoreError.self) {
            try await ProcessRunner.run(ProcessSpec(executable: "no-such-tool-here"))
        }
        #expect(!ProcessRunner.isAvailable("no-such-tool-here"))
        #expect(ProcessRunner.isAvailable("sh"))
        #expect(ProcessSpec(executable: "echo", arguments: ["a b", "c"]).commandLine == "echo 'a b' c")
    }
}
