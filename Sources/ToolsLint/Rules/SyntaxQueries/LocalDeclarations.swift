// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Whether a name is declared in a local scope around a node (a parameter, a closure parameter, a local
/// `let`/`var` before it, a binding of an enclosing `if`/`guard`/`while`/`for`/`case`), as swift-syntax's
/// lexical lookup reports "from scope" results; members and file-scope declarations do not count.
enum LocalDeclarations {
    static func declares(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let scope = current {
            if declaresInScope(name, scope: scope, child: child) { return true }
            child = scope
            current = scope.parent
        }
        return false
    }

    private static func declaresInScope(_ name: String, scope: Syntax, child: Syntax) -> Bool {
        if let items = scope.as(CodeBlockItemListSyntax.self), !(items.parent?.is(SourceFileSyntax.self) ?? true) {
            return items.contains { item in
                item.endPosition <= child.position && declaresBefore(name, item: item.item)
            }
        }
        if let function = scope.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.contains { parameterName($0) == name }
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.contains { parameterName($0) == name }
        }
        if let subscriptDecl = scope.as(SubscriptDeclSyntax.self) {
            return subscriptDecl.parameterClause.parameters.contains { parameterName($0) == name }
        }
        if let closure = scope.as(ClosureExprSyntax.self) {
            if let shorthand = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
                return shorthand.contains { $0.name.text == name }
            }
            if let clause = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self) {
                return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            return false
        }
        if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id {
            return binds(name, ifExpression.conditions)
        }
        if let whileStatement = scope.as(WhileStmtSyntax.self), child.id == whileStatement.body.id {
            return binds(name, whileStatement.conditions)
        }
        if let forStatement = scope.as(ForStmtSyntax.self), child.id == forStatement.body.id {
            return patternBinds(name, Syntax(forStatement.pattern))
        }
        if let switchCase = scope.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id {
            return patternBinds(name, Syntax(switchCase.label))
        }
        return false
    }

    private static func parameterName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    /// A statement that declares `name` for the statements after it: `let`/`var` or `guard let`.
    private static func declaresBefore(_ name: String, item: CodeBlockItemSyntax.Item) -> Bool {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { patternBinds(name, Syntax($0.pattern)) }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return binds(name, guardStatement.conditions)
        }
        return false
    }

    private static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                return patternBinds(name, Syntax(binding.pattern))
            }
            if let matching = element.condition.as(MatchingPatternConditionSyntax.self) {
                return patternBinds(name, Syntax(matching.pattern))
            }
            return false
        }
    }

    /// Whether a pattern (or a `case` label) binds `name`.
    private static func patternBinds(_ name: String, _ pattern: Syntax) -> Bool {
        pattern.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true
        }
    }
}
