// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Whether a statement is the value of its enclosing closure, function, property, subscript or accessor, as
/// SwiftLint 0.63 judges it (by the shape of the tree; branches of `if` and `switch` expressions do not count).
enum ImplicitReturn {
    static func applies(to item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let single = list.count == 1
        let owner = list.parent?.parent
        if single, list.parent?.is(ClosureExprSyntax.self) == true { return true }
        if single, let function = owner?.as(FunctionDeclSyntax.self) {
            return allowsValue(function.signature.returnClause)
        }
        if single, owner?.is(PatternBindingSyntax.self) == true { return true }
        if single, let subscriptDecl = owner?.as(SubscriptDeclSyntax.self) {
            return allowsValue(subscriptDecl.returnClause)
        }
        if single, owner?.is(AccessorDeclSyntax.self) == true { return true }
        return false
    }

    /// A declared result other than `Void`, `Never` or `()`.
    private static func allowsValue(_ clause: ReturnClauseSyntax?) -> Bool {
        guard let clause else { return false }
        if let name = clause.type.as(IdentifierTypeSyntax.self)?.name.text { return name != "Void" && name != "Never" }
        if let tuple = clause.type.as(TupleTypeSyntax.self) { return !tuple.elements.isEmpty }
        return true
    }
}
