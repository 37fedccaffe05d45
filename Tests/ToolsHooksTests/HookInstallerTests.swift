// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

@Suite("Hook installation", .offThePool)
struct HookInstallerTests {
    private func installer(_ fixture: GitFixture) throws -> HookInstaller {
        HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
    }

    private func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test("install writes an executable hook calling the binary; installing again changes nothing")
    func idempotentInstall() throws {
        let fixture = try GitFixture()
        let installer = try installer(fixture)
        let binary = URL(fileURLWithPath: "/opt/tools dir/it's/tools")
        #expect(try installer.install(binary: binary, packageDirectory: nil) == .installed)
        let hook = fixture.url.appendingPathComponent(".git/hooks/pre-commit")
        let first = try Data(contentsOf: hook)
        #expect(try mode(hook) == 0o755)
        #expect(String(decoding: first, as: UTF8.self).contains(#"tools_binary='/opt/tools dir/it'\''s/tools'"#))
        #expect(try installer.install(binary: binary, packageDirectory: nil) == .updated)
        #expect(try Data(contentsOf: hook) == first)
        #expect(!FileManager.default.fileExists(atPath: installer.chainedFile.path))
        #expect(installer.status().installation == .installed)
        #expect(installer.status().binary == binary.path)
    }

    @Test("an existing hook is chained, and uninstall restores it byte for byte with its mode")
    func chainAndRestore() throws {
        let fixture = try GitFixture()
        let installer = try installer(fixture)
        let hook = fixture.url.appendingPathComponent(".git/hooks/pre-commit")
        let original = Data(
            "#!/bin/sh\n# the team's hook\r\necho ran >> \"$(dirname \"$0\")/../../chained ran\"\n".utf8
        )
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try original.write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: hook.path)
        #expect(installer.status().installation == .foreign)
        let trueBinary = URL(fileURLWithPath: "/usr/bin/true")
        #expect(try installer.install(binary: trueBinary, packageDirectory: nil) == .installedChaining)
        #expect(try Data(contentsOf: installer.chainedFile) == original)
        // Installing again must not chain our own hook.
        #expect(try installer.install(binary: trueBinary, packageDirectory: nil) == .updated)
        #expect(try Data(contentsOf: installer.chainedFile) == original)
        #expect(try installer.uninstall() == .removedRestoringChained)
        #expect(try Data(contentsOf: hook) == original)
        #expect(try mode(hook) == 0o700)
        #expect(!FileManager.default.fileExists(atPath: installer.chainedFile.path))
        #expect(try installer.uninstall() == .notInstalled)
        #expect(try Data(contentsOf: hook) == original)
    }

    @Test("uninstall puts the chained hook back even when ours was deleted by hand")
    func restoreAfterManualDelete() throws {
        let fixture = try GitFixture()
        try fixture.write("#!/bin/sh\necho team\n", to: ".git/hooks/pre-commit")
        let installer = try installer(fixture)
        try installer.install(binary: URL(fileURLWithPath: "/usr/bin/true"), packageDirectory: nil)
        try FileManager.default.removeItem(at: installer.hookFile)
        #expect(try installer.uninstall() == .removedRestoringChained)
        #expect(try fixture.read(".git/hooks/pre-commit") == "#!/bin/sh\necho team\n")
        #expect(try installer.uninstall() == .notInstalled)
    }

    @Test("a symbolic-link hook is chained as a link and restored as the same link")
    func symbolicLinkHook() throws {
        let fixture = try GitFixture()
        try fixture.write("#!/bin/sh\nexit 0\n", to: "scripts/pre-commit")
        let hook = fixture.url.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: hook.path, withDestinationPath: "../../scripts/pre-commit")
        let installer = try installer(fixture)
        let trueBinary = URL(fileURLWithPath: "/usr/bin/true")
        #expect(try installer.install(binary: trueBinary, packageDirectory: nil) == .installedChaining)
        let chainedTarget = try FileManager.default.destinationOfSymbolicLink(atPath: installer.chainedFile.path)
        #expect(chainedTarget == "../../scripts/pre-commit")
        #expect(try installer.uninstall() == .removedRestoringChained)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: hook.path) == "../../scripts/pre-commit")
        #expect(try fixture.read("scripts/pre-commit") == "#!/bin/sh\nexit 0\n")
    }

    @Test("install refuses to overwrite an existing pre-commit.chained")
    func refusesToOverwriteChained() throws {
        let fixture = try GitFixture()
        try fixture.write("#!/bin/sh\necho one\n", to: ".git/hooks/pre-commit")
        try fixture.write("#!/bin/sh\necho two\n", to: ".git/hooks/pre-commit.chained")
        let installer = try installer(fixture)
        let error = try #require(throws: HooksError.self) {
            try installer.install(binary: URL(fileURLWithPath: "/usr/bin/true"), packageDirectory: nil)
        }
        guard case .chainedHookExists(let path, "pre-commit") = error else {
            Issue.record("expected the chained hook to exist, got \(error)")
            return
        }
        #expect(path.hasSuffix(".git/hooks/pre-commit.chained"))
        #expect(try fixture.read(".git/hooks/pre-commit") == "#!/bin/sh\necho one\n")
        #expect(try fixture.read(".git/hooks/pre-commit.chained") == "#!/bin/sh\necho two\n")
    }

    @Test("core.hooksPath is honoured (relative to the top of the working tree)")
    func hooksPath() throws {
        let fixture = try GitFixture()
        try fixture.git("config", "core.hooksPath", "config/git hooks")
        let installer = try installer(fixture)
        try installer.install(binary: URL(fileURLWithPath: "/usr/bin/true"), packageDirectory: nil)
        #expect(fixture.directory.exists("config/git hooks/pre-commit"))
        #expect(!fixture.directory.exists(".git/hooks/pre-commit"))
    }

    @Test("from a worktree the hook goes to the shared hooks folder")
    func worktree() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        let other = try TemporaryDirectory(prefix: "tools worktree")
        let worktree = other.url.appendingPathComponent("second tree")
        try fixture.git("worktree", "add", "-q", worktree.path, "-b", "second")
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: worktree))
        try installer.install(binary: URL(fileURLWithPath: "/usr/bin/true"), packageDirectory: nil)
        #expect(fixture.directory.exists(".git/hooks/pre-commit"))
    }
}
