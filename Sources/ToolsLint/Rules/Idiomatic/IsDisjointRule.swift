// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `a.intersection(b).isEmpty` builds a set only to test it; `a.isDisjoint(with: b)` does not.
public struct IsDisjointRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("intersection") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: MemberAccessExprSyntax) {
            guard node.declName.baseName.text == "isEmpty",
                  let call = node.base?.unparenthesizedCall,
                  let called = call.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "intersection" else { return }
            add(called.declName.baseName)
        }
    }
}
