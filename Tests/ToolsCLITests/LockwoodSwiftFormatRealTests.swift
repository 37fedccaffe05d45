// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `tools format` and the hook with the real SwiftFormat, named by `TOOLS_TEST_SWIFTFORMAT` (skipped without
/// it: CI's fresh machine has none). What `tools format --check` reports must be what `swiftformat --lint`
/// reports for the same file, and formatting must give what `swiftformat` gives.
@Suite(
    "SwiftFormat (real)", .offThePool,
    .enabled(if: LockwoodSwiftFormatStandIn.isRealAvailable, "needs TOOLS_TEST_SWIFTFORMAT naming a swiftformat binary")
)
struct LockwoodSwiftFormatRealTests {
    static let unformatted = "import B\nimport A\nstruct S {\n  var x:Int = 1 ;\n  func f( ) { }\n}\n"

    private var environment: [String: String] {
        ["TOOLS_SWIFTFORMAT": LockwoodSwiftFormatStandIn.realBinary ?? ""]
    }

    private func repository() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools real swiftformat")
        try fixture.write("--indent 4\n--swiftversion 6.0\n", to: ".swiftformat")
        return fixture
    }

    /// `file:line: (rule)` for each finding of `swiftformat --lint` run directly on the file.
    private func directFindings(_ file: URL) async throws -> Set<String> {
        let binary = try #require(LockwoodSwiftFormatStandIn.realBinary)
        let result = try await runCommandOffThePool(
            binary, [file.path, "--lint", "--cache", "ignore"], in: file.deletingLastPathComponent(), check: false
        )
        var found: Set<String> = []
        for line in result.error.split(separator: "\n") where line.contains(": error: (") {
            let parts = line.split(separator: ":")
            guard parts.count > 2, let open = line.range(of: "("), let close = line.range(of: ")") else { continue }
            found.insert("\(parts[1]) \(line[open.upperBound..<close.lowerBound])")
        }
        return found
    }

    @Test("--check reports exactly swiftformat --lint's findings, with their rule names")
    func checkMatchesLint() async throws {
        let fixture = try repository()
        let file = try fixture.write(Self.unformatted, to: "A.swift")
        let result = await InProcessTools.run(["format", "--check", "--reporter", "json"], in: fixture.url,
                                              environment: environment)
        #expect(result.status == 1, "\(result.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let reported = Set(report.compactMap { finding -> String? in
            guard let line = finding["line"] as? Int, let rule = finding["rule_id"] as? String else { return nil }
            return "\(line) \(rule)"
        })
        let direct = try await directFindings(file)
        #expect(!direct.isEmpty)
        #expect(reported == direct, "tools: \(reported.sorted()) swiftformat: \(direct.sorted())")
    }

    @Test("formatting gives what swiftformat gives, and then --check passes")
    func formatMatches() async throws {
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        let reference = try fixture.write(Self.unformatted, to: "Reference/A.swift")
        let binary = try #require(LockwoodSwiftFormatStandIn.realBinary)
        _ = try await runCommandOffThePool(binary, [reference.path, "--cache", "ignore"], in: fixture.url, check: false)
        let result = await InProcessTools.run(["format", "A.swift"], in: fixture.url, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(try fixture.read("A.swift") == fixture.read("Reference/A.swift"))
        #expect(try fixture.read("A.swift") != Self.unformatted)
        let check = await InProcessTools.run(["format", "--check"], in: fixture.url, environment: environment)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("--stdinpath: a file the .swiftformat excludes is left alone")
    func excludedByConfiguration() async throws {
        let fixture = try repository()
        try fixture.write("--indent 4\n--exclude Generated\n", to: ".swiftformat")
        try fixture.write(Self.unformatted, to: "Generated/A.swift")
        let result = await InProcessTools.run(["format", "--check"], in: fixture.url, environment: environment)
        #expect(result.status == 0, "\(result.output)")
        #expect(await InProcessTools.run(["format"], in: fixture.url, environment: environment).status == 0)
        #expect(try fixture.read("Generated/A.swift") == Self.unformatted)
    }

    @Test("a CRLF file is judged as swiftformat judges it (its --linebreaks decides), and formatted so")
    func crlfFollowsLinebreaks() async throws {
        let fixture = try repository()
        let file = try fixture.write(Self.unformatted.replacingOccurrences(of: "\n", with: "\r\n"), to: "A.swift")
        let result = await InProcessTools.run(["format", "--check", "--reporter", "json"], in: fixture.url,
                                              environment: environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let reported = Set(report.compactMap { finding -> String? in
            guard let line = finding["line"] as? Int, let rule = finding["rule_id"] as? String else { return nil }
            return "\(line) \(rule)"
        })
        let direct = try await directFindings(file)
        #expect(direct.contains { $0.hasSuffix(" linebreaks") }, "\(direct.sorted())")
        #expect(reported == direct, "tools: \(reported.sorted()) swiftformat: \(direct.sorted())")
    }

    @Test("a .swiftformat SwiftFormat rejects is one error at that file")
    func rejectedConfiguration() async throws {
        let fixture = try repository()
        try fixture.write("--indent 4\n--no-such-option 1\n", to: ".swiftformat")
        try fixture.write(Self.unformatted, to: "A.swift")
        let check = await InProcessTools.run(["format", "--check"], in: fixture.url, environment: environment)
        #expect(check.status == 1)
        #expect(check.output.contains(
            ".swiftformat: error: Format Configuration Violation: SwiftFormat cannot read this configuration: "
        ), "\(check.output)\(check.error)")
        #expect(check.output.contains("no-such-option"), "\(check.output)")
    }

    @Test("a file SwiftFormat cannot parse is one warning, never written")
    func unparsable() async throws {
        let fixture = try repository()
        let broken = "struct S {\n  let a = \"unterminated\n"
        try fixture.write(broken, to: "Broken.swift")
        let check = await InProcessTools.run(["format", "--check"], in: fixture.url, environment: environment)
        #expect(check.output.contains("Broken.swift") && check.output.contains("SwiftFormat cannot parse"),
                "\(check.output)\(check.error)")
        _ = await InProcessTools.run(["format"], in: fixture.url, environment: environment)
        #expect(try fixture.read("Broken.swift") == broken)
    }
}
