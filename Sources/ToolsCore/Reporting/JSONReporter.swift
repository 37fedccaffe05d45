// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The fields of SwiftLint's JSON reporter, so scripts written for it keep working. One array of every
/// finding: its elements concatenate with a comma between two files' findings.
public struct JSONReporter: ConcatenatingReporter {
    public static let identifier = "json"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        opening + renderBody(diagnostics) + closing
    }

    /// What `PrettyJSON.array(_:).rendered()` writes around the elements (an empty array is `[`, an empty
    /// line, `]`), and the reporter's final line break.
    public var opening: String { "[\n" }
    public var separator: String { ",\n" }
    public var closing: String { "\n]\n" }

    public func renderBody(_ diagnostics: [Diagnostic]) -> String {
        String(decoding: bodyBytes(diagnostics), as: UTF8.self)
    }

    public func renderBodyData(_ diagnostics: [Diagnostic]) -> Data {
        Data(bodyBytes(diagnostics))
    }

    /// The body as `PrettyJSON.array(…).rendered()` writes the elements of an array of objects with these
    /// fields, written field by field: a report of a large tree has hundreds of thousands of findings, and a
    /// `PrettyJSON` value per field (a boxed enum) and its key order looked up per object were a tenth of a
    /// cold lint run.
    private func bodyBytes(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var writer = PrettyJSON.Writer()
        writer.bytes.reserveCapacity(diagnostics.count * 320)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { writer.bytes.append(contentsOf: ",\n".utf8) }
            writer.indent(1)
            writer.writeOpening(UInt8(ascii: "{"))
            for (position, field) in Self.fields.enumerated() {
                writer.writeKey(field.key, first: position == 0, depth: 2)
                switch field {
                case .file: writer.writeString(diagnostic.file)
                case .line: writer.writeInteger(diagnostic.line)
                case .character: writer.writeInteger(diagnostic.column)
                case .severity: writer.writeString(diagnostic.severity.capitalized)
                case .type: writer.writeString(diagnostic.ruleName)
                case .ruleID: writer.writeString(diagnostic.ruleID)
                case .reason: writer.writeString(diagnostic.message)
                }
            }
            writer.writeClosing(UInt8(ascii: "}"), depth: 1)
        }
        return writer.bytes
    }

    /// A finding's fields, in the order `.sortedKeys` writes them (worked out once, with its comparison).
    private enum Field: CaseIterable {
        case file, line, character, severity, type, ruleID, reason

        var key: String {
            switch self {
            case .file: "file"
            case .line: "line"
            case .character: "character"
            case .severity: "severity"
            case .type: "type"
            case .ruleID: "rule_id"
            case .reason: "reason"
            }
        }
    }

    private static let fields = Field.allCases.sorted { PrettyJSON.keyPrecedes($0.key, $1.key) }
}
