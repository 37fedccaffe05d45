// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `reduce(true) { $0 && … }` walks the whole sequence; `allSatisfy` and `contains` stop early.
struct ReduceBooleanRule: Rule {
    static let description = RuleDescription(
        identifier: "reduce_boolean",
        name: "Reduce Boolean",
        description: "Prefer using `.allSatisfy()` or `.contains()` over `reduce(true)` or `reduce(false)`.",
        nonTriggeringExamples: [
            Example("values.reduce(0) { $0 + $1 }\n"),
            Example("values.reduce(0.0) { $0 + $1 }\n"),
            Example("values.reduce(initial: true) { $0 && $1 > 3 }\n"),
        ],
        triggeringExamples: [
            Example("let all = values.↓reduce(true) { $0 && $1 > 3 }\n"),
            Example("let any = values.↓reduce(false) { $0 || $1 > 3 }\n"),
            Example("let all = checks.↓reduce(true, { $0 && $1(input) })\n"),
            Example("values.↓reduce(into: true) { (result: inout Bool, value) in result = result && value > 3 }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("reduce") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "reduce", let first = node.arguments.first,
                  (first.label?.text ?? "into") == "into",
                  let literal = first.expression.as(BooleanLiteralExprSyntax.self) else { return }
            let suggestion = literal.literal.tokenKind == .keyword(.true) ? "allSatisfy" : "contains"
            found.add(at: called.declName.baseName, reason: "Use `\(suggestion)` instead")
        }
    }
}
