// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The standard library's operator precedence, enough to find the operator a flat sequence expression
/// (`a + b * c`) applies last, as a folded tree would have it at its top.
enum OperatorPrecedence {
    /// Higher binds tighter; nil for an operator not in the standard library.
    static func level(of text: String) -> Int? {
        switch text {
        case "<<", ">>", "&<<", "&>>": 10
        case "*", "/", "%", "&*", "&": 9
        case "+", "-", "&+", "&-", "|", "^": 8
        case "...", "..<": 7
        case "??": 5
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=": 4
        case "&&": 3
        case "||": 2
        default: nil
        }
    }

    /// Level of a sequence element that is an operator, or nil when it is an operand. Casts sit at 6,
    /// the ternary at 1 and assignment at 0; unknown operators return -1.
    static func level(ofElement element: ExprSyntax) -> Int? {
        if let binary = element.as(BinaryOperatorExprSyntax.self) { return level(of: binary.operator.text) ?? -1 }
        if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) { return 6 }
        if element.is(UnresolvedTernaryExprSyntax.self) { return 1 }
        if element.is(AssignmentExprSyntax.self) { return 0 }
        if element.is(ArrowExprSyntax.self) { return -1 }
        return nil
    }

    /// Index of the operator applied last in `elements` (the lowest precedence; the rightmost of equals, as
    /// the standard operators but the ternary and assignment associate left), or nil when an operator is
    /// unknown or there is none.
    static func topOperatorIndex(_ elements: [ExprSyntax]) -> Int? {
        var best: (index: Int, level: Int)?
        for (index, element) in elements.enumerated() {
            guard let level = level(ofElement: element) else { continue }
            if level < 0 { return nil }
            if let current = best {
                let rightAssociative = level <= 1
                if level < current.level || (level == current.level && !rightAssociative) { best = (index, level) }
            } else {
                best = (index, level)
            }
        }
        return best?.index
    }
}
