// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The processes a build starts, with real child processes (shell scripts that trap signals, fork
/// grandchildren, exit early): every job runs in its own process group, which ends with the job; Ctrl-C
/// stops every group and prints the summary; a second Ctrl-C kills every group before the tool exits;
/// `-j` stays within the open-file limit. Every process records its id, and none may remain.
@Suite("Process trees", .offThePool, .serialized)
struct ProcessTreeTests {
    /// A git workspace whose build runs `commands` (name → shell script; `$0` is the file of process ids).
    private func workspace(_ commands: [(String, String)]) throws -> (TemporaryDirectory, URL) {
        let folder = try TemporaryDirectory()
        try runCommand("git", ["init", "-q"], in: folder.url)
        let pids = folder.url.appendingPathComponent("pids")
        var yaml = "name: Demo\ntools:\n  build:\n    commands:\n"
        for (name, script) in commands {
            yaml += "      \(name):\n        run: [sh, -c, '\(script)', '\(pids.path)']\n"
        }
        try folder.write(yaml, to: "project.yml")
        return (folder, pids)
    }

    @Test func aCustomCommandsBackgroundChildDoesNotOutliveTheBuild() async throws {
        let (folder, pids) = try workspace([("Background", "sleep 300 & echo $! >> \"$0\"")])
        let result = await InProcessTools.run(["build"], in: folder.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let recorded = ProcessProbe.recordedIDs(in: pids)
        #expect(recorded.count == 1)
        let survivors = await ProcessProbe.survivors(of: recorded)
        ProcessProbe.killAll(survivors)
        #expect(survivors.isEmpty, "the background sleep outlived the build: \(survivors)")
    }

    /// A process that ignores SIGINT and SIGTERM, writes its id into `$0`, marks that in `$0.<mark>` and
    /// sleeps, started by a job.
    private static func ignoringChild(mark: String) -> String {
        #"sh -c "trap \"\" INT TERM; echo \$\$ >> \"\$0\"; touch \"\$0.\#(mark)\"; exec sleep 300" "$0""#
    }

    /// Jobs that ignore SIGINT and SIGTERM, fork grandchildren that ignore them too, or exit early and leave
    /// a child behind: 7 processes in all, each writing its id.
    private static let stubbornJobs: [(String, String)] = [
        ("Stubborn", #"trap "" INT TERM; echo $$ >> "$0"; sleep 300 & echo $! >> "$0"; wait"#),
        ("Forker", #"echo $$ >> "$0"; "# + ignoringChild(mark: "forker") + " & wait"),
        ("Plain", #"echo $$ >> "$0"; exec sleep 300"#),
        // It exits once its child has written its id: its group ends with it, which may be before the child
        // got to ignore SIGTERM (then the child is gone before it could say so).
        ("Early", ignoringChild(mark: "early") + #" & until [ -e "$0.early" ]; do sleep 0.05; done; echo $$ >> "$0""#),
    ]
    private static let stubbornProcesses = 7

    /// Runs the built `tools` with `arguments`, sends SIGINT `presses` times (the first once every job has
    /// written its ids and a seeded delay has passed), and waits for it to exit.
    private func interruptedBuild(presses: Int, generator: inout SeededRandom) async throws -> InterruptedBuild {
        let (folder, pids) = try workspace(Self.stubbornJobs)
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let outputFile = folder.url.appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["build", "-j", "4"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let recorded = await ProcessProbe.waitForIDs(in: pids, count: Self.stubbornProcesses)
        #expect(recorded.count == Self.stubbornProcesses, "ids recorded: \(recorded)")
        for press in 0..<presses {
            let delay = Int.random(in: press == 0 ? 0...300 : 20...400, using: &generator)
            try await Task.sleep(for: .milliseconds(delay))
            if process.isRunning { kill(process.processIdentifier, SIGINT) }
        }
        let deadline = ContinuousClock.now + .seconds(120)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning {
            process.terminate()
            Issue.record("the build did not end within 120 s of Ctrl-C")
        }
        process.waitUntilExit()
        let survivors = await ProcessProbe.survivors(of: ProcessProbe.recordedIDs(in: pids))
        ProcessProbe.killAll(survivors)
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return InterruptedBuild(status: process.terminationStatus, output: text, survivors: survivors)
    }

    private struct InterruptedBuild {
        var status: Int32
        var output: String
        var survivors: [Int32]
    }

    @Test func oneCtrlCStopsEveryGroupAndPrintsTheSummary() async throws {
        var generator = SeededRandom(variable: "TOOLS_INTERRUPT_SEED", fallback: 29, for: "one Ctrl-C")
        let run = try await interruptedBuild(presses: 1, generator: &generator)
        #expect(run.status == 130, "\(run.output)")
        #expect(run.output.contains("interrupted: stopping"), "\(run.output)")
        #expect(run.output.contains("(interrupted)"), "the summary line: \(run.output)")
        #expect(run.output.contains("build Stubborn"), "the summary table: \(run.output)")
        #expect(run.survivors.isEmpty, "still running after the build: \(run.survivors)")
    }

    @Test func aSecondCtrlCKillsEveryGroupBeforeExiting() async throws {
        var generator = SeededRandom(variable: "TOOLS_INTERRUPT_SEED", fallback: 30, for: "second Ctrl-C")
        let run = try await interruptedBuild(presses: 2, generator: &generator)
        #expect(run.status == 130, "\(run.output)")
        #expect(run.output.contains("(interrupted)"), "the summary line: \(run.output)")
        #expect(run.survivors.isEmpty, "still running after the build: \(run.survivors)")
    }

    /// `-j 200` with many jobs at a low open-file limit: the jobs run (fewer at once, with a note) instead of
    /// the tool crashing with descriptors open and its children orphaned.
    @Test(arguments: [("-n", true), ("-S -n", false)])
    func manyParallelJobsStayWithinTheOpenFileLimit(flag: String, lowersJobs: Bool) async throws {
        let count = 40
        let (folder, pids) = try workspace(
            (1...count).map { ("C\($0)", "echo $$ >> \"$0\"; sleep 300 & echo $! >> \"$0\"") }
        )
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        // `ulimit -n` lowers the hard limit too (nothing to raise); `-S` only the soft one, which the tool raises.
        let result = try await runCommandOffThePool(
            "sh", ["-c", "ulimit \(flag) 64 && exec \"$0\" build -j 200", binary.path], in: folder.url,
            environment: ["NO_COLOR": "1"], check: false
        )
        let recorded = ProcessProbe.recordedIDs(in: pids)
        let survivors = await ProcessProbe.survivors(of: recorded)
        ProcessProbe.killAll(survivors)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("\(count) jobs: \(count) passed"), "\(result.output)")
        #expect(recorded.count == 2 * count)
        #expect(survivors.isEmpty, "\(survivors.count) processes outlived the build")
        #expect(result.error.contains("-j 200 lowered to") == lowersJobs, "\(result.error)")
    }
}
