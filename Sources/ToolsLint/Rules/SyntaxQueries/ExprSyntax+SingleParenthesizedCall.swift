// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension ExprSyntax {
    /// The expression itself when it is a call, or a call alone inside one pair of parentheses (labelled or
    /// not): `(list.sorted())`. The performance rules SwiftLint writes over call chains look this deep and
    /// no deeper, so `((list.sorted())).first` is not theirs.
    var callOrSingleParenthesizedCall: FunctionCallExprSyntax? {
        if let call = self.as(FunctionCallExprSyntax.self) { return call }
        guard let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1 else { return nil }
        return tuple.elements.first?.expression.as(FunctionCallExprSyntax.self)
    }
}

extension TokenKind {
    /// `==` or `!=`.
    var isEqualOrNotEqualOperator: Bool {
        self == .binaryOperator("==") || self == .binaryOperator("!=")
    }
}
