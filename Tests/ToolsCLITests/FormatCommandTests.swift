// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `tools format` through the CLI, in-process, with the real swift-format, in real git repositories.
@Suite("tools format", .offThePool, .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format"))
struct FormatCommandTests {
    static let configuration = #"{"version": 1, "indentation": {"spaces": 4}}"# + "\n"
    static let unformatted = "func f( ) {\nlet value = 1;\n_ = value\n}\n"
    static let formatted = "func f() {\n    let value = 1\n    _ = value\n}\n"

    private func repository() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools format")
        try fixture.write(Self.configuration, to: ".swift-format")
        return fixture
    }

    private func tools(_ arguments: [String], in fixture: GitFixture, environment: [String: String] = [:]) async
        -> CommandResult {
        await InProcessTools.run(arguments, in: fixture.url, environment: environment)
    }

    @Test("--check reports swift-format's findings through the reporters, writes nothing and exits 1")
    func check() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "Sources/My Dir/A é.swift")
        try fixture.write(Self.formatted, to: "Sources/B.swift")
        let result = await tools(["format", "--check"], in: fixture)
        #expect(result.status == 1)
        #expect(result.output.contains(
            "Sources/My Dir/A é.swift:2:1: error: Indentation Violation: replace leading whitespace with 4 spaces"
        ), "\(result.output)")
        #expect(result.output.contains("DoNotUseSemicolons Violation: remove ';' (DoNotUseSemicolons)"))
        #expect(!result.output.contains("B.swift"))
        #expect(result.error.contains("1 file would change"))
        #expect(try fixture.read("Sources/My Dir/A é.swift") == Self.unformatted)
        let json = await tools(["format", "--check", "--reporter", "json"], in: fixture)
        let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
        let findings = try #require(report as? [[String: Any]])
        #expect(findings.count == 5)
        #expect(findings.allSatisfy { $0["file"] as? String == "Sources/My Dir/A é.swift" })
        let sarif = await tools(["format", "--check", "--reporter", "sarif"], in: fixture)
        #expect(sarif.output.contains("\"ruleId\" : \"Indentation\""))
    }

    @Test("formats in place the files that need it, then --check passes")
    func formatThenCheck() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        try fixture.write(Self.formatted, to: "B.swift")
        let result = await tools(["format"], in: fixture)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("formatted A.swift"))
        #expect(result.error.contains("Formatted 1 of 2 files."))
        #expect(try fixture.read("A.swift") == Self.formatted)
        #expect(await tools(["format", "--check"], in: fixture).status == 0)
    }

    @Test("lint's excluded: applies: generated files are neither checked nor formatted")
    func lintExclusions() async throws {
        let fixture = try repository()
        try fixture.write("excluded: [Generated, \"**/*.generated.swift\"]\n", to: ".swiftlint.yml")
        try fixture.write(Self.unformatted, to: "Generated/Api.swift")
        try fixture.write(Self.unformatted, to: "Sources/Model.generated.swift")
        try fixture.write(Self.unformatted, to: "Sources/A.swift")
        let check = await tools(["format", "--check"], in: fixture)
        #expect(check.output.contains("Sources/A.swift") && !check.output.contains("enerated"), "\(check.output)")
        #expect(await tools(["format"], in: fixture).status == 0)
        #expect(try fixture.read("Generated/Api.swift") == Self.unformatted)
        #expect(try fixture.read("Sources/Model.generated.swift") == Self.unformatted)
        #expect(try fixture.read("Sources/A.swift") == Self.formatted)
    }

    @Test("--lines changed keeps to the lines that differ from HEAD")
    func changedLinesOnly() async throws {
        let fixture = try repository()
        let old = "func a( ) {\nlet x = 1;\n_ = x\n}\nfunc b( ) {\nlet y = 2\n_ = y\n}\n"
        try fixture.write(old, to: "A.swift")
        try fixture.write(old, to: "Untouched.swift")
        try fixture.commitAll()
        try fixture.write(old.replacingOccurrences(of: "let y = 2", with: "let y = 3"), to: "A.swift")
        let check = await tools(["format", "--check", "--lines", "changed"], in: fixture)
        #expect(check.status == 1)
        let located = check.output.split(separator: "\n").map {
            $0.split(separator: ":").prefix(2).joined(separator: ":")
        }
        #expect(located == ["A.swift:6"], "\(check.output)")
        #expect(await tools(["format", "--lines", "changed"], in: fixture).status == 0)
        let now = try fixture.read("A.swift")
        #expect(now.hasPrefix("func a( ) {\nlet x = 1;\n"), "\(now)")
        #expect(now.contains("\n    let y = 3\n"))
        #expect(try fixture.read("Untouched.swift") == old)
    }

    @Test("--staged --lines changed keeps to the staged lines that differ from HEAD, not the working tree's")
    func stagedChangedLinesOnly() async throws {
        let fixture = try repository()
        let old = "func a( ) {\nlet x = 1;\n_ = x\n}\nfunc b( ) {\nlet y = 2\n_ = y\n}\n"
        try fixture.write(old, to: "A.swift")
        try fixture.commitAll()
        let staged = old.replacingOccurrences(of: "let y = 2", with: "let y = 3")
        try fixture.write(staged, to: "A.swift")
        try fixture.git("add", "A.swift")
        // An unstaged edit of another unformatted line: the working tree's change, not the staged one's.
        try fixture.write(staged.replacingOccurrences(of: "_ = x", with: "_ = x + 0"), to: "A.swift")
        let check = await tools(["format", "--check", "--staged", "--lines", "changed"], in: fixture)
        #expect(check.status == 1)
        let located = check.output.split(separator: "\n").map {
            $0.split(separator: ":").prefix(2).joined(separator: ":")
        }
        #expect(located == ["A.swift:6"], "\(check.output)")
        let onDisk = await tools(["format", "--check", "--lines", "changed"], in: fixture)
        let lines = Set(onDisk.output.split(separator: "\n").map { $0.split(separator: ":")[1] })
        #expect(lines == ["3", "6"], "\(onDisk.output)")
    }

    @Test("--lines changed outside a git repository is one error, exit 2")
    func changedLinesNeedRepository() async throws {
        let folder = try TemporaryDirectory(prefix: "tools format no git")
        try folder.write(Self.unformatted, to: "A.swift")
        let result = await InProcessTools.run(["format", "--lines", "changed"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains("error: --lines changed needs a git working tree"), "\(result.error)")
        #expect(try folder.read("A.swift") == Self.unformatted)
    }

    @Test("--staged --check checks the staged content, not the working tree")
    func stagedCheck() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write(Self.formatted, to: "A.swift")
        let staged = await tools(["format", "--check", "--staged"], in: fixture)
        #expect(staged.status == 1)
        #expect(staged.output.contains("A.swift:2:1: error: Indentation Violation"))
        #expect(await tools(["format", "--check"], in: fixture).status == 0)
    }

    @Test("--staged formats the fully staged files and stages them again; a partially staged one is left alone")
    func stagedFormat() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "Full.swift")
        try fixture.write(Self.unformatted, to: "Partial.swift")
        try fixture.git("add", "-A")
        try fixture.write(Self.unformatted + "// not staged\n", to: "Partial.swift")
        let result = await tools(["format", "--staged"], in: fixture)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(try fixture.git("show", ":Full.swift") == Self.formatted)
        #expect(try fixture.read("Full.swift") == Self.formatted)
        #expect(try fixture.git("show", ":Partial.swift") == Self.unformatted)
        #expect(try fixture.read("Partial.swift") == Self.unformatted + "// not staged\n")
        #expect(result.output.contains("Partial.swift: warning: Format Skipped Violation: skipped: the working tree "
            + "differs from what is staged"), "\(result.output)")
        #expect(await tools(["format", "--staged", "A.swift"], in: fixture).status == 2)
    }

    @Test("a missing swift-format is one message saying how to get it, exit 2")
    func missingFormatter() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        let empty = fixture.url.appendingPathComponent(".empty").path
        let result = await tools(
            ["format", "--check"], in: fixture, environment: ["PATH": empty, "TOOLS_SWIFT_FORMAT": ""]
        )
        #expect(result.status == 2)
        #expect(result.error.contains("error: swift-format not found"), "\(result.error)")
        #expect(result.error.contains("swift format"))
        #expect(try fixture.read("A.swift") == Self.unformatted)
    }

    @Test("swift-format crashing on one file: one located warning naming it, the others are checked")
    func crashOnOneFile() async throws {
        let fixture = try repository()
        let standIn = try SwiftFormatStandIn()
        try fixture.write(Self.unformatted, to: "A.swift")
        try fixture.write(Self.formatted, to: "Crash.swift")
        let result = await tools(["format", "--check"], in: fixture, environment: standIn.environment)
        #expect(result.status == 1)
        #expect(result.output.contains("Crash.swift: warning: Format Skipped Violation: skipped: swift-format "
            + "crashed (signal 11)"), "\(result.output)")
        #expect(result.output.contains("A.swift:2:1: error: Indentation Violation"))
    }

    @Test("doctor names swift-format and its version")
    func doctor() async throws {
        let fixture = try repository()
        try fixture.write("name: App\n", to: "project.yml")
        let result = await tools(["doctor"], in: fixture)
        let line = try #require(result.output.split(separator: "\n").first { $0.contains("swift-format") })
        #expect(line.hasPrefix("ok"))
        #expect(line.contains(try #require(SwiftFormatStandIn.realBinary)))
    }
}
