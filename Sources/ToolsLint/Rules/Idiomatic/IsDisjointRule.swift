// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `a.intersection(b).isEmpty` builds a set only to test it; `a.isDisjoint(with: b)` does not.
struct IsDisjointRule: Rule {
    static let description = RuleDescription(
        identifier: "is_disjoint",
        name: "Is Disjoint",
        description: "Prefer using `Set.isDisjoint(with:)` over `Set.intersection(_:).isEmpty`",
        nonTriggeringExamples: [
            Example("_ = Set(kinds).isDisjoint(with: others)\n"),
            Example("let overlaps = !tags.isDisjoint(with: filter.tags)\n"),
            Example("_ = Set(kinds).intersection(others)\n"),
            Example("_ = tags.intersection(other).count\n"),
        ],
        triggeringExamples: [
            Example("_ = Set(kinds).↓intersection(others).isEmpty\n"),
            Example("let overlaps = !tags.↓intersection(filter.tags).isEmpty\n"),
            Example("let none = (tags.↓intersection(other)).isEmpty\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("intersection") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            guard node.declName.baseName.text == "isEmpty",
                  let call = node.base?.unparenthesizedCall,
                  let called = call.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "intersection" else { return }
            found.add(at: called.declName.baseName)
        }
    }
}
