// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `value ?? nil` is `value`: the right side is only evaluated when the left is nil, to give nil again.
struct RedundantNilCoalescingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "redundant_nil_coalescing",
        name: "Redundant Nil Coalescing",
        description: "nil coalescing operator is only evaluated if the lhs is nil, coalescing operator with nil as rhs "
            + "is redundant",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("var myVar: Int?; myVar ?? 0\n"),
            Example("let value = cache[key] ?? fallback ?? 0\n"),
        ],
        triggeringExamples: [
            Example("var myVar: Int? = nil; myVar ↓?? nil\n"),
            Example("let value = first ↓?? nil ?? other\n"),
            Example("let value = cache[key]↓\n    ?? nil\n"),
        ],
        corrections: [
            Correction(
                Example("var myVar: Int? = nil; let foo = myVar ↓?? nil\n"),
                "var myVar: Int? = nil; let foo = myVar\n"
            ),
            Correction(Example("let value = (first ↓?? nil)\n"), "let value = (first)\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("??") else { return }
        // SwiftLint reports the `??` token at its full position, leading trivia included: an operator that
        // starts a line is reported at the end of the line before.
        walk.visitPost(BinaryOperatorExprSyntax.self) { node, found in
            let token = node.operator
            guard token.tokenKind == .binaryOperator("??"),
                  token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.nil) else { return }
            found.add(at: token.position, fix: Self.fix(removing: node))
        }
    }

    /// `?? nil` ending a sequence is removed with what follows it on the line; elsewhere it is only reported.
    private static func fix(removing node: BinaryOperatorExprSyntax) -> [TextEdit] {
        guard let list = node.parent?.as(ExprListSyntax.self), list.count > 2,
              let last = list.last, last.is(NilLiteralExprSyntax.self) else { return [] }
        let elements = Array(list)
        guard elements[elements.count - 2].id == node.id else { return [] }
        let kept = elements[elements.count - 3]
        return [TextEdit(from: kept.endPositionBeforeTrailingTrivia, to: list.endPosition)]
    }
}
