// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing
import ToolsCore

/// The one JUnit model: counts, outcomes, times and escaping, parsed back with Foundation's XML parser.
@Suite(.offThePool)
struct JUnitDocumentTests {
    static let document = JUnitDocument(
        name: "tools test",
        suites: [
            JUnitDocument.Suite(name: "jobs", cases: [
                JUnitDocument.TestCase(className: "package", name: "test A", seconds: 1.5),
                JUnitDocument.TestCase(
                    className: "package", name: "test B", seconds: 2,
                    outcome: .failure(message: "1 test failed", details: "x < y\u{1B}[0m"), output: "log: b.log"),
                JUnitDocument.TestCase(className: "package", name: "test C", outcome: .skipped(message: "not run")),
            ]),
            JUnitDocument.Suite(name: "lint", cases: [
                JUnitDocument.TestCase(
                    className: "force_try", name: "A.swift:1:2",
                    outcome: .error(message: "no 'try!'", details: "Error:A.swift:1:2: no 'try!'")),
            ]),
        ],
        seconds: 3.25)

    @Test func countsOutcomesAndTimes() {
        let xml = Self.document.rendered()
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        #expect(xml.contains("<testsuites name=\"tools test\" tests=\"4\" failures=\"1\" errors=\"1\" time=\"3.250\">"))
        #expect(xml.contains(
            "<testsuite name=\"jobs\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\" time=\"3.500\">"))
        #expect(xml.contains("<testcase classname=\"package\" name=\"test A\" time=\"1.500\"/>"))
        #expect(xml.contains("<failure message=\"1 test failed\">x &lt; y[0m</failure>"))
        #expect(xml.contains("<skipped message=\"not run\"/>"))
        #expect(xml.contains("<error message=\"no &apos;try!&apos;\">"))
        #expect(xml.contains("<system-out>log: b.log</system-out>"))
    }

    @Test func theDocumentIsWellFormedXML() {
        let parser = XMLParser(data: Data(Self.document.rendered().utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
