// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

/// The installed script driven by real `git commit` runs. The binary it calls is a small stand-in script
/// (the end-to-end tests with the real `tools` binary are in ToolsCLITests/HookEndToEndTests): here the
/// subject is the hook script itself — quoting, exit codes, chaining, the local hook.
@Suite("Hook script through git commit", .offThePool)
struct HookScriptTests {
    /// A stand-in binary that logs its arguments to `log` and exits with `status`.
    private func standIn(in folder: TemporaryDirectory, status: Int32, log: URL) throws -> URL {
        let url = try folder.write(
            "#!/bin/sh\necho \"$@\" >> '\(log.path)'\nexit \(status)\n", to: "bin dir/it's tools"
        )
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    private func executable(_ text: String, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    private func commit(_ fixture: GitFixture) throws -> CommandResult {
        try runCommand("git", ["commit", "-q", "-m", "change"], in: fixture.url, check: false)
    }

    @Test("ours runs, then the chained hook, then the local hook")
    func chainOrder() throws {
        let fixture = try GitFixture()
        let tools = try TemporaryDirectory()
        let log = tools.url.appendingPathComponent("log")
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        try executable("#!/bin/sh\necho chained >> '\(log.path)'\n", at: installer.hookFile)
        try installer.install(binary: try standIn(in: tools, status: 0, log: log), packageDirectory: nil)
        try executable("#!/bin/sh\necho local >> '\(log.path)'\n", at: installer.localFile)
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        let result = try commit(fixture)
        #expect(result.status == 0, "\(result.error)")
        #expect(try String(contentsOf: log, encoding: .utf8) == "hooks run pre-commit\nchained\nlocal\n")
        #expect(try fixture.git("rev-list", "--count", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    }

    @Test("when the checks fail the commit is blocked and the chained hook does not run")
    func blocking() throws {
        let fixture = try GitFixture()
        let tools = try TemporaryDirectory()
        let log = tools.url.appendingPathComponent("log")
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        try executable("#!/bin/sh\necho chained >> '\(log.path)'\n", at: installer.hookFile)
        try installer.install(binary: try standIn(in: tools, status: 1, log: log), packageDirectory: nil)
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        #expect(try commit(fixture).status != 0)
        #expect(try String(contentsOf: log, encoding: .utf8) == "hooks run pre-commit\n")
        let head = try runCommand("git", ["rev-parse", "-q", "--verify", "HEAD"], in: fixture.url, check: false)
        #expect(head.status != 0)
    }

    /// A failing chained hook blocks the commit and the local hook does not run; a failing local hook (after
    /// ours and the chained one passed) blocks it too. No commit is made either way.
    @Test("a failing chained or local hook blocks the commit too", arguments: ["chained", "local"])
    func failingChained(failing: String) throws {
        let fixture = try GitFixture()
        let tools = try TemporaryDirectory()
        let log = tools.url.appendingPathComponent("log")
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        let chainedStatus = failing == "chained" ? 3 : 0
        try executable("#!/bin/sh\necho chained >> '\(log.path)'\nexit \(chainedStatus)\n", at: installer.hookFile)
        try installer.install(binary: try standIn(in: tools, status: 0, log: log), packageDirectory: nil)
        #expect(FileManager.default.fileExists(atPath: installer.chainedFile.path))
        let localStatus = failing == "local" ? 4 : 0
        try executable("#!/bin/sh\necho local >> '\(log.path)'\nexit \(localStatus)\n", at: installer.localFile)
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        let result = try commit(fixture)
        #expect(result.status != 0, "\(result.output)\(result.error)")
        let ran = try String(contentsOf: log, encoding: .utf8)
        let expected = failing == "chained" ? "chained\n" : "chained\nlocal\n"
        #expect(ran == "hooks run pre-commit\n" + expected, "\(ran)")
        let head = try runCommand("git", ["rev-parse", "-q", "--verify", "HEAD"], in: fixture.url, check: false)
        #expect(head.status != 0, "no commit was made")
        #expect(try fixture.git("diff", "--cached", "--name-only") == "A.swift\n", "the change stays staged")
    }

    @Test("a missing binary blocks with how to fix and how to bypass")
    func missingBinary() throws {
        let fixture = try GitFixture()
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        try installer.install(binary: fixture.url.appendingPathComponent("nowhere/tools"), packageDirectory: nil)
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        let result = try commit(fixture)
        #expect(result.status != 0)
        #expect(result.error.contains("setup-project"))
        #expect(result.error.contains("--no-verify"))
    }

    /// What `brew upgrade` does to a binary linking Homebrew's versioned libgit2: it no longer starts. A script
    /// whose interpreter does not exist fails to start the same way (the loader's error, status 126/127).
    @Test("a binary that no longer starts blocks with one message naming setup-project")
    func binaryThatNoLongerStarts() throws {
        let fixture = try GitFixture()
        let tools = try TemporaryDirectory()
        let broken = try tools.write("#!/nonexistent/loader\n", to: "bin/tools")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: broken.path)
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        try installer.install(binary: broken, packageDirectory: nil)
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        let result = try commit(fixture)
        #expect(result.status != 0)
        let ours = result.error.split(separator: "\n").filter { $0.hasPrefix("tools pre-commit:") }
        #expect(ours.count == 1, "\(result.error)")
        #expect(result.error.contains("no longer starts"), "\(result.error)")
        #expect(result.error.contains("setup-project") && result.error.contains("--no-verify"))
        let head = try runCommand("git", ["rev-parse", "-q", "--verify", "HEAD"], in: fixture.url, check: false)
        #expect(head.status != 0, "the commit was blocked")
    }

    /// Findings (1), bad configuration (2) and a crash of a binary that does start are not reported as a
    /// binary that no longer starts.
    @Test(arguments: [Int32(1), 2, 134])
    func aFailureOfAWorkingBinaryIsNotCalledBroken(status: Int32) throws {
        let fixture = try GitFixture()
        let tools = try TemporaryDirectory()
        let script = "#!/bin/sh\n[ \"$1\" = --version ] && exit 0\nexit \(status)\n"
        let binary = try tools.write(script, to: "bin/tools")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        try HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
            .install(binary: binary, packageDirectory: nil)
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        let result = try commit(fixture)
        #expect(result.status != 0)
        #expect(!result.error.contains("no longer starts"), "\(result.error)")
    }

    @Test("the hook runs from core.hooksPath and from a worktree")
    func hooksPathAndWorktree() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.git("config", "core.hooksPath", ".githooks")
        let tools = try TemporaryDirectory()
        let log = tools.url.appendingPathComponent("log")
        let other = try TemporaryDirectory(prefix: "tools worktree")
        let worktree = other.url.appendingPathComponent("tree two")
        try fixture.git("worktree", "add", "-q", worktree.path, "-b", "second")
        try HookInstaller(repository: try GitRepository(discoveringFrom: worktree))
            .install(binary: try standIn(in: tools, status: 0, log: log), packageDirectory: nil)
        try Data("let b = 1\n".utf8).write(to: worktree.appendingPathComponent("B.swift"))
        try runCommand("git", ["add", "-A"], in: worktree)
        let result = try runCommand("git", ["commit", "-q", "-m", "b"], in: worktree, check: false)
        #expect(result.status == 0, "\(result.error)")
        #expect(try String(contentsOf: log, encoding: .utf8) == "hooks run pre-commit\n")
    }
}
