// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// Sharding through a session with a shared durations file, the progress line.
@Suite(.offThePool) struct SessionOptionsTests {
    static func commandWorkspace() throws -> (TemporaryDirectory, MatrixSession) {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            name: Demo
            tools:
              build:
                commands:
                  A: {run: ["true"]}
                  B: {run: ["true"]}
                  C: {run: ["true"]}
                  D: {run: ["true"]}

            """, to: "project.yml")
        return (directory, try MatrixSession(workspace: try Workspace.load(root: directory.url)))
    }

    @Test func shardsFollowTheDurationsFileOnEveryMachine() throws {
        let (directory, session) = try Self.commandWorkspace()
        let file = try directory.write(
            HistoryReport.durationsJSON(["build A": 100, "build B": 10, "build C": 10, "build D": 70]),
            to: "durations.json"
        )
        let shards = try session.shards(MatrixRequest(action: .build, durationsFile: file), count: 2)
        #expect(shards.map(\.jobIDs) == [["build A"], ["build D", "build B", "build C"]])
        let second = try session.plan(
            MatrixRequest(action: .build, shard: try Sharding(index: 2, count: 2), durationsFile: file))
        #expect(second.jobs.map(\.id) == ["build B", "build C", "build D"])
        #expect(second.notes.first == "shard 2/2: 3 of 4 jobs")
        try directory.write("not json", to: "bad.json")
        let bad = FileLocation(
            file: directory.url.appendingPathComponent("bad.json").path, position: SourcePosition(line: 1, column: 1)
        )
        #expect(throws: BuildError.durationsMalformed(bad, problem: "expected a JSON object of job ids to seconds")) {
            try session.shards(
                MatrixRequest(action: .build, durationsFile: directory.url.appendingPathComponent("bad.json")), count: 2
            )
        }
    }

    @Test func progressLineShowsDoneRunningFailedAndEstimate() throws {
        let (directory, session) = try Self.commandWorkspace()
        _ = directory
        let plan = try session.planner.plan(.build)
        let display = ProgressDisplay(
            console: Console(verbosity: .quiet), workspace: session.workspace, plan: plan,
            estimates: ["build A": 40, "build B": 20, "build C": 20, "build D": 20], parallelism: 2
        )
        let jobs = Dictionary(uniqueKeysWithValues: plan.jobs.map { ($0.name, $0) })
        let jobA = try #require(jobs["A"])
        let jobB = try #require(jobs["B"])
        display.started(jobA)
        display.started(jobB)
        display.finished(JobResult(job: jobB, status: .failed, reason: "exit 1", duration: 3, started: true))
        let line = display.line()
        #expect(line.hasPrefix("[1/4] · running 1: build A · failed 1 · "))
        // Left: A's 40 s (just started), C and D at 20 s each, over two slots: about 40 s.
        #expect(line.hasSuffix("~40.0s left") || line.hasSuffix("~39.9s left"))
    }

    @Test func junitEscapesMarkupAndDropsControlCharacters() {
        let document = JUnitDocument(suites: [
            JUnitDocument.Suite(name: "s", cases: [
                JUnitDocument.TestCase(className: "c", name: "a<b & \"c\" \u{1B}[31mred\u{1B}[0m\n")
            ])
        ])
        #expect(document.rendered().contains("name=\"a&lt;b &amp; &quot;c&quot; [31mred[0m\n\""))
    }

    @Test func relativeExecutableIsFoundInTheCommandsWorkingFolder() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
        name: Demo
        tools:
          build:
            commands:
              Codegen:
                run: [./bin/codegen, --flag]
                workingDirectory: tools folder
              Missing:
                run: [./bin/nothing]

        """, to: "project.yml")
        let script = try directory.write("#!/bin/sh\necho \"ran in $(pwd) with $1\"\n", to: "tools folder/bin/codegen")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let workspace = try Workspace.load(root: directory.url)
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        let report = await MatrixRunner(options: RunOptions()).run(plan)
        #expect(report.results.map(\.status) == [.passed, .skipped])
        #expect(report.results.last?.reason == "./bin/nothing does not exist or is not executable")
        let log = try String(contentsOf: try #require(report.results.first).job.logFile, encoding: .utf8)
        #expect(log == "ran in \(directory.path)/tools folder with --flag\n")
    }

    @Test func jobOverItsTimeoutIsStoppedAndFails() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
        name: Demo
        tools:
          build:
            commands:
              Slow:
                run: [sleep, "600"]
                timeout: 1

        """, to: "project.yml")
        let plan = try MatrixPlanner(workspace: try Workspace.load(root: directory.url)).plan(.build)
        // Stopped by its timeout (the reason says so), not by the sleep's end: no bound on how long the machine
        // took, which a loaded machine could break.
        let report = await MatrixRunner(options: RunOptions()).run(plan)
        #expect(report.results.map(\.status) == [.failed])
        #expect(report.results.first?.reason
            == "sleep timed out after 1 s (raise tools.build.timeout, or the command's timeout)")
    }

    /// Every job is bounded in time, configured or not: a hanging `xcodebuild` or command is stopped.
    @Test func everyJobHasATimeLimitByDefault() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
        name: Demo
        tools:
          build:
            commands:
              Quick:
                run: ["true"]

        """, to: "project.yml")
        let plan = try MatrixPlanner(workspace: try Workspace.load(root: directory.url)).plan(.build)
        #expect(plan.jobs.map(\.process.timeout) == [.seconds(3 * 3600)])
    }

    /// A durations file is read with the place of every value: what is wrong is named where it is.
    @Test(arguments: [
        (#"{"build A": "ten"}"#, 1, 13, "the duration of 'build A' is not a number of seconds"),
        ("{\n  \"build A\": 1,\n}", 3, 1, "expected a job id in double quotes"),
        (#"{"build A": 1} x"#, 1, 16, "nothing after the object"),
        (#"{"build A": 01}"#, 1, 13, "the duration of 'build A' is not a number of seconds"),
        (#"{"build \q": 1}"#, 1, 11, "an unknown escape in a job id"),
    ])
    func malformedDurationsAreLocated(text: String, line: Int, column: Int, problem: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(text, to: "durations.json")
        #expect(throws: BuildError.durationsMalformed(
            FileLocation(file: file.path, position: SourcePosition(line: line, column: column)), problem: problem
        )) {
            try DurationsFile.read(file)
        }
    }

    @Test func durationsFileReadsEscapesAndTheWholeRange() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(
            #" { "test \u00c9t\u00e9 \"A\"" : 0.5 , "b\ud83d\ude00" : 604800, "c": 0, "d": 1.5e2 } "#,
            to: "durations.json"
        )
        #expect(try DurationsFile.read(file) == ["test Été \"A\"": 0.5, "b😀": 604_800, "c": 0, "d": 150])
        try directory.write(#"{"a": 604800.5}"#, to: "over.json")
        #expect(throws: BuildError.durationOutOfRange(
            FileLocation(file: directory.url.appendingPathComponent("over.json").path,
                          position: SourcePosition(line: 1, column: 7)),
            job: "a", value: "604800.5", maximum: 604_800
        )) {
            try DurationsFile.read(directory.url.appendingPathComponent("over.json"))
        }
    }
}
