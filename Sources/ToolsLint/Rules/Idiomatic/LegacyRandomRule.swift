// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Int.random(in:)` and the like rather than `arc4random()`, as SwiftLint's `legacy_random`.
struct LegacyRandomRule: Rule {
    static let description = RuleDescription(
        identifier: "legacy_random",
        name: "Legacy Random",
        description: "Prefer using `type.random(in:)` over legacy functions",
        nonTriggeringExamples: [
            Example("let roll = Int.random(in: 1...6)\n"),
            Example("let chance = Double.random(in: 0..<1)\n"),
        ],
        triggeringExamples: [
            Example("let value = ↓arc4random()\n"),
            Example("let roll = ↓arc4random_uniform(6)\n"),
            Example("let chance = ↓drand48()\n"),
        ]
    )

    static let functions: Set<String> = ["arc4random", "arc4random_uniform", "drand48"]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("arc4random") || file.contains("drand48") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               LegacyRandomRule.functions.contains(name) {
                found.add(at: node.positionAfterSkippingLeadingTrivia)
            }
        }
    }
}
