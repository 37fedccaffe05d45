// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.flatMap { … }` rather than `list.map { … }.reduce([], +)`, which copies the growing array at every
/// step, as SwiftLint's opt-in `flatmap_over_map_reduce` (any `reduce([], +)` call counts).
struct FlatMapOverMapReduceRule: Rule {
    static let description = RuleDescription(
        identifier: "flatmap_over_map_reduce",
        name: "Flat Map over Map Reduce",
        description: "Prefer `flatMap` over `map` followed by `reduce([], +)`",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let foo = bar.map { $0.count }.reduce(0, +)\n"),
            Example("let foo = bar.flatMap { $0.array }\n"),
            Example("let foo = bar.map { $0.array }.reduce([0], +)\n"),
        ],
        triggeringExamples: [
            Example("let foo = ↓bar.map { $0.array }.reduce([], +)\n"),
            Example("let all = ↓groups.reduce([], +)\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("reduce") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "reduce",
                  node.arguments.count == 2,
                  node.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.isEmpty == true,
                  node.arguments.last?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "+"
            else { return }
            found.add(at: node)
        }
    }
}
