// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `--affected` in a shallow clone (`git clone --depth 1`, CI's default checkout): the missing history is
/// named at `.git/shallow` with its fix, and every job is selected (nothing can be left out soundly).
@Suite("--affected in a shallow clone", .offThePool)
struct ShallowCloneAffectedTests {
    /// A repository with history on `main` and a change on `topic`, cloned `--depth 1` from `file://`.
    private static func shallowClone(allBranches: Bool) throws -> (origin: GitFixture, clone: TemporaryDirectory) {
        let origin = try BuildCommandsEndToEndTests.closureRepository()
        try origin.git("checkout", "-q", "main")
        for number in 1...3 {
            try origin.write("# Shop \(number)\n", to: "README.md")
            try origin.commitAll("main \(number)")
        }
        try origin.git("checkout", "-q", "topic")
        try origin.write("public let shared = 2\n", to: "Packages/TestingShared/Sources/TestingShared/Shared.swift")
        try origin.commitAll("topic change")
        let folder = try TemporaryDirectory(prefix: "tools shallow")
        var arguments = ["clone", "-q", "--depth", "1"]
        arguments += allBranches ? ["--no-single-branch"] : ["--branch", "topic"]
        try runCommand("git", arguments + ["file://\(origin.url.path)", "clone"], in: folder.url)
        return (origin, folder)
    }

    private func expectEverythingWithWarning(_ result: CommandResult, clone: URL) throws {
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.error.contains("\(clone.path)/.git/shallow: this is a shallow clone: "), "\(result.error)")
        #expect(result.error.contains("git fetch --unshallow"), "\(result.error)")
        #expect(result.error.contains("fetch-depth: 0"), "\(result.error)")
        #expect(result.error.contains("every job is selected"), "\(result.error)")
        let ids = try BuildCommandsEndToEndTests.ids(result.output)
        #expect(ids.contains("test App") && ids.contains("test TestingShared"), "\(ids)")
    }

    @Test("the merge base is cut off: every job, a warning at .git/shallow with the fix (was: object not found)")
    func mergeBaseCutOff() async throws {
        let (_, folder) = try Self.shallowClone(allBranches: true)
        let clone = folder.url.appendingPathComponent("clone")
        let result = await InProcessTools.run(
            ["test", "--affected", "--base", "origin/main", "--plan", "--json"], in: clone
        )
        try expectEverythingWithWarning(result, clone: clone)
        #expect(!result.error.contains("object not found") || result.error.contains("cut off"), "\(result.error)")
    }

    @Test("the base branch was never fetched: every job, a warning with the fix")
    func baseMissing() async throws {
        let (_, folder) = try Self.shallowClone(allBranches: false)
        let clone = folder.url.appendingPathComponent("clone")
        let named = await InProcessTools.run(
            ["test", "--affected", "--base", "origin/main", "--plan", "--json"], in: clone
        )
        try expectEverythingWithWarning(named, clone: clone)
        #expect(named.error.contains("--base 'origin/main' is not in it"), "\(named.error)")
        let defaulted = await InProcessTools.run(["test", "--affected", "--plan", "--json"], in: clone)
        try expectEverythingWithWarning(defaulted, clone: clone)
    }

    @Test("a full clone with an unknown base is still an error (exit 2), not everything")
    func fullCloneUnknownBase() async throws {
        let origin = try BuildCommandsEndToEndTests.closureRepository()
        let result = await InProcessTools.run(["test", "--affected", "--base", "nope", "--plan"], in: origin.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("--base 'nope' is not a commit"), "\(result.error)")
    }
}
