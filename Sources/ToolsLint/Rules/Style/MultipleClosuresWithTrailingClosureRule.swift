// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A call that already passes a closure argument in parentheses should not add a trailing closure, as
/// SwiftLint's `multiple_closures_with_trailing_closure`.
struct MultipleClosuresWithTrailingClosureRule: Rule {
    static let description = RuleDescription(
        identifier: "multiple_closures_with_trailing_closure",
        name: "Multiple Closures with Trailing Closure",
        description: "Trailing closure syntax should not be used when passing more than one closure argument",
        nonTriggeringExamples: [
            Example("let doubled = values.map { $0 * 2 }\n"),
            Example("let total = values.reduce(0) { $0 + $1 }\n"),
            Example("run(first: { $0 }, second: { $0 + 1 })\n"),
            Example("UIView.animate(withDuration: 1) {\n    view.alpha = 0\n}\n"),
            Example("run { print(0) } second: { print(1) }\n"),
        ],
        triggeringExamples: [
            Example("run(first: { $0 }) ↓{ $0 + 1 }\n"),
            Example("UIView.animate(withDuration: 1, animations: {\n    view.alpha = 0\n}) ↓{ _ in\n"
                + "    view.removeFromSuperview()\n}\n"),
            Example("run(first: { $0 }) ↓{ $0 } third: { $0 }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("{") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let closure = node.trailingClosure,
                  node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else { return }
            found.add(at: closure.positionAfterSkippingLeadingTrivia)
        }
    }
}
