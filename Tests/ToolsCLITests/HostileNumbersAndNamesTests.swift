// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// Numbers from files and the store, job names and package manifests that used to crash the tool. They run
/// the built binary (off the cooperative threads), so a crash fails one test instead of ending the test process.
@Suite("Hostile numbers, names and manifests", .offThePool)
struct HostileNumbersAndNamesTests {
    private func commandsWorkspace(_ names: [String]) throws -> GitFixture {
        let fixture = try GitFixture()
        var yaml = "name: Demo\ntools:\n  build:\n    commands:\n"
        for name in names { yaml += "      '\(name)': {run: [sh, -c, 'echo ran \(name.prefix(20))']}\n" }
        try fixture.write(yaml, to: "project.yml")
        return fixture
    }

    // MARK: Numbers

    @Test(arguments: [
        (#"{"build A": 1e19, "build B": 10}"#, "1:13", "1e19"),
        ("{\n  \"build A\": 10,\n  \"build B\": -3\n}", "3:14", "-3"),
        ("{\"build A\": 12,\n \"b\\u00e9\": 1e400}", "2:13", "1e400"),
    ])
    func aDurationOutOfRangeIsALocatedError(json: String, position: String, value: String) async throws {
        let fixture = try commandsWorkspace(["A", "B"])
        try fixture.write(json, to: "durations.json")
        for arguments in [["ci", "matrix", "--shards", "2"], ["build", "--shard", "1/2", "--plan"]] {
            let result = try await ToolsBinary.runOffThePool(
                arguments + ["--durations", "durations.json"], in: fixture.url
            )
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.error)")
            #expect(result.error.contains("durations.json:\(position): error: "), "\(result.error)")
            #expect(result.error.contains(value) && result.error.contains("tools history --durations"),
                    "\(result.error)")
        }
    }

    @Test func damagedHistoryRowsAreSkippedWithOneWarning() async throws {
        let fixture = try commandsWorkspace(["A"])
        let store = try Store(url: Store.defaultURL(workspaceRoot: fixture.url))
        try store.record([
            JobRecord(job: "build A", kind: "command", status: .passed, duration: 2, commit: nil, startedAt: Date()),
        ])
        for duration in ["'ten'", "1e300", "-5", "X'00FF'"] {
            try store.execute(
                sql: "INSERT INTO job_result (job, kind, status, duration, started_at) "
                    + "VALUES ('build B', 'command', 'passed', \(duration), 1700000000)"
            )
        }
        try store.execute(
            sql: "INSERT INTO job_result (job, kind, status, duration, started_at) "
                + "VALUES ('build C', 'command', 'passed', 4, 'yesterday')"
        )
        for arguments in [["history"], ["history", "--json"], ["history", "--durations"]] {
            let result = try await ToolsBinary.runOffThePool(arguments, in: fixture.url)
            #expect(result.status == 0, "\(arguments): \(result.status) \(result.error)")
            #expect(result.output.contains("build A"), "\(result.output)")
            #expect(!result.output.contains("build B") && !result.output.contains("build C"), "\(result.output)")
            let warnings = result.error.components(separatedBy: "warning:").count - 1
            #expect(warnings == 1, "\(result.error)")
            #expect(result.error.contains("5 damaged rows"), "\(result.error)")
        }
        // Sharding by history skips them too.
        let matrix = try await ToolsBinary.runOffThePool(["ci", "matrix", "--shards", "2"], in: fixture.url)
        #expect(matrix.status == 0, "\(matrix.error)")
    }

    /// A timeout too long for the clock's arithmetic (`Int.max` seconds) is as good as none.
    @Test func aHugeTimeoutDoesNotTrap() async throws {
        let fixture = try GitFixture()
        try fixture.write(
            """
            name: Demo
            tools:
              build:
                timeout: 9223372036854775807
                commands:
                  A: {run: ["true"]}
                  B: {run: ["true"], timeout: 9223372036854775807}

            """, to: "project.yml")
        let result = try await ToolsBinary.runOffThePool(["build"], in: fixture.url)
        #expect(result.status == 0, "\(result.status) \(result.output)\(result.error)")
        #expect(result.output.contains("2 jobs: 2 passed"), "\(result.output)")
    }

    // MARK: Names

    @Test func jobsWhoseNamesDifferOnlyInPunctuationOrCaseGetLogsOfTheirOwn() async throws {
        let long = String(repeating: "Very long job name ", count: 16)
        let names = ["Lint Staging", "Lint-Staging", "lint staging", long]
        let fixture = try commandsWorkspace(names)
        let plan = try await ToolsBinary.runOffThePool(["build", "--plan", "--json"], in: fixture.url)
        #expect(plan.status == 0, "\(plan.error)")
        let document = try JSONSerialization.jsonObject(with: Data(plan.output.utf8)) as? [String: Any]
        let jobs = try #require(document?["jobs"] as? [[String: Any]], "\(plan.output)")
        let logs = jobs.compactMap { $0["log"] as? String }
        #expect(logs.count == 4)
        #expect(Set(logs.map { $0.lowercased() }).count == 4, "\(logs)")
        #expect(logs.allSatisfy { ($0 as NSString).lastPathComponent.utf8.count <= 120 }, "\(logs)")

        let build = try await ToolsBinary.runOffThePool(["build"], in: fixture.url)
        #expect(build.status == 0, "\(build.output)\(build.error)")
        #expect(build.output.contains("4 jobs: 4 passed"), "\(build.output)")
        for (index, log) in logs.enumerated() {
            let path = log.hasPrefix("/") ? log : fixture.url.appendingPathComponent(log).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let name = try #require(jobs[index]["name"] as? String)
            #expect(text == "ran \(name.prefix(20))\n", "\(log): \(text)")
        }
    }

    // MARK: Manifests

    /// 3,000 nested parentheses in a 6 KB `Package.swift`: the package is skipped with a located warning and
    /// every command goes on (the hook too: a commit is not blocked by a manifest it cannot read).
    @Test func aManifestNestedTooDeeplyIsSkippedWithAWarning() async throws {
        let fixture = try GitFixture()
        try fixture.write("name: App\n", to: "project.yml")
        try fixture.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Good", targets: [.target(name: "Good")])

            """, to: "localPackages/Good/Package.swift")
        let deep = "// swift-tools-version: 6.0\nlet x = " + String(repeating: "(", count: 3000)
            + "1" + String(repeating: ")", count: 3000) + "\nlet package = Package(name: \"Deep\")\n"
        try fixture.write(deep, to: "localPackages/Deep/Package.swift")
        try fixture.write("let value = 1\n", to: "localPackages/Good/Sources/Good/A.swift")
        let place = "localPackages/Deep/Package.swift:2:105:"

        let graph = try await ToolsBinary.runOffThePool(["graph", "--format", "text"], in: fixture.url)
        #expect(graph.status == 0, "\(graph.status) \(graph.error)")
        #expect(graph.output.contains("Good") && !graph.output.contains("Deep"), "\(graph.output)")
        #expect(graph.error.contains("\(place) skipped: nesting deeper than 96 brackets"), "\(graph.error)")

        // Lint prints its own located warning for the file (in SwiftLint's form), and lints the rest.
        try fixture.write("let value = 1   \n", to: "localPackages/Good/Sources/Good/B.swift")
        let lint = try await ToolsBinary.runOffThePool(["lint", "--no-cache", "localPackages"], in: fixture.url)
        #expect(lint.status == 0, "\(lint.status) \(lint.error)")
        #expect(lint.error.contains("\(place) warning: skipped: nesting deeper than 96 brackets"), "\(lint.error)")
        #expect(lint.output.contains("B.swift:1:14: warning: Trailing Whitespace"), "\(lint.output)")

        // The hook checks the staged files and lets the commit through.
        try fixture.git("add", "-A")
        let hook = try await ToolsBinary.runOffThePool(["hooks", "run", "pre-commit"], in: fixture.url)
        #expect(hook.status == 0, "\(hook.status) \(hook.output)\(hook.error)")
        #expect((hook.output + hook.error).contains("B.swift:1:14: warning: Trailing Whitespace"),
                "\(hook.output)\(hook.error)")
    }

    /// A manifest larger than the source limit is skipped with a located warning, through a link too (its size
    /// is checked before it is read).
    @Test func aHugeManifestIsSkippedUnread() async throws {
        let fixture = try GitFixture()
        try fixture.write("name: App\n", to: "project.yml")
        let line = "// " + String(repeating: "x", count: 1020) + "\n"
        try fixture.write(String(repeating: line, count: 9 * 1024) + "let package = Package(name: \"Huge\")\n",
                          to: "huge/Package.swift")
        try FileManager.default.createDirectory(
            at: fixture.url.appendingPathComponent("localPackages/Linked"), withIntermediateDirectories: true
        )
        try FileManager.default.createSymbolicLink(
            atPath: fixture.url.appendingPathComponent("localPackages/Linked/Package.swift").path,
            withDestinationPath: fixture.url.appendingPathComponent("huge/Package.swift").path
        )
        let graph = try await ToolsBinary.runOffThePool(["graph", "--format", "text"], in: fixture.url)
        #expect(graph.status == 0, "\(graph.status) \(graph.error)")
        #expect(graph.error.contains("localPackages/Linked/Package.swift:1:1: skipped: the file is larger than 8 MB"),
                "\(graph.error)")
    }
}
