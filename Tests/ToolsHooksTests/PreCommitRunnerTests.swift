// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

@Suite("Pre-commit runner", .offThePool)
struct PreCommitRunnerTests {
    private func run(_ fixture: GitFixture, autoFix: Bool = false) async throws -> PreCommitOutcome {
        let repository = try GitRepository(discoveringFrom: fixture.url)
        let snapshot = try StagedSnapshot.read(from: repository)
        return try await PreCommitRunner(checks: [ForbiddenTokenCheck()], autoFix: autoFix)
            .run(on: snapshot, repository: repository)
    }

    @Test("a staged violation blocks, with both hints, and nothing is written")
    func stagedViolationBlocks() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.write("let a = 1\nlet b = FORBIDDEN\n", to: "My Dir/B é.swift")
        try fixture.git("add", "-A")
        let before = try RepositoryState(fixture)
        let outcome = try await run(fixture)
        #expect(outcome.exitStatus == .failure)
        #expect(outcome.errors.map(\.location) == ["My Dir/B é.swift:2:9"])
        let summary = outcome.summary()
        #expect(summary.contains("commit blocked: 1 error in 1 file"))
        #expect(summary.contains("fix-forbidden 'My Dir/B é.swift'"))
        #expect(summary.contains("git commit --no-verify"))
        #expect(try RepositoryState(fixture) == before)
    }

    @Test("staged clean with a dirty working tree passes: only staged content counts")
    func stagedCleanPasses() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write("let a = FORBIDDEN\n", to: "A.swift")
        let before = try RepositoryState(fixture)
        let outcome = try await run(fixture, autoFix: true)
        #expect(outcome.exitStatus == .success)
        #expect(outcome.diagnostics.isEmpty)
        #expect(try RepositoryState(fixture) == before)
    }

    @Test("staged violation with a clean working tree blocks, at the staged line")
    func stagedDirtyBlocks() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.write("// one\n// two\n// three\nFORBIDDEN\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write("let a = 1\n", to: "A.swift")
        let before = try RepositoryState(fixture)
        let outcome = try await run(fixture, autoFix: true)
        #expect(outcome.errors.map(\.location) == ["A.swift:4:1"])
        #expect(outcome.partiallyStagedPaths == ["A.swift"])
        #expect(outcome.fixedPaths.isEmpty)
        #expect(try RepositoryState(fixture) == before)
    }

    @Test("warnings are shown but do not block")
    func warningsPass() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = DISCOURAGED\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        let outcome = try await run(fixture)
        #expect(outcome.exitStatus == .success)
        #expect(outcome.warnings.count == 1)
        #expect(outcome.summary().contains("1 warning (not blocking)"))
    }

    @Test("auto-fix corrects and re-stages fully staged files only")
    func autoFix() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "Full.swift")
        try fixture.write("let b = 1\n", to: "Partial.swift")
        try fixture.commitAll()
        try fixture.write("let a = FORBIDDEN\n", to: "Full.swift")
        try fixture.write("let b = FORBIDDEN\n", to: "Partial.swift")
        try fixture.git("add", "-A")
        try fixture.write("let b = FORBIDDEN\n// typed, not staged\n", to: "Partial.swift")
        let outcome = try await run(fixture, autoFix: true)
        #expect(outcome.fixedPaths == ["Full.swift"])
        #expect(outcome.partiallyStagedPaths == ["Partial.swift"])
        #expect(outcome.errors.map(\.location) == ["Partial.swift:1:9"])
        #expect(try fixture.staged("Full.swift") == "let a = allowed\n")
        #expect(try fixture.read("Full.swift") == "let a = allowed\n")
        #expect(try fixture.staged("Partial.swift") == "let b = FORBIDDEN\n")
        #expect(try fixture.read("Partial.swift") == "let b = FORBIDDEN\n// typed, not staged\n")
        // Staged and working tree agree: nothing left unstaged.
        #expect(try fixture.git("diff", "--name-only", "Full.swift").isEmpty)
    }

    @Test("auto-fix on, but this check is not asked to fix: nothing is rewritten, nothing called partial")
    func checkThatDoesNotFix() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.write("let a = FORBIDDEN\n", to: "A.swift")
        try fixture.git("add", "-A")
        try fixture.write("let a = FORBIDDEN\n// not staged\n", to: "A.swift")
        let repository = try GitRepository(discoveringFrom: fixture.url)
        let outcome = try await PreCommitRunner(checks: [ForbiddenTokenCheck(fixes: false)], autoFix: true)
            .run(on: try StagedSnapshot.read(from: repository), repository: repository)
        #expect(outcome.fixedPaths.isEmpty)
        #expect(outcome.partiallyStagedPaths.isEmpty)
        #expect(try fixture.staged("A.swift") == "let a = FORBIDDEN\n")
    }

    @Test("without auto-fix nothing is rewritten")
    func noAutoFix() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = FORBIDDEN\n", to: "A.swift")
        try fixture.git("add", "-A")
        let before = try RepositoryState(fixture)
        let outcome = try await run(fixture)
        #expect(outcome.fixedPaths.isEmpty)
        #expect(outcome.exitStatus == .failure)
        #expect(try RepositoryState(fixture) == before)
    }

    /// `git commit -a` runs the hook on `index.lock` (which becomes the index): the fix is re-staged there.
    /// `git commit <paths>` runs it on `next-index-<pid>.lock` while the real index already holds the unfixed
    /// bytes: auto-fix is skipped with a note, and nothing is written anywhere.
    @Test("auto-fix re-stages into index.lock (commit -a) and is skipped for next-index (commit <paths>)",
          arguments: [("index.lock", true), ("next-index-4242.lock", false)])
    func autoFixTemporaryIndex(name: String, fixes: Bool) async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.write("let a = FORBIDDEN\n", to: "A.swift")
        let temporaryIndex = fixture.url.appendingPathComponent(".git/\(name)")
        try FileManager.default.copyItem(at: fixture.url.appendingPathComponent(".git/index"), to: temporaryIndex)
        try runCommand("git", ["add", "A.swift"], in: fixture.url, environment: ["GIT_INDEX_FILE": temporaryIndex.path])
        let mainIndex = try fixture.git("ls-files", "--stage")
        let repository = try GitRepository(discoveringFrom: fixture.url)
        let snapshot = try StagedSnapshot.read(from: repository, indexFile: temporaryIndex)
        let outcome = try await PreCommitRunner(checks: [ForbiddenTokenCheck()], autoFix: true)
            .run(on: snapshot, repository: repository)
        #expect(outcome.fixedPaths == (fixes ? ["A.swift"] : []))
        #expect(outcome.exitStatus == (fixes ? .success : .failure))
        #expect(outcome.notes.isEmpty == fixes)
        let staged = try runCommand(
            "git", ["show", ":A.swift"], in: fixture.url, environment: ["GIT_INDEX_FILE": temporaryIndex.path]
        )
        #expect(staged.output == (fixes ? "let a = allowed\n" : "let a = FORBIDDEN\n"))
        #expect(try fixture.read("A.swift") == (fixes ? "let a = allowed\n" : "let a = FORBIDDEN\n"))
        #expect(try fixture.git("ls-files", "--stage") == mainIndex)
    }

    @Test("nothing staged: nothing to check, success")
    func nothingStaged() async throws {
        let fixture = try GitFixture()
        try fixture.write("let a = FORBIDDEN\n", to: "A.swift")
        let outcome = try await run(fixture)
        #expect(outcome.checkedFileCount == 0)
        #expect(outcome.exitStatus == .success)
    }
}
