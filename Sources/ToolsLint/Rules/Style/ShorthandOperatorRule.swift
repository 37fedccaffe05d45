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
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            let elements = Array(node.elements)
            guard let assignment = OperatorPrecedence.topOperatorIndex(elements),
                  elements[assignment].is(AssignmentExprSyntax.self), assignment == 1 else { return }
            let right = Array(elements[(assignment + 1)...])
            guard let top = OperatorPrecedence.topOperatorIndex(right), top == 1,
                  let binary = right[top].as(BinaryOperatorExprSyntax.self),
                  ShorthandOperatorRule.operators.contains(binary.operator.text),
                  elements[0].trimmedDescription == right[0].trimmedDescription else { return }
            found.add(at: elements[0].positionAfterSkippingLeadingTrivia)
        }
    }
}
