// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `case` labels in the column of the switch's closing brace, or indented past it with `indented_cases`,
/// as SwiftLint's `switch_case_alignment`.
struct SwitchCaseAlignmentRule: Rule {
    static let description = RuleDescription(
        identifier: "switch_case_alignment",
        name: "Switch and Case Statement Alignment",
        description: "Case statements should vertically align with their closing brace, or indented if configured "
            + "otherwise.",
        nonTriggeringExamples: [
            Example("switch flag {\ncase true: // yes\n    run()\ncase false:\n    stop()\n}\n"),
            Example("if ready {\n    switch flag {\n    case true:\n        run()\n    default:\n"
                + "        stop()\n    }\n}\n"),
            Example("func f() -> Int {\n    return switch i {\n    case 1: 1\n    default: 2\n    }\n}\n"),
            Example("switch flag {\n    case true:\n        run()\n    case false:\n        stop()\n}\n"
                + "", options: "indented_cases: true"),
        ],
        triggeringExamples: [
            Example("switch flag {\n    ↓case true:\n        run()\n    ↓case false:\n        stop()\n}\n"),
            Example("switch flag {\ncase true:\n    run()\n    ↓case false:\n        stop()\n}\n"),
            Example("let a = switch i {\ncase 1: 1\n    ↓default: 2\n}\n"),
            Example("switch flag {\n↓case true:\n    run()\n}\n", options: "indented_cases: true"),
            Example(
                "switch flag {\n    case true:\n        run()\n      ↓case false:\n        stop()\n}\n"
                    + "", options: "indented_cases: true"
            ),
        ]
    )

    var indentedCases = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("indented_cases", \.indentedCases, "cases are indented within the braces")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("switch") else { return }
        /// Columns in bytes, as SwiftLint's location converter counts them.
        func column(_ position: AbsolutePosition) -> Int {
            let line = file.lineNumber(atByte: position.utf8Offset)
            return position.utf8Offset - file.lineStarts[line - 1] + 1
        }
        walk.visitPost(SwitchExprSyntax.self) { node, found in
            guard let first = node.cases.first else { return }
            let braceColumn = column(node.rightBrace.positionAfterSkippingLeadingTrivia)
            let firstColumn = column(first.positionAfterSkippingLeadingTrivia)
            let reason = "Case statements should "
                + (indentedCases ? "be indented within" : "vertically aligned with") + " their closing brace"
            for item in node.cases where item.is(SwitchCaseSyntax.self) {
                let position = item.positionAfterSkippingLeadingTrivia
                let caseColumn = column(position)
                let misplaced = indentedCases
                    ? caseColumn <= braceColumn || caseColumn != firstColumn
                    : caseColumn != braceColumn
                if misplaced { found.add(at: position, reason: reason) }
            }
        }
    }
}
