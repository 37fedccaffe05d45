// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A `break` that ends a `case` with other statements does nothing (cases do not fall through), as
/// SwiftLint's `unneeded_break_in_switch` says.
struct UnneededBreakInSwitchRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unneeded_break_in_switch",
        name: "Unneeded Break in Switch",
        description: "Avoid using unneeded break statements",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("switch value {\ncase .a:\n    break\ndefault:\n    break\n}\n"),
            Example("switch value {\ncase .a:\n    for i in list { break }\n}\n"),
            Example("switch value {\ncase .a:\n    run()\n}\n"),
            Example("loop: for i in list {\n    switch i {\n    case 1:\n        run()\n        break loop\n"
                + "    default: break\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("switch value {\ncase .a:\n    run()\n    ↓break\n}\n"),
            Example("switch value {\ncase .a:\n    run()\n    ↓break // done\n}\n"),
            Example("switch value {\ncase .a, .b where ready:\n    run()\n    ↓break\ndefault:\n    run()\n"
                + "    ↓break\n}\n"),
        ],
        corrections: [
            Correction(Example("switch value {\ncase .a:\n    run()\n    ↓break\n}\n"), "switch value {\n"
                + "case .a:\n    run()\n}\n"),
        ]
    )

    /// `--fix` removes the `break` with the line break and indentation before it; a `break` with a comment
    /// before it is left for a person to tidy.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("break") else { return }
        walk.visitPost(SwitchCaseSyntax.self) { node, found in
            let statements = Array(node.statements)
            guard statements.count > 1, let last = statements.last,
                  let breakStatement = last.item.as(BreakStmtSyntax.self), breakStatement.label == nil else { return }
            let start = last.item.positionAfterSkippingLeadingTrivia.utf8Offset
            let previous = statements[statements.count - 2]
            let removable = !last.leadingTrivia.contains(where: \.isComment)
                && !previous.trailingTrivia.contains(where: \.isComment)
            let range = previous.endPositionBeforeTrailingTrivia..<last.endPositionBeforeTrailingTrivia
            found.add(atByte: start, fix: removable ? [TextEdit(from: range.lowerBound, to: range.upperBound)] : [])
        }
    }
}
