// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One rule of SwiftLint's `custom_rules`: a regular expression with a message, optionally limited to
/// files (`included` / `excluded`, regular expressions on the path) and to kinds of code (`match_kinds`).
public struct CustomRule: Sendable {
    public var identifier: String
    public var name: String
    public var message: String
    public var severity: Severity
    public var regex: NSRegularExpression
    public var included: [NSRegularExpression]
    public var excluded: [NSRegularExpression]
    /// Kinds a match may not touch: those outside `match_kinds`, or `excluded_match_kinds`.
    public var excludedKinds: Set<String>
    public var captureGroup: Int

    static let keys: Set<String> = [
        "name", "regex", "message", "severity", "included", "excluded", "match_kinds", "excluded_match_kinds",
        "capture_group",
    ]

    public init(identifier: String, node: ConfigNode) throws(ConfigurationError) {
        self.identifier = identifier
        guard node.isMapping else { throw node.error("expected a mapping with at least a 'regex' key") }
        try RuleOptions.rejectUnknownKeys(node, known: Self.keys)
        name = try node["name"]?.string() ?? identifier
        message = try node["message"]?.string() ?? "Regex matched"
        severity = try node["severity"].map { value throws(ConfigurationError) in
            try RuleOptions.severity(value)
        } ?? .warning
        guard let regexNode = node["regex"] else {
            throw node.error("custom rule '\(identifier)' has no 'regex'", hint: "add regex: <pattern>")
        }
        let options: NSRegularExpression.Options = [.anchorsMatchLines, .dotMatchesLineSeparators]
        regex = try Self.compile(try regexNode.string(), options: options, rule: identifier, at: regexNode)
        func patterns(_ key: String) throws(ConfigurationError) -> [NSRegularExpression] {
            guard let value = node[key] else { return [] }
            var result: [NSRegularExpression] = []
            for pattern in try value.strings() {
                result.append(try Self.compile(pattern, options: [], rule: identifier, at: value))
            }
            return result
        }
        included = try patterns("included")
        excluded = try patterns("excluded")
        var excludedKinds = Set<String>()
        if let value = node["match_kinds"] {
            let kinds = try Self.kinds(value, rule: identifier)
            excludedKinds = SyntaxKindMap.allKinds.subtracting(kinds)
        }
        if let value = node["excluded_match_kinds"] {
            excludedKinds.formUnion(try Self.kinds(value, rule: identifier))
        }
        self.excludedKinds = excludedKinds
        captureGroup = try node["capture_group"]?.int() ?? 0
    }

    private static func kinds(_ node: ConfigNode, rule: String) throws(ConfigurationError) -> Set<String> {
        let kinds = Set(try node.strings())
        if let unknown = kinds.subtracting(SyntaxKindMap.allKinds).sorted().first {
            throw node.error(
                "custom rule '\(rule)': unknown match kind '\(unknown)'",
                hint: "use one of \(SyntaxKindMap.allKinds.sorted().joined(separator: ", "))"
            )
        }
        return kinds
    }

    private static func compile(
        _ pattern: String, options: NSRegularExpression.Options, rule: String, at node: ConfigNode
    ) throws(ConfigurationError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            throw node.error("custom rule '\(rule)': invalid regular expression '\(pattern)'",
                             hint: "fix the pattern (ICU syntax, as SwiftLint uses)")
        }
    }

    /// The rule's keys, as it is in effect (`match_kinds` shown as the kinds it leaves out).
    var yaml: OptionYAML {
        var entries = [
            OptionEntry("name", .string(name)), OptionEntry("regex", .string(regex.pattern)),
            OptionEntry("message", .string(message)), OptionEntry("severity", severity.yaml),
        ]
        if !included.isEmpty { entries.append(OptionEntry("included", included.map(\.pattern).yaml)) }
        if !excluded.isEmpty { entries.append(OptionEntry("excluded", excluded.map(\.pattern).yaml)) }
        if !excludedKinds.isEmpty {
            entries.append(OptionEntry("excluded_match_kinds", excludedKinds.yaml))
        }
        if captureGroup != 0 { entries.append(OptionEntry("capture_group", captureGroup.yaml)) }
        return .mapping(entries)
    }

    /// SwiftLint matches `included` / `excluded` against the absolute path; patterns written for the
    /// path relative to the lint root (`^Sources/`) are accepted too.
    func applies(to paths: [String]) -> Bool {
        func matches(_ expression: NSRegularExpression) -> Bool {
            paths.contains { path in
                expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            }
        }
        if !included.isEmpty, !included.contains(where: matches) { return false }
        return !excluded.contains(where: matches)
    }
}
