// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// What swift-format prints when it exits 0 is written over a file only when it can be the file: nothing
/// (for something), bytes that are not UTF-8, or text that does not parse while the file did, are refused
/// with a warning naming the file, and nothing is written or staged.
@Suite("tools format: swift-format's output is checked before it is written", .offThePool)
struct FormatOutputSafetyTests {
    static let configuration = #"{"version": 1, "indentation": {"spaces": 4}}"# + "\n"
    static let source = "func f( ) {\nlet value = 1\n_ = value\n}\n"

    private func repository() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools format safety")
        try fixture.write(Self.configuration, to: ".swift-format")
        try fixture.write(Self.source, to: "A.swift")
        try fixture.commitAll("base")
        try fixture.write(Self.source + "// changed\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        return fixture
    }

    /// Output swift-format might print with exit 0, none of which may replace the file.
    struct BadOutput {
        var name: String
        var shell: String
        var reason: String
    }

    static let badOutputs = [
        BadOutput(name: "nothing", shell: "exit 0", reason: "printed nothing for a file of"),
        BadOutput(name: "not UTF-8", shell: #"printf 'func f() {\n\377\376}\n'"#,
                  reason: "printed output that is not UTF-8"),
        BadOutput(name: "not Swift", shell: #"printf 'func f( {{{ garbage ]]\n'"#,
                  reason: "printed output that does not parse as Swift"),
    ]

    @Test("tools format FILE and format --staged refuse output that cannot be the file", arguments: 0..<3)
    func refused(case index: Int) async throws {
        let bad = Self.badOutputs[index]
        let fake = try FakeSwiftFormat(format: bad.shell)
        let fixture = try repository()
        let staged = try fixture.git("ls-files", "--stage")
        let onDisk = await InProcessTools.run(["format", "--no-cache", "A.swift"], in: fixture.url,
                                              environment: fake.environment)
        let shown = onDisk.output + onDisk.error
        #expect(shown.contains("A.swift: warning: Format Skipped Violation: skipped: not written: swift-format "
            + bad.reason), "\(bad.name): \(shown)")
        #expect(try fixture.read("A.swift") == Self.source + "// changed\n", "\(bad.name): the file was written")

        let restaged = await InProcessTools.run(["format", "--staged", "--no-cache"], in: fixture.url,
                                                environment: fake.environment)
        let shownStaged = restaged.output + restaged.error
        #expect(shownStaged.contains("A.swift: warning: Format Skipped Violation: skipped: not written"),
                "\(bad.name): \(shownStaged)")
        #expect(!shownStaged.contains("staged A.swift again"))
        #expect(try fixture.read("A.swift") == Self.source + "// changed\n")
        #expect(try fixture.git("ls-files", "--stage") == staged, "\(bad.name): the index changed")
    }

    @Test("the real swift-format prints nothing for a file with a NUL byte: the file is kept, and its staged copy",
          .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format"))
    func nulByte() async throws {
        let fixture = try GitFixture(prefix: "tools format nul")
        try fixture.write(Self.configuration, to: ".swift-format")
        try fixture.commitAll("base")
        // A NUL in code (in a comment swift-format keeps it): it warns and prints nothing, with exit 0.
        let content = "func f( ) {\nlet value = 1\u{0}\n_ = value\n}\n"
        try fixture.write(content, to: "A.swift")
        try fixture.git("add", "A.swift")
        let staged = try fixture.git("ls-files", "--stage")
        let onDisk = await InProcessTools.run(["format", "--no-cache", "A.swift"], in: fixture.url)
        #expect(try fixture.read("A.swift") == content, "\(onDisk.output)\(onDisk.error)")
        #expect((onDisk.output + onDisk.error).contains("A.swift: warning: Format Skipped Violation: skipped: "
            + "not written: swift-format printed nothing"), "\(onDisk.output)\(onDisk.error)")
        let restaged = await InProcessTools.run(["format", "--staged", "--no-cache"], in: fixture.url)
        #expect(try fixture.read("A.swift") == content, "\(restaged.output)\(restaged.error)")
        #expect(try fixture.git("ls-files", "--stage") == staged)
        #expect(try fixture.git("show", ":A.swift") == content)
    }

    @Test("output that parses, from a file that does not, is written as before")
    func unparsableInputIsNotJudged() async throws {
        let fake = try FakeSwiftFormat(format: #"printf 'let formatted = 1\n'"#)
        let fixture = try GitFixture(prefix: "tools format safety")
        try fixture.write("let broken = (\n", to: "A.swift")
        let result = await InProcessTools.run(["format", "--no-cache", "A.swift"], in: fixture.url,
                                              environment: fake.environment)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(try fixture.read("A.swift") == "let formatted = 1\n")
    }
}
