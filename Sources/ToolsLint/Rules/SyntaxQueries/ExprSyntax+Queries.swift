// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension ExprSyntax {
    /// A Realm or Core Data query argument (a predicate string or `NSPredicate(…)`): `filter` with one is
    /// not a collection's, so `first(where:)`/`last(where:)` cannot replace it.
    var isStoreQueryPredicate: Bool {
        if self.is(StringLiteralExprSyntax.self) { return true }
        let called = self.as(FunctionCallExprSyntax.self)?.calledExpression
        return called?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSPredicate"
    }

    /// `""` (one empty segment), as SwiftLint tests it: an empty multi-line literal does not count.
    var isEmptyStringLiteral: Bool {
        guard let literal = self.as(StringLiteralExprSyntax.self), literal.segments.count == 1 else { return false }
        return literal.segments.first?.as(StringSegmentSyntax.self)?.content.text.isEmpty == true
    }

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
