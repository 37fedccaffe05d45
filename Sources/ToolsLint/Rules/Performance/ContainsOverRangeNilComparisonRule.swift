// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `text.contains(part)` rather than `text.range(of: part) != nil`, as SwiftLint's opt-in
/// `contains_over_range_nil_comparison` (a `range(of:)` call with no other argument, compared with `nil`).
struct ContainsOverRangeNilComparisonRule: Rule {
    static let description = RuleDescription(
        identifier: "contains_over_range_nil_comparison",
        name: "Contains over Range Comparison to Nil",
        description: "Prefer `contains` over `range(of:) != nil` and `range(of:) == nil`",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let range = myString.range(of: \"Test\")\n"),
            Example("myString.contains(\"Test\")\n"),
            Example("!myString.contains(\"Test\")\n"),
            Example("resourceString.range(of: rule.regex, options: .regularExpression) != nil\n"),
            Example("let found = nil != myString.range(of: \"Test\")\n"),
        ],
        triggeringExamples: [
            Example("↓myString.range(of: \"Test\") != nil\n"),
            Example("↓myString.range(of: \"Test\") == nil\n"),
            Example("let both = ready && ↓text.range(of: part) != nil\n"),
            Example("let found = try (↓text.range(of: part)) == nil\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("range"), file.contains("nil") else { return }
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            guard node.elements.contains(where: { $0.is(NilLiteralExprSyntax.self) }) else { return }
            let folded = FoldedSequence(node)
            for operation in folded.operations {
                guard let binary = folded.elements[operation.operatorIndex].as(BinaryOperatorExprSyntax.self),
                      binary.operator.tokenKind.isEqualOrNotEqualOperator,
                      folded.single(operation.right)?.is(NilLiteralExprSyntax.self) == true,
                      let call = folded.single(operation.left)?.withoutEffectMarkers.callOrSingleParenthesizedCall,
                      call.arguments.count == 1, call.arguments.first?.label?.text == "of",
                      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "range"
                else { continue }
                found.add(at: call)
            }
        }
    }
}
