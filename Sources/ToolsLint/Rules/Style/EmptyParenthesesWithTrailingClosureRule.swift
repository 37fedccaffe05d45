// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `items.map { … }` rather than `items.map() { … }`, as SwiftLint's `empty_parentheses_with_trailing_closure`.
struct EmptyParenthesesWithTrailingClosureRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "empty_parentheses_with_trailing_closure",
        name: "Empty Parentheses with Trailing Closure",
        description: "When using trailing closures, empty parentheses should be avoided after the method call",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let doubled = values.map { $0 * 2 }\n"),
            Example("let doubled = values.map({ $0 * 2 })\n"),
            Example("let total = values.reduce(0) { $0 + $1 }\n"),
            Example("let empty = values.isEmpty()\n"),
        ],
        triggeringExamples: [
            Example("let doubled = values.map↓() { $0 * 2 }\n"),
            Example("let doubled = values.map↓( ) { $0 * 2 }\n"),
            Example("let doubled = values.map↓() { value in\n    value * 2\n}\n"),
            Example("func run() -> [Int] {\n    return values.map↓() { $0 }\n}\n"),
        ],
        corrections: [
            Correction(Example("let doubled = values.map↓() { $0 * 2 }\n"), "let doubled = values.map { $0 * 2 }\n"),
            Correction(Example("let doubled = values.map↓(  ) { $0 * 2 }\n"), "let doubled = values.map { $0 * 2 }\n"),
            Correction(Example("let doubled = values.map↓(){ $0 * 2 }\n"), "let doubled = values.map { $0 * 2 }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("(") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let closure = node.trailingClosure, let open = node.leftParen, node.arguments.isEmpty else { return }
            let start = open.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = closure.positionAfterSkippingLeadingTrivia.utf8Offset
            found.add(atByte: start, fix: [TextEdit(start..<end, " ")])
        }
    }
}
