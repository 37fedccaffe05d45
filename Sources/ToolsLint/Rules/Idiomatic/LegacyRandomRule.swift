// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Int.random(in:)` and the like rather than `arc4random()`, as SwiftLint's `legacy_random`.
public struct LegacyRandomRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("arc4random") || file.contains("drand48") else { return [] }
        return violations(walking: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: PositionCollector {
        override func visitPost(_ node: FunctionCallExprSyntax) {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               LegacyRandomRule.functions.contains(name) {
                add(node.positionAfterSkippingLeadingTrivia)
            }
        }
    }
}
