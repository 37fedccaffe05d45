// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Just enough operator precedence to read the unfolded sequences the parser produces (`a as? B != nil`
/// is one flat list) the way SwiftLint reads its folded trees: which elements form a comparison's operands.
enum OperatorSequence {
    /// How tightly an operator element binds relative to comparison (0); nil for operands. Unknown
    /// operators are assumed to bind tighter than comparison, as most custom operators do.
    static func precedence(_ element: ExprSyntax) -> Int? {
        if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) { return 2 }
        if element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) { return -3 }
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return nil }
        switch binary.operator.text {
        case "??": return 1
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return 0
        case "&&": return -1
        case "||": return -2
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&<<=", "&>>=", "&+=", "&-=", "&*=":
            return -3
        default: return 3
        }
    }

    /// Indices (in order) of the elements forming the operand next to a comparison operator, starting at
    /// `start` and walking by `step` (-1 for the left operand, 1 for the right one).
    static func operand(in elements: [ExprSyntax], from start: Int, step: Int) -> [Int] {
        var indices: [Int] = []
        var index = start
        while elements.indices.contains(index) {
            if let level = precedence(elements[index]), level <= 0 { break }
            indices.append(index)
            index += step
        }
        return step > 0 ? indices : indices.reversed()
    }

    /// Whether an operand is the single literal `nil`.
    static func isNil(_ operand: [Int], in elements: [ExprSyntax]) -> Bool {
        operand.count == 1 && elements[operand[0]].is(NilLiteralExprSyntax.self)
    }
}

extension ExprSyntax {
    /// The expression inside `try` and `await`, which folding hoists over the whole sequence
    /// (`try a.first { … } == nil` compares the call).
    var withoutEffectMarkers: ExprSyntax {
        if let tryExpression = self.as(TryExprSyntax.self) { return tryExpression.expression.withoutEffectMarkers }
        if let awaitExpression = self.as(AwaitExprSyntax.self) {
            return awaitExpression.expression.withoutEffectMarkers
        }
        return self
    }

    /// The expression itself when it is a call, or the call inside parentheses: `(list.first { … })`.
    var unparenthesizedCall: FunctionCallExprSyntax? {
        if let call = self.as(FunctionCallExprSyntax.self) { return call }
        guard let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first, only.label == nil else { return nil }
        return only.expression.unparenthesizedCall
    }
}
