// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

@Suite("Staged snapshot", .offThePool)
struct StagedSnapshotTests {
    private func snapshot(_ fixture: GitFixture, indexFile: URL? = nil) throws -> StagedSnapshot {
        try StagedSnapshot.read(from: GitRepository(discoveringFrom: fixture.url), indexFile: indexFile)
    }

    @Test("a first commit (no HEAD) sees every staged Swift file, and nothing else")
    func firstCommit() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.write("# readme\n", to: "README.md")
        try fixture.write("let b = 2\n", to: "Sources/B.swift")
        try fixture.write("let untracked = 3\n", to: "Untracked.swift")
        try fixture.git("add", "A.swift", "README.md", "Sources/B.swift")
        let snapshot = try snapshot(fixture)
        #expect(snapshot.files.map(\.path) == ["A.swift", "Sources/B.swift"])
        let allFullyStaged = snapshot.files.allSatisfy { $0.isFullyStaged }
        #expect(allFullyStaged)
        let hashesMatch = snapshot.files.allSatisfy { ContentHash.of($0.data) == $0.objectID }
        #expect(hashesMatch)
    }

    @Test("only files changed against HEAD are in the snapshot")
    func onlyChangedFiles() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.write("let b = 1\n", to: "B.swift")
        try fixture.commitAll()
        try fixture.write("let b = 2\n", to: "B.swift")
        try fixture.git("add", "B.swift")
        #expect(try snapshot(fixture).files.map(\.path) == ["B.swift"])
    }

    @Test("staged clean, working tree dirty: the snapshot holds the staged bytes")
    func stagedCleanWorkingTreeDirty() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.write("let a = 2\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write("let a = 2\nFORBIDDEN\n", to: "A.swift")
        let file = try #require(try snapshot(fixture).files.first)
        #expect(String(decoding: file.data, as: UTF8.self) == "let a = 2\n")
        #expect(!file.isFullyStaged)
    }

    @Test("staged dirty, working tree clean: the snapshot holds the staged bytes")
    func stagedDirtyWorkingTreeClean() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.write("// new\nFORBIDDEN\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write("let a = 1\n", to: "A.swift")
        let file = try #require(try snapshot(fixture).files.first)
        #expect(String(decoding: file.data, as: UTF8.self) == "// new\nFORBIDDEN\n")
        #expect(!file.isFullyStaged)
    }

    @Test("a renamed file is seen under its new path; a deleted one is skipped")
    func renameAndDelete() throws {
        let fixture = try GitFixture()
        try fixture.write("let old = 1\n", to: "Old.swift")
        try fixture.write("let gone = 1\n", to: "Gone.swift")
        try fixture.commitAll()
        try fixture.git("mv", "Old.swift", "New Name.swift")
        try fixture.git("rm", "-q", "Gone.swift")
        let snapshot = try snapshot(fixture)
        #expect(snapshot.files.map(\.path) == ["New Name.swift"])
        #expect(snapshot.files.first?.url.lastPathComponent == "New Name.swift")
    }

    @Test("paths with spaces and non-ASCII characters")
    func unusualPaths() throws {
        let fixture = try GitFixture()
        let path = "Sources/My Feature/Café Vue ü.swift"
        try fixture.write("let café = 1\n", to: path)
        try fixture.git("add", "-A")
        let file = try #require(try snapshot(fixture).files.first)
        #expect(file.path == path)
        #expect(file.url.path == fixture.url.appendingPathComponent(path).path)
        #expect(file.isFullyStaged)
    }

    @Test("binary content, symbolic links and submodule-like entries are skipped")
    func skippedKinds() throws {
        let fixture = try GitFixture()
        try Data([0x6C, 0x65, 0x74, 0x00, 0x01]).write(to: fixture.url.appendingPathComponent("Binary.swift"))
        try fixture.write("let a = 1\n", to: "Real.swift")
        let link = fixture.url.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Real.swift")
        try fixture.git("add", "-A")
        let snapshot = try snapshot(fixture)
        #expect(snapshot.files.map(\.path) == ["Real.swift"])
        #expect(Set(snapshot.skipped.map(\.path)) == ["Binary.swift", "Link.swift"])
    }

    @Test("GIT_INDEX_FILE: a temporary index (git commit -a, git commit <path>) is read instead of .git/index")
    func alternateIndex() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.write("let a = FORBIDDEN\n", to: "A.swift")
        let temporaryIndex = fixture.url.appendingPathComponent(".git/next-index.tmp")
        try FileManager.default.copyItem(at: fixture.url.appendingPathComponent(".git/index"), to: temporaryIndex)
        try runCommand("git", ["add", "A.swift"], in: fixture.url, environment: ["GIT_INDEX_FILE": temporaryIndex.path])
        #expect(try snapshot(fixture).files.isEmpty)
        let file = try #require(try snapshot(fixture, indexFile: temporaryIndex).files.first)
        #expect(String(decoding: file.data, as: UTF8.self) == "let a = FORBIDDEN\n")
    }

    @Test("during a merge the merged content is staged and read")
    func duringMerge() throws {
        let fixture = try GitFixture()
        try fixture.write("let a = 1\n", to: "A.swift")
        try fixture.commitAll()
        try fixture.git("checkout", "-q", "-b", "topic")
        try fixture.write("let b = 1\n", to: "B.swift")
        try fixture.commitAll("topic")
        try fixture.git("checkout", "-q", "main")
        try fixture.write("let c = 1\n", to: "C.swift")
        try fixture.commitAll("main")
        try fixture.git("merge", "--no-commit", "--no-ff", "-q", "topic")
        let repository = try GitRepository(discoveringFrom: fixture.url)
        #expect(repository.isMerging)
        #expect(try StagedSnapshot.read(from: repository).files.map(\.path) == ["B.swift"])
    }
}
