// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `run()` rather than `run ()`, as SwiftLint's `no_space_in_method_call`.
struct NoSpaceInMethodCallRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "no_space_in_method_call",
        name: "No Space in Method Call",
        description: "Don't add a space between the method name and the parentheses",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("run()\nobject.run(1)\nobject.run(value: 1)\n"),
            Example("object.run { print($0) }\n"),
            Example("self.init(rgb: (Int) (value))\n"),
            Example("Button {\n    tap()\n} label: {\n    Text(\"a\")\n}\n"),
        ],
        triggeringExamples: [
            Example("run↓ ()\n"),
            Example("object.run↓ (value: 1)\n"),
            Example("object.run↓     () {}\n"),
        ],
        corrections: [
            Correction(Example("run↓ ()\n"), "run()\n"),
            Correction(Example("object.run↓     (value: 1)\n"), "object.run(value: 1)\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(" (") || file.contains("\t(") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.leftParen != nil, !node.calledExpression.is(TupleExprSyntax.self),
                  !node.calledExpression.trailingTrivia.isEmpty else { return }
            let start = node.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
            let end = node.calledExpression.endPosition.utf8Offset
            found.add(atByte: start, fix: [TextEdit(start..<end, "")])
        }
    }
}
