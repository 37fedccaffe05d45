// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The hook's format check and fix with SwiftFormat, run by real `git commit`s through the installed hook and
/// the real `tools` binary, against `LockwoodSwiftFormatStandIn` (CI has no SwiftFormat): the staged content
/// goes on standard input, named by `--stdinpath`; only the changed lines are judged; unstaged work is kept.
@Suite("Pre-commit hook: formatting with SwiftFormat (stand-in)", .offThePool)
struct HookLockwoodFormatTests {
    static let existing = "struct Reading {\n  let value = 1\n  let other = 2\n}\n\nlet answer = 42\n"
    static let unformatted = "struct A {\n  let value = 1\n}\n"
    static let formatted = "struct A {\n    let value = 1\n}\n"
    /// `existing` with a third member after the second, indented with `indent`.
    static func withThird(_ indent: String) -> String {
        existing.replacingOccurrences(of: "  let other = 2\n", with: "  let other = 2\n\(indent)let third = 3\n")
    }

    /// A repository with a `.swiftformat`, `Reading.swift` (2-space indents) in HEAD, lint limited to force_try
    /// (so only formatting decides), `hooks` as its `tools.hooks` section, and the hook.
    private func repository(hooks: String? = nil) throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools hook swiftformat")
        try fixture.write("name: App\n" + (hooks.map { "tools:\n  hooks:\n\($0)" } ?? ""), to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.write("--indent 4\n", to: ".swiftformat")
        try fixture.write(Self.existing, to: "Reading.swift")
        try fixture.commitAll("base")
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
        return fixture
    }

    private func commit(_ fixture: GitFixture, environment: [String: String]) async throws -> CommandResult {
        try await runCommandOffThePool(
            "git", ["commit", "-q", "-m", "change"], in: fixture.url,
            environment: environment.merging(["NO_COLOR": "1"]) { $1 }, check: false
        )
    }

    private func shown(_ result: CommandResult) -> String { result.output + result.error }

    @Test("unformatted staged content blocks the commit; the staged blob went to swiftformat --lint; nothing touched")
    func checkBlocks() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "Sources/A.swift")
        try fixture.git("add", "-A")
        // Typed after staging: the hook judges what is staged, and keeps this.
        try fixture.write(Self.formatted + "// typed, not staged\n", to: "Sources/A.swift")
        let index = try fixture.git("ls-files", "--stage")
        let blocked = try await commit(fixture, environment: standIn.environment)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("Sources/A.swift:2:1: error: indent Violation"), "\(shown(blocked))")
        let fix = "format Sources/A.swift --lines changed"
        #expect(ToolsBinary.fixLine(in: shown(blocked), runs: fix, from: fixture.url), "\(shown(blocked))")
        #expect(standIn.fileCalls.contains {
            $0.hasPrefix("stdin --stdinpath /") && $0.hasSuffix("/Sources/A.swift --cache ignore --lint")
        }, "\(standIn.fileCalls)")
        #expect(try fixture.read("Sources/A.swift") == Self.formatted + "// typed, not staged\n")
        #expect(try fixture.git("ls-files", "--stage") == index)
    }

    @Test("only the changed lines are judged: a one-line edit commits, a bad new line blocks")
    func changedLinesOnly() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository(hooks: "    format: check\n")
        try fixture.write(Self.existing.replacingOccurrences(of: "42", with: "43"), to: "Reading.swift")
        try fixture.git("add", "-A")
        let passed = try await commit(fixture, environment: standIn.environment)
        #expect(passed.status == 0, "\(shown(passed))")
        try fixture.write(Self.withThird("  ").replacingOccurrences(of: "42", with: "43"), to: "Reading.swift")
        try fixture.git("add", "-A")
        let blocked = try await commit(fixture, environment: standIn.environment)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("Reading.swift:4:1: error: indent Violation"), "\(shown(blocked))")
        #expect(!shown(blocked).contains("Reading.swift:2:"), "\(shown(blocked))")
    }

    @Test("format: fix formats the changed lines of fully staged files and stages them; partially staged ones stay")
    func fixRestages() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository(hooks: "    format: fix\n")
        let edited = Self.withThird("  ")
        try fixture.write(edited, to: "Reading.swift")
        try fixture.git("add", "-A")
        let fixed = try await commit(fixture, environment: standIn.environment)
        #expect(fixed.status == 0, "\(shown(fixed))")
        let expected = Self.withThird("    ")
        #expect(try fixture.git("show", "HEAD:Reading.swift") == expected)
        #expect(try fixture.read("Reading.swift") == expected)
        #expect(standIn.fileCalls.contains { $0.contains("--linerange 4,4") }, "\(standIn.fileCalls)")

        try fixture.write(Self.unformatted, to: "Partial.swift")
        try fixture.git("add", "Partial.swift")
        try fixture.write(Self.unformatted + "// typed, not staged\n", to: "Partial.swift")
        let blocked = try await commit(fixture, environment: standIn.environment)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("not auto-fixed (unstaged changes would be mixed in): Partial.swift"))
        #expect(try fixture.git("show", ":Partial.swift") == Self.unformatted)
        #expect(try fixture.read("Partial.swift") == Self.unformatted + "// typed, not staged\n")
    }

    @Test("a missing SwiftFormat warns and never blocks, unless the configuration asks for formatting")
    func missingFormatter() async throws {
        let home = try TemporaryDirectory(prefix: "tools hook swiftformat home")
        let none = ["PATH": "/usr/bin:/bin", "TOOLS_SWIFTFORMAT": "", "HOME": home.url.path, "MINT_LINK_PATH": ""]
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        try fixture.git("add", "-A")
        let warned = try await commit(fixture, environment: none)
        #expect(warned.status == 0, "\(shown(warned))")
        let unavailable = "Format Unavailable Violation: SwiftFormat not found"
        #expect(shown(warned).contains("warning: " + unavailable), "\(shown(warned))")
        let asked = try repository(hooks: "    format: check\n")
        try asked.write(Self.unformatted, to: "A.swift")
        try asked.git("add", "-A")
        let blocked = try await commit(asked, environment: none)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("error: " + unavailable), "\(shown(blocked))")
        #expect(shown(blocked).contains("brew install swiftformat"))
    }
}
