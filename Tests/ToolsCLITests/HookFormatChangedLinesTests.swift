// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The hook's format check judges only the lines a commit changes (`tools.hooks.formatLines`, default
/// `changed`): real `git commit`s through the installed hook and the real `tools` binary, with the real
/// swift-format, on a file committed with 2-space indents where the `.swift-format` asks for 4.
@Suite(
    "Pre-commit hook: formatting judges the changed lines", .offThePool,
    .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format")
)
struct HookFormatChangedLinesTests {
    /// Formatted with 2-space indents: swift-format (4 spaces) finds lines 2 and 3.
    static let existing = "struct Reading {\n  let value = 1\n  let other = 2\n}\n\nlet answer = 42\n"

    /// A repository whose HEAD holds `existing` as `Reading.swift`, with a `.swift-format` (4 spaces), lint
    /// limited to force_try (so only formatting decides), `hooks` as its `tools.hooks` section, and the hook.
    private func repository(hooks: String = "    format: check\n") throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools hook format lines")
        try fixture.write("name: App\ntools:\n  hooks:\n" + hooks, to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.write(#"{"version": 1, "indentation": {"spaces": 4}}"# + "\n", to: ".swift-format")
        try fixture.write(Self.existing, to: "Reading.swift")
        try fixture.commitAll("base")
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
        return fixture
    }

    private func commit(_ fixture: GitFixture) async throws -> CommandResult {
        try await runCommandOffThePool(
            "git", ["commit", "-q", "-m", "change"], in: fixture.url, environment: ["NO_COLOR": "1"], check: false
        )
    }

    private func shown(_ result: CommandResult) -> String { result.output + result.error }

    @Test("a one-line edit of a file formatted another way commits; its unchanged lines are not judged")
    func oneLineEditCommits() async throws {
        let fixture = try repository()
        let edited = Self.existing.replacingOccurrences(of: "answer = 42", with: "answer = 43")
        try fixture.write(edited, to: "Reading.swift")
        try fixture.git("add", "Reading.swift")
        let result = try await commit(fixture)
        #expect(result.status == 0, "\(shown(result))")
        #expect(!shown(result).contains("Indentation"), "\(shown(result))")
        #expect(try fixture.git("show", "HEAD:Reading.swift") == edited)
    }

    @Test("a badly formatted new line is still reported, alone; the fix line keeps to the changed lines")
    func badNewLineBlocks() async throws {
        let fixture = try repository()
        let edited = Self.existing.replacingOccurrences(
            of: "  let other = 2\n", with: "  let other = 2\n  let third = 3\n"
        )
        try fixture.write(edited, to: "Reading.swift")
        try fixture.git("add", "Reading.swift")
        let index = try fixture.git("ls-files", "--stage")
        let blocked = try await commit(fixture)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("Reading.swift:4:1: error: Indentation Violation"), "\(shown(blocked))")
        #expect(!shown(blocked).contains("Reading.swift:2:"), "\(shown(blocked))")
        #expect(!shown(blocked).contains("Reading.swift:3:"), "\(shown(blocked))")
        let fix = "format Reading.swift --lines changed"
        #expect(ToolsBinary.fixLine(in: shown(blocked), runs: fix, from: fixture.url), "\(shown(blocked))")
        #expect(try fixture.read("Reading.swift") == edited)
        #expect(try fixture.git("ls-files", "--stage") == index)
    }

    @Test("formatLines: all judges every line of the staged files, as before")
    func wholeFilesWhenAsked() async throws {
        let fixture = try repository(hooks: "    format: check\n    formatLines: all\n")
        let edited = Self.existing.replacingOccurrences(of: "answer = 42", with: "answer = 43")
        try fixture.write(edited, to: "Reading.swift")
        try fixture.git("add", "Reading.swift")
        let blocked = try await commit(fixture)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("Reading.swift:2:1: error: Indentation Violation"), "\(shown(blocked))")
        #expect(shown(blocked).contains("Reading.swift:3:1: error: Indentation Violation"), "\(shown(blocked))")
    }

    @Test("format: fix formats only the changed lines, stages them, and leaves the others as they were")
    func fixKeepsToChangedLines() async throws {
        let fixture = try repository(hooks: "    format: fix\n")
        let edited = Self.existing + "let  more = 1\n"
        try fixture.write(edited, to: "Reading.swift")
        try fixture.git("add", "Reading.swift")
        let fixed = try await commit(fixture)
        #expect(fixed.status == 0, "\(shown(fixed))")
        let expected = Self.existing + "let more = 1\n"
        #expect(try fixture.git("show", "HEAD:Reading.swift") == expected)
        #expect(try fixture.read("Reading.swift") == expected)
    }

    @Test("an unknown formatLines value is one located error")
    func invalidSetting() async throws {
        let fixture = try repository(hooks: "    format: check\n    formatLines: some\n")
        try fixture.write(Self.existing + "// more\n", to: "Reading.swift")
        try fixture.git("add", "Reading.swift")
        let blocked = try await commit(fixture)
        #expect(blocked.status != 0, "\(shown(blocked))")
        #expect(shown(blocked).contains("project.yml:5:18: error: tools.hooks.formatLines"), "\(shown(blocked))")
        #expect(shown(blocked).contains("expected changed or all, found 'some'"), "\(shown(blocked))")
    }
}
