// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The hook's format check and fix, run by real `git commit`s through the installed hook and the real
/// `tools` binary, with the real swift-format.
@Suite(
    "Pre-commit hook: formatting, end to end", .offThePool,
    .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format")
)
struct HookFormatEndToEndTests {
    static let unformatted = "func f( ) {\nlet value = 1\n_ = value\n}\n"
    static let formatted = "func f() {\n    let value = 1\n    _ = value\n}\n"

    /// A repository with `project.yml` (`hooks`, when given, is its `tools.hooks` section), a `.swift-format`
    /// when asked, lint limited to force_try (so only formatting decides), and the hook installed.
    private func repository(hooks: String? = nil, formatConfiguration: Bool = true) throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools hook format")
        try fixture.write("name: App\n" + (hooks.map { "tools:\n  hooks:\n\($0)" } ?? ""), to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        if formatConfiguration {
            try fixture.write(#"{"version": 1, "indentation": {"spaces": 4}}"# + "\n", to: ".swift-format")
        }
        try fixture.commitAll("base")
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
        return fixture
    }

    private func commit(
        _ fixture: GitFixture, extra: [String] = [], environment: [String: String] = [:]
    ) async throws -> CommandResult {
        try await runCommandOffThePool(
            "git", ["commit", "-q", "-m", "change"] + extra, in: fixture.url,
            environment: environment.merging(["NO_COLOR": "1"]) { $1 }, check: false
        )
    }

    private func shown(_ result: CommandResult) -> String { result.output + result.error }

    @Test("a .swift-format: unformatted staged content blocks the commit, tools format is the fix, nothing is touched")
    func checkBlocks() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "Sources/My Dir/A é.swift")
        try fixture.git("add", "-A")
        let index = try fixture.git("ls-files", "--stage")
        let blocked = try await commit(fixture)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("Sources/My Dir/A é.swift:2:1: error: Indentation Violation"), "\(shown(blocked))")
        #expect(shown(blocked).contains("commit blocked"))
        #expect(ToolsBinary.fixLine(in: shown(blocked), runs: "format 'Sources/My Dir/A é.swift'", from: fixture.url),
                "\(shown(blocked))")
        #expect(shown(blocked).contains("bypass: git commit --no-verify"))
        #expect(try fixture.read("Sources/My Dir/A é.swift") == Self.unformatted)
        #expect(try fixture.git("ls-files", "--stage") == index)
        // The fix it names, then git add: the commit goes through.
        try ToolsBinary.run(["format", "Sources/My Dir/A é.swift"], in: fixture.url, check: true)
        try fixture.git("add", "-A")
        let passed = try await commit(fixture)
        #expect(passed.status == 0, "\(shown(passed))")
        #expect(try fixture.git("show", "HEAD:Sources/My Dir/A é.swift") == Self.formatted)
    }

    @Test("the staged content is checked, never the working tree")
    func stagedContentOnly() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write(Self.formatted, to: "A.swift")
        #expect(try await commit(fixture).status == 1)
        try fixture.git("add", "A.swift")
        try fixture.write(Self.unformatted, to: "A.swift")
        let passed = try await commit(fixture)
        #expect(passed.status == 0, "\(shown(passed))")
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.formatted)
        #expect(try fixture.read("A.swift") == Self.unformatted)
    }

    @Test("format: fix formats fully staged files and stages them again; a partially staged one is reported, untouched")
    func fixRestages() async throws {
        let fixture = try repository(hooks: "    format: fix\n")
        try fixture.write(Self.unformatted, to: "Full.swift")
        try fixture.git("add", "-A")
        let fixed = try await commit(fixture)
        #expect(fixed.status == 0, "\(shown(fixed))")
        #expect(shown(fixed).contains("fixed and re-staged: Full.swift"))
        #expect(try fixture.git("show", "HEAD:Full.swift") == Self.formatted)
        #expect(try fixture.read("Full.swift") == Self.formatted)
        #expect(try fixture.git("status", "--porcelain").isEmpty)

        try fixture.write(Self.unformatted, to: "Partial.swift")
        try fixture.git("add", "Partial.swift")
        try fixture.write(Self.unformatted + "// typed, not staged\n", to: "Partial.swift")
        let blocked = try await commit(fixture)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("not auto-fixed (unstaged changes would be mixed in): Partial.swift"))
        #expect(try fixture.git("show", ":Partial.swift") == Self.unformatted)
        #expect(try fixture.read("Partial.swift") == Self.unformatted + "// typed, not staged\n")
    }

    @Test("format: fix with git commit <paths> fixes nothing, with a note")
    func fixSkippedForPathCommits() async throws {
        let fixture = try repository(hooks: "    format: fix\n")
        try fixture.write(Self.formatted, to: "A.swift")
        try fixture.commitAll()
        try fixture.write(Self.unformatted, to: "A.swift")
        let result = try await commit(fixture, extra: ["A.swift"])
        #expect(result.status == 1)
        #expect(shown(result).contains("auto-fix skipped: 'git commit <paths>'"))
        #expect(try fixture.read("A.swift") == Self.unformatted)
    }

    @Test("a missing swift-format warns and never blocks, unless the configuration asks for formatting")
    func missingFormatter() async throws {
        let noSwift = ["PATH": "/usr/bin:/bin", "TOOLS_SWIFT_FORMAT": ""]
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        try fixture.git("add", "-A")
        let warned = try await commit(fixture, environment: noSwift)
        #expect(warned.status == 0, "\(shown(warned))")
        #expect(shown(warned).contains("warning: Format Unavailable Violation: swift-format not found"))
        let asked = try repository(hooks: "    format: check\n")
        try asked.write(Self.unformatted, to: "A.swift")
        try asked.git("add", "-A")
        let blocked = try await commit(asked, environment: noSwift)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("error: Format Unavailable Violation: swift-format not found"))
        #expect(shown(blocked).contains("commit blocked") && shown(blocked).contains("bypass: git commit --no-verify"))
    }

    @Test("format: off, or no .swift-format: no format check")
    func noCheck() async throws {
        for fixture in [try repository(hooks: "    format: off\n"), try repository(formatConfiguration: false)] {
            try fixture.write(Self.unformatted, to: "A.swift")
            try fixture.git("add", "-A")
            let result = try await commit(fixture)
            #expect(result.status == 0, "\(shown(result))")
        }
    }
}
