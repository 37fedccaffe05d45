// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

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
