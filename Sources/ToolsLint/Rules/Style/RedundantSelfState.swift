// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// What `redundant_self` knows at a point of one file's walk: the enclosing types and closures, and the
/// names declared in the enclosing scopes (as SwiftLint's identifier-tracking visitor collects them).
final class RedundantSelfState {
    enum TypeKind { case structLike, classLike, optionalExtension }

    /// A closure: whether it is called where it is written, and how it captures `self`.
    struct Closure {
        var isCalledAtOnce: Bool
        var capturesSelf: Bool
    }

    private(set) var types: [TypeKind] = []
    private(set) var closures: [Closure] = []
    private(set) var initializerDepth = 0
    /// The names declared in each open scope, innermost last.
    private var scopes: [[String]] = []

    /// Whether any enclosing scope declares `name` (SwiftLint looks past type boundaries too).
    func declares(_ name: String) -> Bool {
        scopes.contains { $0.contains(name) }
    }

    /// In a struct or enum; else in a closure called at once or capturing `self` (strongly or weakly).
    var isSelfRedundantInClosure: Bool {
        if types.last == .structLike { return true }
        guard let closure = closures.last else { return false }
        return closure.isCalledAtOnce || closure.capturesSelf
    }

    func registerTypes(_ walk: inout FileWalk) {
        walk.visit(ActorDeclSyntax.self) { [self] _, _ in enter(.classLike) }
        walk.visit(ClassDeclSyntax.self) { [self] _, _ in enter(.classLike) }
        walk.visit(StructDeclSyntax.self) { [self] _, _ in enter(.structLike) }
        walk.visit(EnumDeclSyntax.self) { [self] _, _ in enter(.structLike) }
        walk.visitPost(ActorDeclSyntax.self) { [self] _, _ in types.removeLast() }
        walk.visitPost(ClassDeclSyntax.self) { [self] _, _ in types.removeLast() }
        walk.visitPost(StructDeclSyntax.self) { [self] _, _ in types.removeLast() }
        walk.visitPost(EnumDeclSyntax.self) { [self] _, _ in types.removeLast() }
        walk.visit(ExtensionDeclSyntax.self) { [self] node, _ in
            if Self.isOptional(node.extendedType) { types.append(.optionalExtension) }
            return .visitChildren
        }
        walk.visitPost(ExtensionDeclSyntax.self) { [self] node, _ in
            if Self.isOptional(node.extendedType) { types.removeLast() }
        }
        walk.visit(ClosureExprSyntax.self) { [self] node, _ in
            let capturesSelf = node.signature?.capture?.items.contains { $0.name.text == "self" } == true
            closures.append(Closure(
                isCalledAtOnce: node.keyPathInParent == \FunctionCallExprSyntax.calledExpression,
                capturesSelf: capturesSelf
            ))
            return .visitChildren
        }
        walk.visitPost(ClosureExprSyntax.self) { [self] _, _ in closures.removeLast() }
        walk.visit(InitializerDeclSyntax.self) { [self] _, _ in
            initializerDepth += 1
            return .visitChildren
        }
        walk.visitPost(InitializerDeclSyntax.self) { [self] _, _ in initializerDepth -= 1 }
    }

    private func enter(_ kind: TypeKind) -> SyntaxVisitorContinueKind {
        types.append(kind)
        return .visitChildren
    }

    /// `T?` or `Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    func registerScopes(_ walk: inout FileWalk) {
        walk.visit(CodeBlockItemListSyntax.self) { [self] node, _ in
            scopes.append(Self.names(introducedFor: node))
            return .visitChildren
        }
        walk.visitPost(CodeBlockItemListSyntax.self) { [self] _, _ in scopes.removeLast() }
        walk.visit(MemberBlockSyntax.self) { [self] node, _ in
            if Self.isTypeBody(node) { scopes.append([]) }
            return .visitChildren
        }
        walk.visitPost(MemberBlockSyntax.self) { [self] node, _ in
            if Self.isTypeBody(node) { scopes.removeLast() }
        }
        walk.visitPost(VariableDeclSyntax.self) { [self] node, _ in
            guard node.parent?.is(MemberBlockItemSyntax.self) != true else { return }
            for binding in node.bindings { declare(Self.name(of: binding.pattern)) }
        }
        walk.visitPost(GuardStmtSyntax.self) { [self] node, _ in
            for name in Self.boundNames(node.conditions) { declare(name) }
        }
    }

    private func declare(_ name: String?) {
        guard let name, !scopes.isEmpty else { return }
        scopes[scopes.count - 1].append(name)
    }

    private static func isTypeBody(_ node: MemberBlockSyntax) -> Bool {
        guard let kind = node.parent?.kind else { return false }
        return kind == .actorDecl || kind == .classDecl || kind == .enumDecl || kind == .structDecl
    }

    /// The names a statement list starts with: the bindings of the `if`, `while`, `for`, `case` or `catch`
    /// it is the body of, or the parameters of its function, initializer, subscript or closure.
    private static func names(introducedFor node: CodeBlockItemListSyntax) -> [String] {
        guard let parent = node.parent, !parent.is(SourceFileSyntax.self), let grandParent = parent.parent else {
            return []
        }
        if let ifExpression = grandParent.as(IfExprSyntax.self), parent.keyPathInParent != \IfExprSyntax.elseBody {
            return boundNames(ifExpression.conditions)
        }
        if let whileStatement = grandParent.as(WhileStmtSyntax.self) { return boundNames(whileStatement.conditions) }
        if let forStatement = grandParent.as(ForStmtSyntax.self) {
            return name(of: forStatement.pattern).map { [$0] } ?? []
        }
        if let parameters = parameters(of: grandParent) {
            return parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        if let closure = parent.as(ClosureExprSyntax.self) {
            switch closure.signature?.parameterClause {
            case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case .simpleInput(let list): return list.map(\.name.text)
            case nil: return []
            }
        }
        if let label = parent.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) {
            return caseBindings(label)
        }
        if let catchClause = grandParent.as(CatchClauseSyntax.self) {
            if catchClause.catchItems.isEmpty { return ["error"] }
            return catchClause.catchItems.compactMap { item in
                item.pattern?.as(ValueBindingPatternSyntax.self).flatMap { name(of: $0.pattern) }
            }
        }
        return []
    }

    /// The parameters of a function, initializer or subscript.
    private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
        node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            ?? node.as(SubscriptDeclSyntax.self)?.parameterClause.parameters
    }

    /// `case .a(let x)` and `case let .a(x)`: the names bound in the arguments of an enum case pattern.
    private static func caseBindings(_ label: SwitchCaseLabelSyntax) -> [String] {
        label.caseItems.flatMap { item -> [String] in
            let pattern = item.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? item.pattern
            guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.callOrSingleParenthesizedCall else {
                return []
            }
            return call.arguments.compactMap { argument in
                guard let patternExpression = argument.expression.as(PatternExprSyntax.self) else { return nil }
                let bound = patternExpression.pattern.as(ValueBindingPatternSyntax.self)?.pattern
                    ?? patternExpression.pattern
                return name(of: bound)
            }
        }
    }

    private static func boundNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.compactMap { element in
            element.condition.as(OptionalBindingConditionSyntax.self).flatMap { name(of: $0.pattern) }
        }
    }

    /// The name a plain identifier pattern binds (tuples and other patterns are not looked into).
    private static func name(of pattern: PatternSyntax) -> String? {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}
