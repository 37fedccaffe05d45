// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `assert(false, …)` is `assertionFailure(…)` said indirectly.
struct DiscouragedAssertRule: Rule {
    static let description = RuleDescription(
        identifier: "discouraged_assert",
        name: "Discouraged Assert",
        description: "Prefer `assertionFailure()` and/or `preconditionFailure()` over `assert(false)`",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("assert(true)\n"),
            Example("assert(true, \"foobar\")\n"),
            Example("assert(true, \"foobar\", file: \"toto\", line: 42)\n"),
            Example("assert(false || true)\n"),
            Example("XCTAssert(false)\n"),
            Example("assert(condition: false)\nSwift.assert(false)\n"),
        ],
        triggeringExamples: [
            Example("↓assert(false)\n"),
            Example("↓assert(false, \"foobar\")\n"),
            Example("↓assert(false, \"foobar\", file: \"toto\", line: 42)\n"),
            Example("↓assert(   false    , \"foobar\")\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("assert") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "assert",
                  let first = node.arguments.first, first.label == nil,
                  first.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            else { return }
            found.add(at: node)
        }
    }
}
