// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
@testable import ToolsCore

@Suite("Reporters", .offThePool)
struct ReporterTests {
    let diagnostics = [
        Diagnostic(
            file: "B.swift",
            line: 3,
            column: 1,
            severity: .error,
            ruleID: "force_try",
            message: "Force tries should be avoided"
        ),
        Diagnostic(file: "A é.swift", line: 12, column: 5, severity: .warning, ruleID: "line_length",
                   message: "Line should be 120 characters or less; currently it has 130 characters"),
    ].sorted()

    @Test func xcodeFormatIsWhatXcodeParses() {
        let text = XcodeReporter().render(diagnostics)
        #expect(text == """
            A é.swift:12:5: warning: Line Length Violation: Line should be 120 characters or less; \
            currently it has 130 characters (line_length)
            B.swift:3:1: error: Force Try Violation: Force tries should be avoided (force_try)

            """)
    }

    @Test func jsonHasSwiftLintsFields() throws {
        let data = Data(JSONReporter().render(diagnostics).utf8)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(Set(objects[0].keys) == ["file", "line", "character", "severity", "type", "rule_id", "reason"])
        #expect(objects[0]["severity"] as? String == "Warning")
        #expect(objects[0]["type"] as? String == "Line Length")
        #expect(objects[1]["character"] as? Int == 1)
    }

    @Test func githubActionsEscapesProperties() {
        let diagnostic = Diagnostic(
            file: "a,b:c.swift",
            line: 1,
            column: 2,
            severity: .warning,
            ruleID: "x",
            message: "50% done\nnext"
        )
        let expected = "::warning file=a%2Cb%3Ac.swift,line=1,col=2::"
            + "X Violation: 50%25 done%0Anext (x)\n"
        #expect(GitHubActionsReporter().render([diagnostic]) == expected)
    }

    @Test func xmlFormatsParseAndEscape() throws {
        let tricky = [
            Diagnostic(
                file: "<&>.swift", line: 1, severity: .error, ruleID: "r",
                message: "\"quoted\" & <b> \u{1B}[31mred\u{1B}[0m"
            ),
        ]
        for reporter in [JUnitReporter().render(tricky), CheckstyleReporter().render(tricky)] {
            let document = try XMLDocument(data: Data(reporter.utf8))
            #expect(document.rootElement() != nil)
        }
    }

    @Test func sarifIsVersion210WithRules() throws {
        let data = Data(SARIFReporter().render(diagnostics).utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 2)
    }

    @Test func severalReportersAtOnceWriteFilesAtomically() throws {
        let folder = try TemporaryDirectory()
        let sarif = folder.url.appendingPathComponent("out/report.sarif").path
        let specs = try ["xcode", "sarif:\(sarif)", "summary"].map { text throws in
            try ReporterSpec(parsing: text)
        }
        let output = try Reporters.emit(diagnostics, to: specs, colored: false)
        #expect(output.contains("(line_length)"))
        #expect(output.contains("| Total"))
        #expect(FileManager.default.fileExists(atPath: sarif))
        #expect(throws: CoreError.unknownReporter("emacs", known: Reporters.identifiers)) {
            try ReporterSpec(parsing: "emacs")
        }
    }

    /// The reporters are decided in one place: the command line's, else the configuration's, else xcode.
    @Test func theChoiceIsGivenElseConfiguredElseXcode() {
        let json = ReporterSpec(identifier: "json")
        let sarif = ReporterSpec(identifier: "sarif", outputPath: "out.sarif")
        #expect(ReporterChoice().specs == [ReporterSpec(identifier: "xcode")])
        #expect(ReporterChoice(configured: [sarif]).specs == [sarif])
        #expect(ReporterChoice(given: [json], configured: [sarif]).specs == [json])
    }

    /// A reporter's file is relative to the invocation's folder, not the process's.
    @Test func reporterFilesAreRelativeToTheGivenFolder() throws {
        let folder = try TemporaryDirectory()
        let specs = [ReporterSpec(identifier: "json", outputPath: "reports/out.json")]
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("reports"), withIntermediateDirectories: true
        )
        _ = try Reporters.emit(diagnostics, to: specs, colored: false, relativeTo: folder.url)
        #expect(folder.exists("reports/out.json"))
    }
}
