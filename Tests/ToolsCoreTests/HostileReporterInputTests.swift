// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing
@testable import ToolsCore

/// File names and messages are user data: whatever they hold, every reporter's output must stay parsable
/// and keep one finding per line where the format is line-based.
@Suite("Reporters with hostile names and messages", .offThePool)
struct HostileReporterInputTests {
    static let hostileTexts = [
        "new\nline.swift", "esc\u{1B}[31mred.swift", "non\u{FFFE}character\u{FFFF}.swift", "bell\u{07}.swift",
        "a & <b> \"c\" 'd'.swift", "space and #hash ?query %25.swift", "Ünïcode 日本.swift", "del\u{7F}c1\u{85}.swift",
        "fake.swift:1:1: error: Fake Violation: injected (fake)\nreal.swift",
    ]

    static var diagnostics: [Diagnostic] {
        hostileTexts.enumerated().map { index, text in
            Diagnostic(file: "Sources/\(text)", line: index + 1, column: 2, severity: index.isMultiple(of: 2)
                ? .error : .warning, ruleID: "rule_\(index)", message: "message with \(text)")
        }
    }

    @Test(arguments: [JUnitReporter.identifier, CheckstyleReporter.identifier])
    func xmlReportersStayWellFormed(identifier: String) throws {
        let reporter = try #require(Reporters.reporter(for: identifier))
        let text = reporter.render(Self.diagnostics)
        let parser = XMLParser(data: Data(text.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(text)")
    }

    @Test(arguments: [JSONReporter.identifier, SARIFReporter.identifier])
    func jsonReportersStayParsable(identifier: String) throws {
        let reporter = try #require(Reporters.reporter(for: identifier))
        let text = reporter.render(Self.diagnostics)
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func sarifURIsArePercentEncodedAndDecodeBack() throws {
        let text = SARIFReporter().render(Self.diagnostics)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let uris = results.compactMap { result -> String? in
            let locations = result["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris.count == Self.hostileTexts.count)
        for uri in uris {
            #expect(!uri.contains(" ") && !uri.contains("#") && !uri.contains("?") && !uri.contains("\n"))
            #expect(URL(string: uri) != nil, "\(uri)")
        }
        let decoded = Set(uris.compactMap { $0.removingPercentEncoding })
        #expect(decoded == Set(Self.hostileTexts.map { "Sources/\($0)" }))
    }

    @Test(arguments: [XcodeReporter.identifier, GitHubActionsReporter.identifier])
    func lineReportersPrintOneLinePerFindingWithoutEscapes(identifier: String) throws {
        let reporter = try #require(Reporters.reporter(for: identifier))
        let text = reporter.render(Self.diagnostics)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.hostileTexts.count, "\(text)")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}") && !text.contains("\r"))
    }

    @Test func theSummaryTableHasNoControlCharacters() {
        let text = SummaryReporter().render(Self.diagnostics.map { diagnostic in
            var changed = diagnostic
            changed.ruleID = "rule\n\u{1B}x"
            return changed
        })
        #expect(!text.contains("\u{1B}"))
    }
}
