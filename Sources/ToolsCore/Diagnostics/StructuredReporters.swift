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
        let objects = diagnostics.map { diagnostic in
            PrettyJSON.object([
                ("file", .string(diagnostic.file)),
                ("line", .integer(diagnostic.line)),
                ("character", .integer(diagnostic.column)),
                ("severity", .string(diagnostic.severity.capitalized)),
                ("type", .string(diagnostic.ruleName)),
                ("rule_id", .string(diagnostic.ruleID)),
                ("reason", .string(diagnostic.message)),
            ])
        }
        return PrettyJSON.renderedElements(objects)
    }
}

/// JUnit XML: one test suite, one failing test case per diagnostic, as CI dashboards expect.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let cases = diagnostics.map { diagnostic in
            let details = "\(diagnostic.severity.capitalized):\(diagnostic.location): \(diagnostic.message)"
            return JUnitDocument.TestCase(
                className: diagnostic.ruleID, name: diagnostic.location,
                outcome: diagnostic.severity == .error
                    ? .error(message: diagnostic.message, details: details)
                    : .failure(message: diagnostic.message, details: details)
            )
        }
        return JUnitDocument(suites: [JUnitDocument.Suite(name: "tools", cases: cases)]).rendered()
    }
}

/// Checkstyle XML, read by Jenkins' warnings plugin and many code-review bots: an element per file, in path
/// order, inside the document's root element.
public struct CheckstyleReporter: ConcatenatingReporter {
    public static let identifier = "checkstyle"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        opening + renderBody(diagnostics) + closing
    }

    public var opening: String { "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n" }
    public var closing: String { "</checkstyle>\n" }

    public func renderBody(_ diagnostics: [Diagnostic]) -> String {
        var xml = ""
        let byFile = Dictionary(grouping: diagnostics) { $0.file ?? "" }
        for file in byFile.keys.sorted() {
            xml += "  <file name=\"\(xmlEscaped(file))\">\n"
            for diagnostic in byFile[file] ?? [] {
                xml += "    <error line=\"\(diagnostic.line ?? 0)\" column=\"\(diagnostic.column ?? 0)\" "
                xml += "severity=\"\(diagnostic.severity.rawValue)\" message=\"\(xmlEscaped(diagnostic.message))\" "
                xml += "source=\"tools.rules.\(xmlEscaped(diagnostic.ruleID))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml
    }
}

/// SARIF 2.1.0, the format GitHub code scanning and many IDEs import.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let ruleIDs = Array(Set(diagnostics.map(\.ruleID))).sorted()
        let names = Dictionary(diagnostics.map { ($0.ruleID, $0.ruleName) }, uniquingKeysWith: { first, _ in first })
        let rules = ruleIDs.map { id in
            PrettyJSON.object([
                ("id", .string(id)), ("name", .string(names[id] ?? id)),
                ("shortDescription", .object([("text", .string(names[id] ?? id))])),
            ])
        }
        let results = diagnostics.map { diagnostic in
            var region: [(key: String, value: PrettyJSON)] = []
            if let line = diagnostic.line { region.append(("startLine", .integer(line))) }
            if let column = diagnostic.column { region.append(("startColumn", .integer(column))) }
            var physical: [(key: String, value: PrettyJSON)] = [
                ("artifactLocation", .object([("uri", .string(Self.uri(forPath: diagnostic.file ?? "")))])),
            ]
            if !region.isEmpty { physical.append(("region", .object(region))) }
            return PrettyJSON.object([
                ("ruleId", .string(diagnostic.ruleID)),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ])
        }
        let driver = PrettyJSON.object([
            ("name", .string("tools")), ("informationUri", .string("https://github.com")), ("rules", .array(rules)),
        ])
        let log = PrettyJSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
        return log.rendered() + "\n"
    }

    /// SARIF's `uri` is an RFC 3986 URI reference: a relative path with every character outside the
    /// unreserved set and `/` percent-encoded (spaces, `%`, `#`, `?`, non-ASCII).
    static func uri(forPath path: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
