// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A statement label that no `break` or `continue` inside the statement names.
public struct UnusedControlFlowLabelRule: Rule {
    public static let description = RuleDescription(
        identifier: "unused_control_flow_label",
        name: "Unused Control Flow Label",
        description: "Unused control flow label should be removed",
        nonTriggeringExamples: [
            Example("outer: while true { break outer }\n"),
            Example("outer: while true { continue outer }\n"),
            Example("outer:\n    while true { break outer }\n"),
            Example("while true { break }\n"),
            Example("outer: for item in items { for other in item.children { continue outer } }\n"),
            Example("check: switch value {\ncase 1: print(1)\ndefault: break check\n}\n"),
            Example("outer: repeat {\n    if done {\n        break outer\n    }\n} while true\n"),
        ],
        triggeringExamples: [
            Example("↓outer: while true { break }\n"),
            Example("↓outer: while true { break other }\n"),
            Example("↓outer: for item in items { break }\n"),
            Example("↓check: switch value {\ncase 1: print(1)\ndefault: break\n}\n"),
            Example("↓outer: repeat {\n    if done {\n        break\n    }\n} while true\n"),
            Example("↓outer: for a in b { inner: for c in d { break inner } }\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ToolError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains(":") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: LabeledStmtSyntax) {
            let collector = LabelCollector(viewMode: .sourceAccurate)
            collector.walk(node)
            if !collector.labels.contains(node.label.text) { add(node.label) }
        }
    }

    /// Every label that a `break` or `continue` names.
    private final class LabelCollector: SyntaxVisitor {
        var labels: Set<String> = []

        override func visitPost(_ node: BreakStmtSyntax) {
            if let label = node.label { labels.insert(label.text) }
        }

        override func visitPost(_ node: ContinueStmtSyntax) {
            if let label = node.label { labels.insert(label.text) }
        }
    }
}
