// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsFormat

@Suite("swift-format's output", .offThePool)
struct SwiftFormatOutputTests {
    @Test("findings, notes, parser errors and unlocated lines are told apart")
    func parsesEveryKindOfLine() {
        let text = """
            /w/My: File.swift:2:1: warning: [OrderedImports] sort import statements lexicographically
            /w/My: File.swift:4:5: note: add 'fileprivate' access modifier to this declaration
            /w/Bad.swift:1:6: error: expected identifier in function
            <unknown>: error: Unable to read configuration for /w/sub/B.swift: The data isn’t in the correct format.
            <unknown>: error: Unable to lint /w/Latin1.swift: file is not readable or does not exist.
            <unknown>: warning: Configuration contains an unrecognized rule: NoSuchRule
            Fatal error: something

            """
        let output = SwiftFormatOutput(parsing: Data(text.utf8))
        #expect(output.findings["/w/My: File.swift"] == [
            RawFinding(line: 2, column: 1, kind: .warning, category: "OrderedImports",
                       message: "sort import statements lexicographically"),
            RawFinding(line: 4, column: 5, kind: .note, category: nil,
                       message: "add 'fileprivate' access modifier to this declaration"),
        ])
        #expect(output.findings["/w/Bad.swift"]?.first?.kind == .error)
        #expect(SwiftFormatOutput.reason(for: "/w/sub/B.swift", in: output.configurationProblems)
            == "The data isn’t in the correct format.")
        #expect(SwiftFormatOutput.reason(for: "/w/Latin1.swift", in: output.unreadable)
            == "file is not readable or does not exist.")
        #expect(output.otherLines == ["warning: Configuration contains an unrecognized rule: NoSuchRule",
                                      "Fatal error: something"])
    }

    @Test("cached findings decode to what was encoded, tabs and line breaks included")
    func codecRoundTrip() {
        let findings = [
            RawFinding(line: 1, column: 2, kind: .warning, category: "Spacing", message: "add 1 space"),
            RawFinding(line: 3, column: 4, kind: .note, category: nil, message: "a\ttab, a \\ and\na break"),
        ]
        #expect(FindingsCodec.decode(FindingsCodec.encode(findings)) == findings)
        #expect(FindingsCodec.decode(Data()) == [])
        #expect(FindingsCodec.decode(Data("garbage".utf8)) == nil)
    }
}
