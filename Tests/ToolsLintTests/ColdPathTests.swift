// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsLint
import ToolsCore

/// The shortcuts of the cold path give what the slower ways they replace gave.
@Suite(.offThePool) struct ColdPathTests {
    /// A mixed file: ASCII lines, accented and astral characters (two UTF-16 units), a byte order mark,
    /// CRLF and lone CR line ends.
    static let mixed = "\u{FEFF}let a = 1\r\nlet é = \"✓\" // 😀 x\rlet b = 2\n\n  /* ü */ let c = 3\n"

    @Test func positionsCountUTF16UnitsOnEveryKindOfLine() {
        let file = LintFile(displayPath: "A.swift", relativePath: "A.swift", text: Self.mixed)
        for offset in 0...file.bytes.count {
            let position = file.position(ofByte: offset)
            #expect(file.lineNumber(atByte: offset) == position.line)
            // The column as the text before the offset on its line counts it, in UTF-16 units.
            var start = file.lineStarts[position.line - 1]
            if position.line == 1, file.hasByteOrderMark { start = min(3, offset) }
            let prefix = file.bytes[start..<min(max(offset, start), file.bytes.count)]
            #expect(position.column == String(decoding: prefix, as: UTF8.self).utf16.count + 1, "offset \(offset)")
        }
        let smiley = Array(Self.mixed.utf8).firstIndex(of: 0xF0) ?? 0
        let after = file.position(ofByte: smiley + 4)
        #expect(file.position(ofByte: smiley).column + 2 == after.column)
    }

    @Test func cacheRecordsKeepMessagesWithCRLF() throws {
        var record = FileRecord()
        // "\r\n" is one Character: the record must still escape both of its bytes.
        record.violations = [
            Violation(ruleID: "custom", severity: .warning, line: 1, column: 1, message: "one\r\ntwo"),
            Violation(ruleID: "custom", severity: .error, line: 2, column: 3, message: "tab\t\\ and é\r"),
        ]
        let decoded = try #require(FileRecord(encoded: record.encoded()))
        #expect(decoded.violations == record.violations)
    }

    @Test func largestFilesAreLintedFirstAndReportedInOrder() async throws {
        let configuration = try LintConfiguration.parse("only_rules: [trailing_semicolon]\n")
        let root = URL(fileURLWithPath: "/nonexistent-lint-root")
        let sizes = [3, 40, 1, 40, 17, 0, 250]
        let jobs = sizes.enumerated().map { index, size in
            let path = "F\(index).swift"
            let text = String(repeating: "let a = 1;\n", count: size)
            var job = LintJob(
                source: LintSource(displayPath: path, url: root.appendingPathComponent(path), content: Data(text.utf8)),
                relativePath: path, configuration: configuration
            )
            job = job.read(keyed: false)
            return job
        }
        let outcomes = await Linter.largestFirst(jobs) { $0.lint(fix: false) }
        #expect(outcomes.map(\.record.violations.count) == sizes)
    }

    /// Doc comments are told apart by their bytes as the parser tells them apart: `////` is one, `/**/`
    /// is not.
    @Test func localDocCommentsFollowTheParser() async throws {
        let code = """
        func f() {
            /// doc
            let a = 1
        }
        func g() {
            /**/ let b = 2
            // plain
        }
        func h() {
            //// four slashes
            let c = 3
        }
        func i() {
            /** block */
            let d = 4
        }

        """
        let diagnostics = try await LintHarness.lint(code, configuration: "only_rules: [local_doc_comment]\n")
        #expect(diagnostics.map(\.line) == [2, 10, 14])
    }
}
