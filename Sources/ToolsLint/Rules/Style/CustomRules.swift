// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

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
