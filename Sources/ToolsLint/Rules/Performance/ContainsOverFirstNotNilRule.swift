// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.first(where: p) != nil` asks whether an element matches: that is `list.contains(where: p)`.
public struct ContainsOverFirstNotNilRule: Rule {
    public static let description = RuleDescription(
        identifier: "contains_over_first_not_nil",
        name: "Contains over First not Nil",
        description: "Prefer `contains` over `first(where:) != nil` and `firstIndex(where:) != nil`.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let first = items.first(where: { $0 % 2 == 0 })\n"),
            Example("let index = items.firstIndex { $0 % 2 == 0 }\n"),
            Example("let found = nil != items.first(where: isEven)\n"),
            Example("let some = items.first != nil\n"),
        ],
        triggeringExamples: [
            Example("let found = ↓items.first { $0 % 2 == 0 } != nil\n"),
            Example("let found = ↓items.map { $0 + 1 }.first(where: isEven) == nil\n"),
            Example("let found = (↓items.firstIndex { $0 % 2 == 0 }) != nil\n"),
            Example("let both = ready && ↓items.firstIndex(of: 1) != nil\n"),
            Example("XCTAssertTrue(try ↓cursor.first { $0 == 3 } == nil)\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("first") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: ExprListSyntax) {
            let elements = Array(node)
            for index in elements.indices {
                let kind = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text
                guard kind == "!=" || kind == "==" else { continue }
                let left = OperatorSequence.operand(in: elements, from: index - 1, step: -1)
                let right = OperatorSequence.operand(in: elements, from: index + 1, step: 1)
                guard OperatorSequence.isNil(right, in: elements), left.count == 1,
                      let call = elements[left[0]].withoutEffectMarkers.unparenthesizedCall,
                      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      name == "first" || name == "firstIndex" else { continue }
                add(call, reason: "Prefer `contains` over `\(name)(where:) != nil`")
            }
        }
    }
}
