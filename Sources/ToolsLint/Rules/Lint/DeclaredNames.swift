// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The names declared in each scope up to the current point of the walk, and which of them the code read,
/// as SwiftLint's declared-identifiers tracking models Swift's name lookup (for `unused_parameter`): a code
/// block opens a scope holding the bindings its statement introduces (a function's parameters, `if let`,
/// `for`, `case let`, `catch`); `let`/`var`/`guard let` add to the current scope after their initializer;
/// the body of a local type is a boundary lookups do not cross.
final class DeclaredNames {
    private enum Declaration: Hashable {
        case parameter(TokenSyntax)
        case local(TokenSyntax)
        case implicit(String)
        case wildcard
        case boundary

        var name: String {
            switch self {
            case .parameter(let token), .local(let token): token.text
            case .implicit(let name): name
            case .wildcard: "_"
            case .boundary: ""
            }
        }

        static func withoutBackticks(_ name: String) -> Substring {
            var text = Substring(name)
            while text.first == "`" { text.removeFirst() }
            while text.last == "`" { text.removeLast() }
            return text
        }
    }

    /// A declaration with its name as lookups compare it (without backticks), made once when declared:
    /// every reference of a file is looked up through the declarations in scope.
    private struct Entry {
        var declaration: Declaration
        var key: Substring

        init(_ declaration: Declaration) {
            self.declaration = declaration
            key = Declaration.withoutBackticks(declaration.name)
        }

        func declares(_ key: Substring) -> Bool {
            declaration != .wildcard && key == self.key
        }
    }

    private var scopes: [[Entry]] = []
    private var referenced = Set<Declaration>()

    /// Opens the scope of a statement list, with the names its enclosing statement binds.
    func enter(_ list: CodeBlockItemListSyntax) {
        scopes.append([])
        guard let parent = list.parent, !parent.is(SourceFileSyntax.self), let grandParent = parent.parent else {
            return
        }
        // The first kind of statement that matches, in SwiftLint's order.
        _ = declareConditionBindings(parent, grandParent) || declareParameters(of: grandParent)
            || declareClosureParameters(of: parent) || declareCaseBindings(of: parent)
            || declareCatchBindings(of: grandParent)
    }

    /// `if let`/`if case` (not in the `else` block), `while let`, `for` patterns.
    private func declareConditionBindings(_ parent: Syntax, _ grandParent: Syntax) -> Bool {
        if let ifExpression = grandParent.as(IfExprSyntax.self), parent.keyPathInParent != \IfExprSyntax.elseBody {
            declare(ifExpression.conditions)
        } else if let whileStatement = grandParent.as(WhileStmtSyntax.self) {
            declare(whileStatement.conditions)
        } else if let forStatement = grandParent.as(ForStmtSyntax.self) {
            declare(forStatement.pattern)
        } else {
            return false
        }
        return true
    }

    private func declareParameters(of grandParent: Syntax) -> Bool {
        if let function = grandParent.as(FunctionDeclSyntax.self) {
            declare(function.signature.parameterClause.parameters)
        } else if let initializer = grandParent.as(InitializerDeclSyntax.self) {
            declare(initializer.signature.parameterClause.parameters)
        } else if let subscriptDecl = grandParent.as(SubscriptDeclSyntax.self) {
            declare(subscriptDecl.parameterClause.parameters)
        } else {
            return false
        }
        return true
    }

    private func declareClosureParameters(of parent: Syntax) -> Bool {
        guard let clause = parent.as(ClosureExprSyntax.self)?.signature?.parameterClause else { return false }
        switch clause {
        case .parameterClause(let parameters):
            for parameter in parameters.parameters { add(.parameter(parameter.secondName ?? parameter.firstName)) }
        case .simpleInput(let parameters):
            for parameter in parameters { add(.parameter(parameter.name)) }
        }
        return true
    }

    private func declareCaseBindings(of parent: Syntax) -> Bool {
        guard let label = parent.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) else { return false }
        declare(label)
        return true
    }

    /// `catch let error as E` binds `error`; a bare `catch` binds an implicit `error`.
    private func declareCatchBindings(of grandParent: Syntax) -> Bool {
        guard let catchClause = grandParent.as(CatchClauseSyntax.self) else { return false }
        if catchClause.catchItems.isEmpty {
            add(.implicit("error"))
        } else {
            for item in catchClause.catchItems {
                if let pattern = item.pattern?.as(ValueBindingPatternSyntax.self)?.pattern { declare(pattern) }
            }
        }
        return true
    }

    /// Closes the innermost scope: its parameters nobody read, in SwiftLint's order.
    func leave() -> [TokenSyntax] {
        guard let scope = scopes.popLast() else { return [] }
        return scope.reversed().compactMap { entry in
            let declaration = entry.declaration
            guard case .parameter(let name) = declaration, !referenced.contains(declaration) else { return nil }
            return name
        }
    }

    /// The body of a type that can be declared inside a function: lookups stop there.
    func enterType(_ block: MemberBlockSyntax) {
        if Self.isLocalTypeBody(block) { scopes.append([Entry(.boundary)]) }
    }

    func leaveType(_ block: MemberBlockSyntax) {
        if Self.isLocalTypeBody(block) { _ = scopes.popLast() }
    }

    func declare(_ pattern: PatternSyntax) {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier { add(.local(name)) }
    }

    func declare(_ conditions: ConditionElementListSyntax) {
        for element in conditions {
            if let pattern = element.condition.as(OptionalBindingConditionSyntax.self)?.pattern { declare(pattern) }
        }
    }

    /// Marks the nearest declaration of `name` not yet read as read (a second reference after a shadowing
    /// declaration reaches the shadowed one, as in SwiftLint).
    func refer(to name: String) {
        // `_` names no declaration.
        guard name != "_" else { return }
        let key = Declaration.withoutBackticks(name)
        for scope in scopes.reversed() {
            if scope.count == 1, scope.first?.declaration == .boundary { return }
            for entry in scope.reversed() where entry.declares(key) {
                if referenced.insert(entry.declaration).inserted { return }
            }
        }
    }

    private func declare(_ parameters: FunctionParameterListSyntax) {
        for parameter in parameters { add(.parameter(parameter.secondName ?? parameter.firstName)) }
    }

    /// The bindings of `case .some(let a)` and `case let .pair(a, b)`.
    private func declare(_ label: SwitchCaseLabelSyntax) {
        for item in label.caseItems {
            let pattern = item.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? item.pattern
            guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.unparenthesizedCall else {
                continue
            }
            for argument in call.arguments {
                guard let inner = argument.expression.as(PatternExprSyntax.self)?.pattern else { continue }
                declare(inner.as(ValueBindingPatternSyntax.self)?.pattern ?? inner)
            }
        }
    }

    private func add(_ declaration: Declaration) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1].append(Entry(declaration.name == "_" ? .wildcard : declaration))
    }

    private static func isLocalTypeBody(_ block: MemberBlockSyntax) -> Bool {
        guard let kind = block.parent?.kind else { return false }
        return kind == .actorDecl || kind == .classDecl || kind == .enumDecl || kind == .structDecl
    }
}
