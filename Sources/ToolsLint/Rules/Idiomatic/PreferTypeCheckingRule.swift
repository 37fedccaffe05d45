// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `value as? T != nil` casts only to test; `value is T` says that directly.
struct PreferTypeCheckingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "prefer_type_checking",
        name: "Prefer Type Checking",
        description: "Prefer `a is X` to `a as? X != nil`",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let view = item as? View\n"),
            Example("let isView = item is View\n"),
            Example("if let view = item as? View {\n    view.draw()\n}\n"),
            Example("let same = item as View != nil\n"),
            Example("let same = item as? View? != nil\n"),
            Example("let count = nil != item as? Int ?? 1\n"),
            Example("let found = item as? Int ?? 2 != nil\n"),
        ],
        triggeringExamples: [
            Example("let isView = item ↓as? View != nil\n"),
            Example("let isView = 2 * x ↓as? Double != nil\n"),
            Example("if item ↓as? View != nil {\n    draw()\n}\n"),
            Example("let isView = nil != item ↓as? View\n"),
            Example("let both = ready && item ↓as? View != nil\n"),
            Example("let both = nil != item ↓as? View && ready\n"),
        ],
        corrections: [
            Correction(Example("let isView = item ↓as? View != nil\n"), "let isView = item is View\n"),
            Correction(Example("let isView = nil != item ↓as? View\n"), "let isView = item is View\n"),
            Correction(Example("if ready && 2 * x ↓as? Double != nil {}\n"), "if ready && 2 * x is Double {}\n"),
        ]
    )

    /// Each `!=` whose operands, after precedence folding, are `nil` and an `as?` cast; `--fix` rewrites the
    /// comparison as `value is T`.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("as?") else { return }
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            // Only a comparison with `nil` can hold a finding: the sequence is folded only then.
            guard node.elements.contains(where: { $0.is(NilLiteralExprSyntax.self) }) else { return }
            for match in Self.matches(in: FoldedSequence(node)) {
                let start = match.cast.asKeyword.positionAfterSkippingLeadingTrivia
                let replacement = "is \(match.type.trimmedDescription)"
                if let operandStart = match.reversedOperandStart {
                    found.add(at: start, fix: [
                        TextEdit(from: match.nilLiteral.positionAfterSkippingLeadingTrivia,
                                 to: operandStart.positionAfterSkippingLeadingTrivia),
                        TextEdit(from: start, to: match.type.endPositionBeforeTrailingTrivia, with: replacement),
                    ])
                } else {
                    let end = match.nilLiteral.endPositionBeforeTrailingTrivia
                    found.add(at: start, fix: [TextEdit(from: start, to: end, with: replacement)])
                }
            }
        }
    }

    /// One `x as? T != nil` (or `nil != x as? T`) in an operator sequence.
    private struct Match {
        var cast: UnresolvedAsExprSyntax
        var type: ExprSyntax
        var nilLiteral: ExprSyntax
        /// The first element of the cast operand when `nil` comes first.
        var reversedOperandStart: ExprSyntax?
    }

    private static func matches(in folded: FoldedSequence) -> [Match] {
        let elements = folded.elements
        var matches: [Match] = []
        for operation in folded.operations where isNotEqual(elements[operation.operatorIndex]) {
            let (left, right) = (operation.left, operation.right)
            if folded.single(right)?.is(NilLiteralExprSyntax.self) == true,
               let cast = conditionalCast(left, in: elements) {
                matches.append(Match(
                    cast: cast, type: elements[left.upperBound], nilLiteral: elements[right.lowerBound]
                ))
            } else if folded.single(left)?.is(NilLiteralExprSyntax.self) == true,
                      let cast = conditionalCast(right, in: elements) {
                matches.append(Match(
                    cast: cast, type: elements[right.upperBound], nilLiteral: elements[left.lowerBound],
                    reversedOperandStart: elements[right.lowerBound]
                ))
            }
        }
        return matches
    }

    private static func isNotEqual(_ element: ExprSyntax) -> Bool {
        element.as(BinaryOperatorExprSyntax.self)?.operator.tokenKind == .binaryOperator("!=")
    }

    /// The `as?` that is the root of `operand`: the last cast, with no looser `??` beside it, to a
    /// non-optional type (`x as? T? != nil` tests something else).
    private static func conditionalCast(
        _ operand: ClosedRange<Int>, in elements: [ExprSyntax]
    ) -> UnresolvedAsExprSyntax? {
        let isCoalescing = { (element: ExprSyntax) in
            element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        }
        guard operand.count >= 3, !elements[operand].contains(where: isCoalescing),
              let cast = elements[operand.upperBound - 1].as(UnresolvedAsExprSyntax.self),
              cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
              elements[operand.upperBound].as(TypeExprSyntax.self)?.type.is(OptionalTypeSyntax.self) != true
        else { return nil }
        return cast
    }
}
