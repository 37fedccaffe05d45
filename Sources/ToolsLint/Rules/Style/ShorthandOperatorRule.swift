// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `total += value` rather than `total = total + value`, as SwiftLint's `shorthand_operator`.
struct ShorthandOperatorRule: Rule {
    static let description = RuleDescription(
        identifier: "shorthand_operator",
        name: "Shorthand Operator",
        description: "Prefer shorthand operators (+=, -=, *=, /=) over doing the operation and assigning",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("total -= 1\ntotal += value\n"),
            Example("self.total = total / 2\ntotal = self.total + 1\n"),
            Example("page = ceil(offset * width)\ntotal = compute(total + 1)\n"),
            Example("func -= (lhs: inout Money, rhs: Int) {\n    lhs = lhs - rhs\n}\n"),
            Example("angle = flag ? angle : -angle\n"),
            Example("seconds = seconds * 60 + value\n"),
            Example("total = total - a - b\n"),
        ],
        triggeringExamples: [
            Example("↓total = total * 2\n"),
            Example("↓total = total / divisor\n"),
            Example("↓box.size = box.size - 1\n"),
            Example("↓self.size = self.size * 2\n"),
            Example("↓total = total + i / count\n"),
        ]
    )

    static let operators: Set<String> = ["-", "/", "+", "*"]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("=") else { return }
        walk.visit(FunctionDeclSyntax.self) { node, _ in
            if case .binaryOperator(let name) = node.name.tokenKind,
               ShorthandOperatorRule.operators.contains(String(name.dropLast())), name.hasSuffix("=") {
                return .skipChildren
            }
            return .visitChildren
        }
        // `x = x + y`: the assignment is the sequence's last operation, and the operation it assigns has `x`
        // alone on its left.
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            // The shape first, without folding (most sequences are not `x = x + …`); then the precedence. A
            // sequence with an operator the standard library does not declare is left alone.
            let flat = Array(node.elements)
            guard flat.count >= 5, flat[1].is(AssignmentExprSyntax.self),
                  let flatOperator = flat[3].as(BinaryOperatorExprSyntax.self),
                  ShorthandOperatorRule.operators.contains(flatOperator.operator.text),
                  flat[0].trimmedDescription == flat[2].trimmedDescription,
                  !flat.contains(where: FoldedSequence.isUnknownOperator) else { return }
            let folded = FoldedSequence(node)
            let elements = folded.elements
            guard let assignment = folded.operations.first, assignment.operatorIndex == 1,
                  elements[1].is(AssignmentExprSyntax.self),
                  let operation = folded.operations.first(where: { $0.left.lowerBound == 2 }),
                  operation.operatorIndex == 3, operation.right.upperBound == assignment.right.upperBound,
                  let binary = elements[3].as(BinaryOperatorExprSyntax.self),
                  ShorthandOperatorRule.operators.contains(binary.operator.text),
                  elements[0].trimmedDescription == elements[2].trimmedDescription else { return }
            found.add(at: elements[0])
        }
    }
}
