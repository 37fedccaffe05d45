// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A statement label that no `break` or `continue` inside the statement names.
struct UnusedControlFlowLabelRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unused_control_flow_label",
        name: "Unused Control Flow Label",
        description: "Unused control flow label should be removed",
        isCorrectable: true,
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
        ],
        corrections: [
            Correction(Example("let a = 1\n↓outer: while true { break }\n"), "let a = 1\nwhile true { break }\n"),
            Correction(
                Example("func f() {\n    ↓outer:\n    for a in b {\n        ↓inner: for c in d { break }\n    }\n}\n"),
                "func f() {\n    for a in b {\n        for c in d { break }\n    }\n}\n"
            ),
            Correction(
                Example("outer: while true { break outer }\n↓check: switch x {\ndefault: break\n}\n"),
                "outer: while true { break outer }\nswitch x {\ndefault: break\n}\n"
            ),
        ]
    )

    /// `--fix` removes the label and what separates it from its statement.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(":") else { return }
        walk.visitPost(LabeledStmtSyntax.self) { node, found in
            guard Self.isUnused(node) else { return }
            let start = node.label.positionAfterSkippingLeadingTrivia
            found.add(at: start, fix: [TextEdit(from: start, to: node.statement.positionAfterSkippingLeadingTrivia)])
        }
    }

    private static func isUnused(_ node: LabeledStmtSyntax) -> Bool {
        let collector = LabelCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return !collector.labels.contains(node.label.text)
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
