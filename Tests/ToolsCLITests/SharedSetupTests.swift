// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// What the command context sets up once for every command, through the CLI: the rule context (the hook
/// judges headers as lint does), paths relative to the invocation's folder, the store's one policy.
@Suite("Shared setup of every command, in-process", .offThePool)
struct SharedSetupTests {
    /// init → create-feature → the first commit through the hook: with no copyright holder configured, what
    /// the scaffolder and the mock generator write passes the header check of the hook as of `tools lint`.
    @Test func theFirstCommitOfAScaffoldedFeatureHasNoHeaderWarning() async throws {
        let fixture = try GitFixture()
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try fixture.write("name: Shop\n", to: "project.yml")
        try fixture.commitAll("first")
        let initialized = await InProcessTools.run(["init", "--binary", binary.path], in: fixture.url)
        #expect(initialized.status == 0, "\(initialized.error)")
        let created = await InProcessTools.run(["create-feature", "Cart"], in: fixture.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")

        try fixture.git("add", "-A")
        let commit = try await runCommandOffThePool(
            "git", ["commit", "-m", "Cart"], in: fixture.url, environment: ["NO_COLOR": "1"], check: false
        )
        let shown = commit.output + commit.error
        #expect(commit.status == 0, "\(shown)")
        #expect(!shown.contains("file_header"), "\(shown)")
        #expect(!shown.contains("warning"), "\(shown)")
        let lint = await InProcessTools.run(["lint"], in: fixture.url)
        #expect(!lint.output.contains("file_header"), "\(lint.output)")
    }

    /// `--durations FILE` is read from the invocation's folder, as `build --shard … --durations` reads it.
    @Test func ciMatrixReadsTheDurationsFileFromTheInvocationsFolder() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(
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
        try folder.write(#"{"build A": 100, "build B": 10, "build C": 10, "build D": 70}"#, to: "ci/durations.json")
        let result = await InProcessTools.run(
            ["ci", "matrix", "--shards", "2", "--json", "--durations", "durations.json"],
            in: folder.url.appendingPathComponent("ci")
        )
        #expect(result.status == 0, "\(result.error)")
        let matrix = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let shards = matrix?["shards"] as? [[String: Any]]
        #expect(shards?.map { $0["jobs"] as? [String] ?? [] } == [["build A"], ["build D", "build B", "build C"]])
    }

    /// `--root` is relative to the invocation's folder for lint as for every command.
    @Test func lintTakesARootRelativeToTheInvocationsFolder() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\n", to: "sub/project.yml")
        try folder.write("only_rules: [force_try]\n", to: "sub/.swiftlint.yml")
        try folder.write("let a = try! b()\n", to: "sub/A.swift")
        let result = await InProcessTools.run(["lint", "--root", "sub", "--no-cache", "sub"], in: folder.url)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("sub/A.swift:1:9: error: Force Try Violation"), "\(result.output)")
    }

    /// Another process holding the store's lock file costs lint and the hook their cache, not a hang: one
    /// warning names the lock file, and only lint, which takes --no-cache, is told about it.
    @Test func aHeldStoreLockIsAWarningNamingTheLockFile() async throws {
        let fixture = try GitFixture()
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.write("let value = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        let state = try TemporaryDirectory()
        let lock = state.url.appendingPathComponent(".tools.sqlite.lock")
        let descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        defer { close(descriptor) }
        let environment = ["TOOLS_STORE": state.url.appendingPathComponent("tools.sqlite").path]
        async let linted = InProcessTools.run(["lint"], in: fixture.url, environment: environment)
        async let hooked = InProcessTools.run(["hooks", "run", "pre-commit"], in: fixture.url, environment: environment)
        let (lint, hook) = await (linted, hooked)
        #expect(lint.status == 0, "\(lint.error)")
        #expect(lint.error.contains("warning: \(lock.path): another process has held the store's lock file"),
                "\(lint.error)")
        #expect(lint.error.contains("pass --no-cache to skip it"))
        #expect(hook.status == 0, "\(hook.error)")
        #expect(hook.error.contains(lock.path), "\(hook.error)")
        #expect(!hook.error.contains("--no-cache"), "\(hook.error)")
    }

    /// The benchmark floors stay usable by Benchmarks/lint.sh and out of sight.
    @Test func theBenchmarkFloorsAreHiddenFlagsOfLint() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("let a = 1\n", to: "A.swift")
        try folder.write("let b = 2\n", to: "Sources/B.swift")
        for flag in ["--benchmark-read-only", "--benchmark-parse-only"] {
            let result = await InProcessTools.run(["lint", flag], in: folder.url)
            #expect(result.status == 0, "\(result.error)")
            let line = #"^2 files, 20 bytes, \d+\.\d{3} s\n$"#
            #expect(result.output.range(of: line, options: .regularExpression) != nil, "\(result.output)")
        }
        let help = await InProcessTools.run(["lint", "--help"], in: folder.url)
        #expect(help.output.contains("--force-exclude") && !help.output.contains("benchmark"), "\(help.output)")
    }
}
