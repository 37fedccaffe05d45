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

/// All custom rules of the configuration, run as one rule so that the file's text is decoded once.
public struct CustomRules: Rule {
    public static let description = RuleDescription(
        identifier: "custom_rules",
        name: "Custom Rules",
        description: "Create custom rules by providing a regex string; limit them to paths and kinds of code",
        nonTriggeringExamples: [
            Example("let a = 1\n", options: "no_print:\n  regex: 'print\\('"),
            Example("// print(\"x\")\n",
                    options: "no_print:\n  regex: 'print\\('\n  match_kinds: [identifier]"),
            Example("print(\"x\")\n", options: "no_print:\n  regex: 'print\\('\n  excluded: 'Sources/App/.*'"),
        ],
        triggeringExamples: [
            Example("let a = 1\n↓print(a)\n", options: "no_print:\n  regex: 'print\\('"),
            Example("↓print(\"x\") // print(\"y\")\n",
                    options: "no_print:\n  regex: 'print\\('\n  match_kinds: [identifier]"),
            Example("let s = \"\u{e9}\"; ↓print(s)\n", options: "no_print:\n  regex: 'print\\('"),
        ]
    )

    public var rules: [CustomRule] = []

    /// The configuration builds the custom rules from the `custom_rules` section, one by one, so that one
    /// that cannot be built is dropped with a warning while the others run; what is shown is each custom
    /// rule in effect, by its identifier.
    public static var options: [RuleOption<Self>] {
        [
            .custom(
                keys: [], "custom rules by identifier: regex, name, message, severity, included, excluded, "
                    + "excluded_match_kinds, capture_group",
                read: { _, _ throws(ConfigurationError) in },
                values: { settings in settings.rule.rules.map { OptionEntry($0.identifier, $0.yaml) } }
            ),
        ]
    }

    public init() {}

    public init(rules: [CustomRule]) {
        self.rules = rules
    }

    public func register(_ walk: inout FileWalk, for file: LintFile) {
        let paths = [file.relativePath] + (file.absolutePath.map { [$0] } ?? [])
        let applicable = rules.filter { $0.applies(to: paths) }
        guard !applicable.isEmpty else { return }
        walk.atEnd { found in
            for finding in Self.findings(of: applicable, in: file) { found.add(finding) }
        }
    }

    private static func findings(of applicable: [CustomRule], in file: LintFile) -> [RuleFinding] {
        let text = file.text
        let utf16 = text.utf16
        let base = file.hasByteOrderMark ? 3 : 0
        let whole = NSRange(location: 0, length: utf16.count)
        var kinds: [(range: Range<Int>, kind: String)]?
        var findings: [RuleFinding] = []
        for rule in applicable {
            let (matches, complete) = Self.matches(of: rule.regex, in: text, range: whole)
            if !complete {
                // A regex that backtracks without end would hold the run (SwiftLint waits for it); its
                // findings so far stand, and the file says where checking stopped.
                findings.append(RuleFinding(
                    location: .byte(base), reason: "Custom rule '\(rule.identifier)': the regex ran longer than "
                        + "\(Int(Self.timeLimit)) s on this file and was stopped; the rest of the file is not checked",
                    severity: .warning, edits: [], ruleID: rule.identifier
                ))
            }
            for match in matches {
                let group = rule.captureGroup < match.numberOfRanges ? rule.captureGroup : 0
                let nsRange = match.range(at: group)
                guard let range = Range(nsRange, in: text) else { continue }
                let start = base + text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                let end = base + text.utf8.distance(from: text.startIndex, to: range.upperBound)
                if !rule.excludedKinds.isEmpty {
                    if kinds == nil { kinds = SyntaxKindMap.classify(file) }
                    let touched = (kinds ?? []).filter { $0.range.overlaps(start..<max(end, start + 1)) }.map(\.kind)
                    if touched.contains(where: rule.excludedKinds.contains) { continue }
                }
                findings.append(RuleFinding(
                    location: .byte(start), reason: rule.message, severity: rule.severity, edits: [],
                    ruleID: rule.identifier
                ))
            }
        }
        return findings
    }

    /// Seconds one custom rule's regex may take on one file.
    static let timeLimit: Double = 5

    /// The matches of `regex` in `text`, and whether the search finished within `timeLimit`: the progress
    /// callback also comes during one long match, so a catastrophic pattern is stopped too.
    private static func matches(
        of regex: NSRegularExpression, in text: String, range: NSRange
    ) -> (matches: [NSTextCheckingResult], complete: Bool) {
        let deadline = Date(timeIntervalSinceNow: timeLimit)
        var matches: [NSTextCheckingResult] = []
        var complete = true
        regex.enumerateMatches(in: text, options: [.reportProgress], range: range) { match, _, stop in
            if let match { matches.append(match) }
            if Date() > deadline {
                complete = false
                stop.pointee = true
            }
        }
        return (matches, complete)
    }
}
