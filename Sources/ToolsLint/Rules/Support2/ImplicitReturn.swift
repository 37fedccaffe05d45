// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Whether a statement is the value of its enclosing closure, function, property, subscript, accessor, or of an
/// `if`/`switch` expression that a function returns, as SwiftLint judges it (by the shape of the tree).
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
        return single && (isIfBranchReturned(list) || isSwitchCaseReturned(list))
    }

    /// A single-statement branch of an `if` that is the last statement (or the only one) of a function body.
    private static func isIfBranchReturned(_ list: CodeBlockItemListSyntax) -> Bool {
        guard let ifExpression = list.parent?.parent?.as(IfExprSyntax.self),
              let function = ancestor(of: Syntax(ifExpression), levels: 5)?.as(FunctionDeclSyntax.self),
              let statements = ancestor(of: Syntax(ifExpression), levels: 3)?.as(CodeBlockItemListSyntax.self),
              let last = statements.last?.item.as(ExpressionStmtSyntax.self) else { return false }
        return (statements.count == 1 || last.expression.is(IfExprSyntax.self))
            && allowsValue(function.signature.returnClause)
    }

    /// A single-statement case of a `switch` that is the only statement of a function body.
    private static func isSwitchCaseReturned(_ list: CodeBlockItemListSyntax) -> Bool {
        guard let switchExpression = list.parent?.parent?.parent?.as(SwitchExprSyntax.self),
              let function = ancestor(of: Syntax(switchExpression), levels: 5)?.as(FunctionDeclSyntax.self)
        else { return false }
        return allowsValue(function.signature.returnClause)
            && ancestor(of: Syntax(switchExpression), levels: 3)?.as(CodeBlockItemListSyntax.self)?.count == 1
    }

    private static func ancestor(of node: Syntax, levels: Int) -> Syntax? {
        var current: Syntax? = node
        for _ in 0..<levels { current = current?.parent }
        return current
    }

    /// A declared result other than `Void`, `Never` or `()`.
    private static func allowsValue(_ clause: ReturnClauseSyntax?) -> Bool {
        guard let clause else { return false }
        if let name = clause.type.as(IdentifierTypeSyntax.self)?.name.text { return name != "Void" && name != "Never" }
        if let tuple = clause.type.as(TupleTypeSyntax.self) { return !tuple.elements.isEmpty }
        return true
    }
}
