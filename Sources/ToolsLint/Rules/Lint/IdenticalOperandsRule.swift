// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `a.count == a.count` is always true (or false): comparing an expression with itself is a slip. The
/// operands are compared token by token after folding by precedence, trivia ignored, as SwiftLint does.
struct IdenticalOperandsRule: Rule {
    static let description = RuleDescription(
        identifier: "identical_operands",
        name: "Identical Operands",
        description: "Comparing two identical operands is likely a mistake",
        isOptIn: true,
        nonTriggeringExamples: IdenticalOperandsExamples.nonTriggering,
        triggeringExamples: IdenticalOperandsExamples.triggering
    )

    private static let comparisons: Set<String> = ["==", "!=", "===", "!==", ">", ">=", "<", "<="]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            let elements = node.elements
            guard elements.contains(where: { element in
                element.as(BinaryOperatorExprSyntax.self).map { Self.comparisons.contains($0.operator.text) } ?? false
            }) else { return }
            let folded = FoldedSequence(node)
            for operation in folded.operations {
                guard let binary = folded.elements[operation.operatorIndex].as(BinaryOperatorExprSyntax.self),
                      Self.comparisons.contains(binary.operator.text) else { continue }
                let left = Self.operand(operation.left, of: folded)
                let right = Self.operand(operation.right, of: folded)
                let same = left.lazy.flatMap { $0.tokens(viewMode: .sourceAccurate) }
                    .elementsEqual(right.lazy.flatMap { $0.tokens(viewMode: .sourceAccurate) }) { $0.text == $1.text }
                if same, let first = left.first { found.add(at: first) }
            }
        }
    }

    /// The elements of an operand; a `try` or `await` before the whole sequence is not part of the first
    /// operand (folding puts it around the whole expression).
    private static func operand(_ range: ClosedRange<Int>, of folded: FoldedSequence) -> [ExprSyntax] {
        var elements = Array(folded.elements[range])
        if range.lowerBound == 0, let first = elements.first { elements[0] = first.withoutEffectMarkers }
        return elements
    }
}
