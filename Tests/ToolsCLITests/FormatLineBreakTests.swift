// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Line breaks around swift-format, with the real swift-format, the real hook and real `git commit`s: a CRLF
/// file is checked and formatted as LF and keeps its CRLF (swift-format alone calls every CR trailing
/// whitespace), and with `core.autocrlf=true` (CRLF in the working tree, LF staged) `format --staged` and
/// the hook's fix format the fully staged file and stage it again.
@Suite(
    "format: CRLF files and core.autocrlf", .offThePool,
    .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format")
)
struct FormatLineBreakTests {
    static let unformatted = "func f( ) {\nlet value = 1\n_ = value\n}\n"
    static let formatted = "func f() {\n    let value = 1\n    _ = value\n}\n"

    static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

    private func repository(hooks: String, autocrlf: Bool = false) throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools format crlf")
        if autocrlf { try fixture.git("config", "core.autocrlf", "true") }
        try fixture.write("name: App\ntools:\n  hooks:\n\(hooks)", to: "project.yml")
        try fixture.write("only_rules: [trailing_whitespace]\n", to: ".swiftlint.yml")
        try fixture.write(#"{"version": 1, "indentation": {"spaces": 4}}"# + "\n", to: ".swift-format")
        try fixture.commitAll("base")
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
        return fixture
    }

    private func commit(_ fixture: GitFixture) async throws -> CommandResult {
        try await runCommandOffThePool("git", ["commit", "-q", "-m", "change"], in: fixture.url,
                                       environment: ["NO_COLOR": "1"], check: false)
    }

    private func bytes(_ fixture: GitFixture, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: fixture.url.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test("auto-fix of a CRLF file: lint's fix, then the format check passes; the file keeps CRLF")
    func crlfAutoFixCommits() async throws {
        let fixture = try repository(hooks: "    autoFix: true\n")
        let source = Self.crlf(Self.formatted.replacingOccurrences(of: "= 1\n", with: "= 1 \n"))
        try fixture.write(source, to: "A.swift")
        try fixture.git("add", "A.swift")
        let result = try await commit(fixture)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(!(result.output + result.error).contains("TrailingWhitespace"), "\(result.output)\(result.error)")
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.crlf(Self.formatted))
        #expect(try bytes(fixture, "A.swift") == Self.crlf(Self.formatted))
    }

    @Test("format: fix of a CRLF file formats it and keeps CRLF; --check of a formatted CRLF file passes")
    func crlfFormatFix() async throws {
        let fixture = try repository(hooks: "    format: fix\n")
        try fixture.write(Self.crlf(Self.unformatted), to: "A.swift")
        try fixture.git("add", "A.swift")
        let result = try await commit(fixture)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.crlf(Self.formatted))
        #expect(try bytes(fixture, "A.swift") == Self.crlf(Self.formatted))
        let check = await InProcessTools.run(["format", "--check", "--no-cache", "A.swift"], in: fixture.url)
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }

    @Test("core.autocrlf=true: format --staged formats the fully staged file, CRLF in the tree, LF staged")
    func autocrlfFormatStaged() async throws {
        let fixture = try repository(hooks: "    format: check\n", autocrlf: true)
        try fixture.write(Self.crlf(Self.unformatted), to: "A.swift")
        try fixture.git("add", "A.swift")
        #expect(try fixture.git("show", ":A.swift") == Self.unformatted)
        let result = await InProcessTools.run(["format", "--staged", "--no-cache"], in: fixture.url)
        let shown = result.output + result.error
        #expect(!shown.contains("the working tree differs from what is staged"), "\(shown)")
        #expect(shown.contains("staged A.swift again"), "\(shown)")
        #expect(try bytes(fixture, "A.swift") == Self.crlf(Self.formatted))
        #expect(try fixture.git("show", ":A.swift") == Self.formatted)
        // The working tree and the index agree, through git's filters.
        #expect(try fixture.git("diff", "--name-only").isEmpty)
    }

    @Test("core.autocrlf=true: the hook's format fix formats, keeps CRLF in the tree and commits LF")
    func autocrlfHookFix() async throws {
        let fixture = try repository(hooks: "    format: fix\n", autocrlf: true)
        try fixture.write(Self.crlf(Self.unformatted), to: "A.swift")
        try fixture.git("add", "A.swift")
        let result = try await commit(fixture)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect((result.output + result.error).contains("fixed and re-staged: A.swift"),
                "\(result.output)\(result.error)")
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.formatted)
        #expect(try bytes(fixture, "A.swift") == Self.crlf(Self.formatted))
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }
}
