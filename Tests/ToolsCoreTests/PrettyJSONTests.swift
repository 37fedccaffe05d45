// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsCore

/// `PrettyJSON` must write exactly what `JSONSerialization` writes with SwiftLint's options, byte for byte:
/// scripts diff our JSON report against SwiftLint's. Foundation is the reference here.
@Suite("PrettyJSON", .offThePool)
struct PrettyJSONTests {
    /// Every ASCII byte (controls, quotes, backslash, slash, DEL), non-ASCII letters, a line separator, an emoji.
    static let awkwardText: String = {
        var text = ""
        for byte in UInt8(0)..<0x80 { text.unicodeScalars.append(Unicode.Scalar(byte)) }
        return text + "é\u{2028}😀\u{80}\u{9F}"
    }()

    static func foundationText(_ object: Any) throws -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: options), as: UTF8.self)
    }

    @Test func stringsAndScalarsAsFoundationWritesThem() throws {
        let ours = PrettyJSON.array([
            .object([("reason", .string(Self.awkwardText)), ("line", .integer(-42)), ("file", .null)]),
            .string("a/b"), .integer(0), .integer(Int.max),
        ]).rendered()
        let reference: [Any] = [
            ["reason": Self.awkwardText, "line": -42, "file": NSNull()] as [String: Any],
            "a/b", 0, Int.max,
        ]
        #expect(ours == (try Self.foundationText(reference)))
    }

    @Test func emptyAndNestedContainersAsFoundationWritesThem() throws {
        let ours = PrettyJSON.object([
            ("k", .array([])), ("j", .object([])),
            ("deep", .array([.array([.object([("x", .array([]))])])])),
        ]).rendered()
        let reference: [String: Any] = [
            "k": [Any](), "j": [String: Any](), "deep": [[["x": [Any]()]]],
        ]
        #expect(ours == (try Self.foundationText(reference)))
        #expect(PrettyJSON.array([]).rendered() == (try Self.foundationText([Any]())))
    }

    /// `.sortedKeys` is numeric and case-insensitive: `B` after `a`, `k10` after `k9`, `$schema` first.
    @Test func keysSortAsFoundationSortsThem() throws {
        let keys = ["rule_id", "B", "a", "k10", "k9", "$schema", "ruleId", "rules", "_x", "Z1", "z0", "é", "e"]
        let ours = PrettyJSON.object(keys.map { ($0, .string($0)) }).rendered()
        let reference = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0 as Any) })
        #expect(ours == (try Self.foundationText(reference)))
    }

    /// The JSON reporter on findings with every optional field missing or present: SwiftLint's document.
    @Test func jsonReporterMatchesFoundationsDocument() throws {
        let diagnostics = [
            Diagnostic(file: "Sources/A é.swift", line: 3, column: 7, severity: .error, ruleID: "force_try",
                       message: "Force tries should be avoided \"here\"\t\\"),
            Diagnostic(
                file: nil, line: nil, severity: .warning, ruleID: "x", ruleName: "X/Y", message: Self.awkwardText
            ),
        ]
        let reference: [[String: Any]] = diagnostics.map { diagnostic in
            [
                "file": diagnostic.file ?? NSNull(), "line": diagnostic.line ?? NSNull(),
                "character": diagnostic.column ?? NSNull(), "severity": diagnostic.severity.capitalized,
                "type": diagnostic.ruleName, "rule_id": diagnostic.ruleID, "reason": diagnostic.message,
            ]
        }
        #expect(JSONReporter().render(diagnostics) == (try Self.foundationText(reference)) + "\n")
        #expect(JSONReporter().render([]) == (try Self.foundationText([Any]())) + "\n")
    }
}
