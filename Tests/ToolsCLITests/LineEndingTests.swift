// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Files written with Windows (`\r\n`) or classic Mac (`\r`) line breaks are fixed in their own style, are not
/// reported for their line breaks, and get the same positions as `\n` files.
@Suite("Line endings kept", .offThePool)
struct LineEndingTests {
    static let header = "// Copyright © 2026 Acme. All rights reserved."

    private func workspace() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools line endings")
        try fixture.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n", to: "project.yml")
        return fixture
    }

    /// The file's lines joined with `separator`, ending with one.
    private func lines(_ lines: [String], _ separator: String) -> String {
        lines.map { $0 + separator }.joined()
    }

    @Test("lint --fix keeps a CRLF file CRLF, its final line break included")
    func fixKeepsCRLF() async throws {
        let fixture = try workspace()
        let file = try fixture.write(
            lines([Self.header, "let alpha = 1   ", "let beta = 2"], "\r\n"), to: "Sources/Windows.swift")
        let result = await InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: fixture.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let fixed = try Data(contentsOf: file)
        #expect(String(decoding: fixed, as: UTF8.self) == lines([Self.header, "let alpha = 1", "let beta = 2"], "\r\n"))
    }

    @Test("lint --fix adds a missing final line break in the file's style, and removes extra ones whole")
    func fixAddsAndRemovesBreaksInStyle() async throws {
        let fixture = try workspace()
        let missing = try fixture.write(Self.header + "\r\nlet alpha = 1", to: "Sources/Missing.swift")
        let extra = try fixture.write(Self.header + "\r\nlet alpha = 1\r\n\r\n\r\n", to: "Sources/Extra.swift")
        let classic = try fixture.write(Self.header + "\rlet alpha = 1", to: "Sources/Classic.swift")
        _ = await InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: fixture.url)
        #expect(try String(decoding: Data(contentsOf: missing), as: UTF8.self) == Self.header + "\r\nlet alpha = 1\r\n")
        #expect(try String(decoding: Data(contentsOf: extra), as: UTF8.self) == Self.header + "\r\nlet alpha = 1\r\n")
        #expect(try String(decoding: Data(contentsOf: classic), as: UTF8.self) == Self.header + "\rlet alpha = 1\r")
    }

    @Test("lint --fix keeps a CR-only file CR-only")
    func fixKeepsCR() async throws {
        let fixture = try workspace()
        let file = try fixture.write(
            lines([Self.header, "let alpha = 1   ", "let beta = 2"], "\r"), to: "Sources/Classic.swift")
        let result = await InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: fixture.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let fixed = try String(decoding: Data(contentsOf: file), as: UTF8.self)
        #expect(fixed == lines([Self.header, "let alpha = 1", "let beta = 2"], "\r"))
    }

    @Test("trailing_newline does not report a CRLF or CR file that ends with one line break")
    func noFalseTrailingNewline() async throws {
        let fixture = try workspace()
        try fixture.write(lines([Self.header, "let alpha = 1"], "\r\n"), to: "Sources/Windows.swift")
        try fixture.write(lines([Self.header, "let alpha = 1"], "\r"), to: "Sources/Classic.swift")
        let result = await InProcessTools.run(["lint", "--no-cache", "Sources"], in: fixture.url)
        #expect(result.status == 0)
        #expect(!result.output.contains("trailing_newline"), "\(result.output)")
        #expect(!result.output.contains("Trailing Newline"), "\(result.output)")
    }

    @Test("a CR-only file's findings are at the lines and columns of the same file written with \\n")
    func classicPositions() async throws {
        let fixture = try workspace()
        let content = [Self.header, "let alpha = 1", "let beta = 2   ", "let gamma = try! load()", "  let delta = 4 ;"]
        try fixture.write(lines(content, "\r"), to: "Sources/Classic/Same.swift")
        try fixture.write(lines(content, "\n"), to: "Sources/Unix/Same.swift")
        let classic = await InProcessTools.run(["lint", "--no-cache", "Sources/Classic"], in: fixture.url)
        let unix = await InProcessTools.run(["lint", "--no-cache", "Sources/Unix"], in: fixture.url)
        let found = { (output: String) -> [Substring] in
            output.split(separator: "\n").compactMap { line in
                line.range(of: "Same.swift:").map { line[$0.upperBound...] }
            }
        }
        #expect(found(unix.output).count >= 3, "\(unix.output)")
        #expect(found(classic.output) == found(unix.output), "\(classic.output)")
        #expect(classic.output.contains("Same.swift:3:13: warning: Trailing Whitespace"), "\(classic.output)")
    }
}

/// `file_header --fix` writes our notice only where there is none or ours is outdated: another holder's
/// notice (a vendored file) is reported and kept.
@Suite("Notices kept", .offThePool)
struct NoticeTests {
    @Test("lint --fix keeps 'Copyright (c) 2015 Alamofire Software Foundation' and reports it at its line")
    func foreignNoticeKept() async throws {
        let fixture = try GitFixture(prefix: "tools notices")
        try fixture.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        let configuration = "opt_in_rules: [file_header]\nfile_header:\n  required_copyright: true\n"
        try fixture.write(configuration, to: ".swiftlint.yml")
        let vendored = "// Vendored.swift\n//\n"
            + "// Copyright (c) 2015 Alamofire Software Foundation (http://alamofire.org/)\n\nlet a = 1\n"
        try fixture.write(vendored, to: "Sources/Vendored.swift")
        try fixture.write("// Copyright 2019 ACME\nlet b = 1\n", to: "Sources/Ours.swift")
        let result = await InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: fixture.url)
        #expect(try fixture.read("Sources/Vendored.swift") == vendored)
        #expect(result.output.contains("Vendored.swift:3:1: warning: File Header Violation"), "\(result.output)")
        #expect(result.output.contains("another holder's notice"), "\(result.output)")
        #expect(try fixture.read("Sources/Ours.swift").hasPrefix("// Copyright © 2019-"))
    }
}
