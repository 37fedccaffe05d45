// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

@Suite("Git over libgit2, checked against the git CLI", .offThePool)
struct GitRepositoryTests {
    @Test func opensARepositoryWithNoCommitAndReadsStagedContent() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "Sources/My File é.swift")
        try fixture.git("add", "-A")
        let repository = try GitRepository(discoveringFrom: fixture.url.appendingPathComponent("Sources"))
        #expect(repository.headCommit == nil)
        #expect(repository.currentBranch == "main")
        let entries = try repository.indexEntries()
        #expect(entries.map(\.path) == ["Sources/My File é.swift"])
        let cliID = try fixture.git("rev-parse", ":Sources/My File é.swift")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(entries.first?.objectID == cliID)
        #expect(try repository.stagedContent(of: "Sources/My File é.swift") == Data("let a = 1\n".utf8))
        #expect(try repository.stagedChanges().map(\.path) == ["Sources/My File é.swift"])
    }

    @Test func stagedContentDiffersFromTheWorkingTree() throws {
        let fixture = try GitFixture()
        try fixture.write("one\n", to: "a.swift")
        try fixture.commitAll()
        try fixture.write("two\n", to: "a.swift")
        try fixture.git("add", "a.swift")
        try fixture.write("three\n", to: "a.swift")
        let repository = try GitRepository(discoveringFrom: fixture.url)
        #expect(try repository.stagedContent(of: "a.swift") == Data("two\n".utf8))
        #expect(try repository.stagedChanges().map(\.status) == [.modified])
        #expect(try repository.unstagedChanges().map(\.path) == ["a.swift"])
        #expect(ContentHash.of(Data("two\n".utf8)) == (try repository.indexEntries().first?.objectID))
    }

    @Test func detectsRenamesDeletionsAndUntrackedFiles() throws {
        let fixture = try GitFixture()
        let body = (1...40).map { "let value\($0) = \($0)" }.joined(separator: "\n") + "\n"
        try fixture.write(body, to: "old name.swift")
        try fixture.write("gone\n", to: "gone.swift")
        try fixture.commitAll()
        try fixture.git("mv", "old name.swift", "new name.swift")
        try fixture.git("rm", "-q", "gone.swift")
        try fixture.write("new\n", to: "untracked/file.swift")
        let repository = try GitRepository(discoveringFrom: fixture.url)
        let staged = try repository.stagedChanges().sorted { $0.path < $1.path }
        #expect(staged.map(\.status) == [.deleted, .renamed])
        #expect(staged.last?.oldPath == "old name.swift")
        #expect(staged.last?.path == "new name.swift")
        #expect(try repository.unstagedChanges().map(\.status) == [.untracked])
    }

    @Test func committedChangesSinceTheMergeBase() throws {
        let fixture = try GitFixture()
        try fixture.write("base\n", to: "base.swift")
        try fixture.commitAll("base")
        try fixture.git("checkout", "-q", "-b", "feature")
        try fixture.write("feature\n", to: "Feature/a.swift")
        try fixture.commitAll("feature")
        try fixture.git("checkout", "-q", "main")
        try fixture.write("main moved on\n", to: "main.swift")
        try fixture.commitAll("main")
        try fixture.git("checkout", "-q", "feature")
        let repository = try GitRepository(discoveringFrom: fixture.url)
        #expect(try repository.committedChanges(since: "main").map(\.path) == ["Feature/a.swift"])
        let cliBase = try fixture.git("merge-base", "main", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try repository.mergeBase("main", "HEAD") == cliBase)
    }

    @Test func hooksFolderHonoursCoreHooksPathAndWorktrees() throws {
        let fixture = try GitFixture()
        try fixture.write("x\n", to: "x.swift")
        try fixture.commitAll()
        let repository = try GitRepository(discoveringFrom: fixture.url)
        #expect(repository.hooksDirectory.path == fixture.url.appendingPathComponent(".git/hooks").path)

        let worktree = try TemporaryDirectory(prefix: "tools worktree")
        try fixture.git("worktree", "add", "-q", worktree.url.appendingPathComponent("wt").path, "-b", "other")
        let inWorktree = try GitRepository(discoveringFrom: worktree.url.appendingPathComponent("wt"))
        #expect(inWorktree.hooksDirectory.path == fixture.url.appendingPathComponent(".git/hooks").path)
        #expect(inWorktree.currentBranch == "other")

        try fixture.git("config", "core.hooksPath", "Tools/hooks")
        let configured = try GitRepository(discoveringFrom: fixture.url)
        #expect(configured.configValue("core.hooksPath") == "Tools/hooks")
        #expect(configured.hooksDirectory.path == fixture.url.appendingPathComponent("Tools/hooks").path)
    }

    @Test func outsideARepositoryIsOneClearError() throws {
        let folder = try TemporaryDirectory()
        let error = #expect(throws: CoreError.self) { try GitRepository(discoveringFrom: folder.url) }
        guard case .notInRepository? = error else {
            Issue.record("expected 'not inside a git repository', got \(String(describing: error))")
            return
        }
        #expect(!GitRepository.exists(at: folder.url))
    }

    @Test func reportsTheLinkedLibraryVersion() {
        let parts = ToolsCore.libgit2Version.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }
}
