// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `throws` (or `rethrows`) on a function, initializer, accessor, closure or `let` closure type whose body
/// cannot throw makes every caller write `try` for nothing. As SwiftLint: a `do` without a catch-all
/// `catch` and a `for try` count as throwing; a trailing closure, a `do` body and each nested declaration
/// judge their own throws.
struct UnneededThrowsRethrowsRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unneeded_throws_rethrows",
        name: "Unneeded (Re)Throws Keyword",
        description: "Non-throwing functions/properties/closures should not be marked as `throws` or `rethrows`.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func foo() throws {\n    try bar()\n}\n"),
            Example("func foo() throws {\n    throw Example.failure\n}\n"),
            Example("func foo() throws(Example) {\n    throw Example.failure\n}\n"),
            Example("func foo(_ bar: () throws -> T) rethrows -> Int {\n    try items.map { try bar() }\n}\n"),
            Example("func foo() {\n    func bar() throws {\n        try baz()\n    }\n    try? bar()\n}"),
            Example("protocol Foo {\n    func bar() throws\n}\n"),
            Example("func foo() throws {\n    guard false else {\n        throw Example.failure\n    }\n}\n"),
            Example(
                "func foo() throws {\n    do { try bar() }\n    catch {\n        throw Example.failure\n    }\n"
                    + "}"
            ),
            Example("func foo() throws {\n    do { try bar() }\n    catch {\n        try baz()\n    }\n}"),
            Example(
                "func foo() throws {\n    do {\n        throw Example.failure\n    } catch {\n        do {\n"
                    + "            throw Example.failure\n        } catch {\n            throw Example.failure\n"
                    + "        }\n    }\n}"
            ),
            Example("func foo() throws {\n    switch bar {\n    case 1: break\n    default: try bar()\n    }\n}"),
            Example("var foo: Int {\n    get throws {\n        try bar\n    }\n}\n"),
            Example(
                "func foo() throws {\n    let bar = Bar()\n\n    if bar.boolean {\n"
                    + "        throw Example.failure\n    }\n}"
            ),
            Example("func foo() throws -> Bar? {\n    Bar(try baz())\n}\n"),
            Example("typealias Foo = () throws -> Void\n"),
            Example("enum Foo {\n    case foo\n    case bar(() throws -> Void)\n}\n"),
            Example("func foo() async throws {\n    for try await item in items {}\n}\n"),
            Example("let foo: () throws -> Void\n"),
            Example("let foo: @Sendable () throws -> Void\n"),
            Example("let foo: (() throws -> Void)?\n"),
            Example("func foo(_ bar: () throws -> Void = {}) {}\n"),
            Example(
                "func foo() async throws {\n    func foo() {}\n    for _ in 0..<count {\n        foo()\n"
                    + "        try await bar()\n    }\n}"
            ),
            Example("func foo() throws {\n    do { try bar() }\n    catch Example.failure {}\n}\n"),
            Example(
                "func foo() throws {\n    do { try bar() }\n    catch is SomeError { throw AnotherError }\n"
                    + "    catch is AnotherError {}\n}"
            ),
            Example("let s: S<() throws -> Void> = S()\n"),
            Example("let foo: (() throws -> Void, Int) = ({}, 1)\n"),
            Example("let foo: (Int, () throws -> Void) = (1, {})\n"),
            Example("let foo: (Int, Int, () throws -> Void) = (1, 1, {})\n"),
            Example("let foo: () throws -> Void = { try bar() }\n"),
            Example("let foo: () throws -> Void = bar\n"),
            Example("var foo: () throws -> Void = {}\n"),
            Example("let x = { () throws -> Void in try baz() }\n"),
            Example("func a() throws {\n    f(y: 1, z: { try x() })\n}\n"),
            Example("func a() throws {\n    let b = {\n        do { print(1) }\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("func foo() ↓throws {}\n"),
            Example("let foo: () ↓throws -> Void = {}\n"),
            Example("let foo: (() ↓throws -> Void) = {}\n"),
            Example("let foo: (() ↓throws -> Void)? = {}\n"),
            Example("let foo: @Sendable () ↓throws -> Void = {}\n"),
            Example("func foo(bar: () throws -> Void) ↓rethrows {}\n"),
            Example("init() ↓throws {}\n"),
            Example("func foo() ↓throws {\n    bar()\n}\n"),
            Example("func foo() ↓throws(Example) {\n    bar()\n}\n"),
            Example("func foo() {\n    func bar() ↓throws {}\n    bar()\n}\n"),
            Example("func foo() {\n    func bar() ↓throws {\n        baz()\n    }\n    bar()\n}"),
            Example("func foo() {\n    func bar() ↓throws {\n        baz()\n    }\n    try? bar()\n}"),
            Example("func foo() ↓throws {\n    func bar() ↓throws {\n        baz()\n    }\n}\n"),
            Example("func foo() ↓throws {\n    do { try bar() }\n    catch {}\n}\n"),
            Example("func foo() ↓throws {\n    do {}\n    catch {}\n}\n"),
            Example("func foo() ↓throws(Example) {\n    do {}\n    catch {}\n}\n"),
            Example("func foo() {\n    do {\n        func bar() ↓throws {}\n        try bar()\n    } catch {}\n}"),
            Example(
                "func foo() ↓throws {\n    do {\n        try bar()\n        func baz() throws { try bar() }\n"
                    + "        try baz()\n    } catch {}\n}"
            ),
            Example(
                "func foo() ↓throws {\n    do {\n        try bar()\n    } catch {\n        do {\n"
                    + "            throw Example.failure\n        } catch {}\n    }\n}"
            ),
            Example(
                "func foo() ↓throws {\n    do {\n        try bar()\n    } catch {\n        do {\n"
                    + "            try bar()\n            func baz() ↓throws {}\n            try baz()\n"
                    + "        } catch {}\n    }\n}"
            ),
            Example("func foo() ↓throws {\n    switch bar {\n    case 1: break\n    default: break\n    }\n}"),
            Example("func foo() ↓throws {\n    _ = try? bar()\n}\n"),
            Example("func foo() ↓throws {\n    Task {\n        try bar()\n    }\n}\n"),
            Example("func foo() throws {\n    try bar()\n    Task {\n        func baz() ↓throws {}\n    }\n}"),
            Example("var foo: Int {\n    get ↓throws {\n        0\n    }\n}\n"),
            Example(
                "func foo() ↓throws {\n    do { try bar() }\n    catch Example.failure {}\n"
                    + "    catch is SomeError {}\n    catch {}\n}"
            ),
            Example("func foo() ↓throws {\n    bar(1) {\n        try baz()\n    }\n}\n"),
            Example("let x = { () ↓throws -> Void in baz() }\n"),
            Example("func a() ↓throws {\n    obj.f(try x()) { }\n}\n"),
            Example("func a() ↓throws {\n    (try x()).f { }\n}\n"),
            Example("func a() ↓throws {\n    _ = { try x() }()\n}\n"),
            Example("""
            func a() ↓throws {
                _ = { () -> Int in
                    do { print(1) }
                    return 1
                }()
            }

            """),
        ],
        corrections: [
            Correction(Example("func foo() ↓throws {}\n"), "func foo() {}\n"),
            Correction(
                Example("func foo(bar: () throws -> Void) ↓rethrows {}\n"), "func foo(bar: () throws -> Void) {}\n"
            ),
            Correction(
                Example("func foo() ↓throws(Example) {\r\n    bar()\r\n}\r\n"), "func foo() {\r\n    bar()\r\n}\r\n"
            ),
            Correction(Example("let x = { () ↓throws -> Void in baz() }\n"), "let x = { () -> Void in baz() }\n"),
            Correction(
                Example("var foo: Int {\n    get ↓throws {\n        0\n    }\n}\n"),
                "var foo: Int {\n    get {\n        0\n    }\n}\n"
            ),
        ]
    )

    /// One place a throw could go: the `throws` clause it would justify, nil once something throws there
    /// (or for places without one: `do` bodies, trailing closures).
    private final class Scopes {
        var clauses: [ThrowsClauseSyntax?] = []

        func open(_ clause: ThrowsClauseSyntax? = nil) { clauses.append(clause) }

        func close() -> ThrowsClauseSyntax? { clauses.popLast() ?? nil }

        func markThrowing() {
            if !clauses.isEmpty { clauses[clauses.count - 1] = nil }
        }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("throws") else { return }
        let scopes = Scopes()
        walk.skipChildren(of: ProtocolDeclSyntax.self)
        walk.skipChildren(of: TypeAliasDeclSyntax.self)
        walk.skipChildren(of: FunctionParameterClauseSyntax.self)
        func enter(_ clause: ThrowsClauseSyntax?) -> SyntaxVisitorContinueKind {
            scopes.open(clause)
            return .visitChildren
        }
        walk.visit(InitializerDeclSyntax.self) { node, _ in enter(node.signature.effectSpecifiers?.throwsClause) }
        walk.visitPost(InitializerDeclSyntax.self) { _, found in Self.judge(scopes.close(), "initializer", &found) }
        walk.visit(AccessorDeclSyntax.self) { node, _ in enter(node.effectSpecifiers?.throwsClause) }
        walk.visitPost(AccessorDeclSyntax.self) { _, found in Self.judge(scopes.close(), "accessor", &found) }
        walk.visit(FunctionDeclSyntax.self) { node, _ in enter(node.signature.effectSpecifiers?.throwsClause) }
        walk.visitPost(FunctionDeclSyntax.self) { _, found in
            Self.judge(scopes.close(), "body of this function", &found)
        }
        walk.visit(PatternBindingSyntax.self) { node, _ in
            if let type = Self.lintableFunctionType(node) { scopes.open(type.effectSpecifiers?.throwsClause) }
            return .visitChildren
        }
        walk.visitPost(PatternBindingSyntax.self) { node, found in
            if Self.lintableFunctionType(node) != nil { Self.judge(scopes.close(), "closure type", &found) }
        }
        walk.visit(ClosureExprSyntax.self) { node, _ in
            if let clause = node.signature?.effectSpecifiers?.throwsClause { scopes.open(clause) }
            return .visitChildren
        }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            if node.signature?.effectSpecifiers?.throwsClause != nil {
                Self.judge(scopes.close(), "body of this closure", &found)
            }
        }
        // A call with trailing closures, or of a closure literal, is a scope of its own (callee and arguments
        // included), as SwiftLint 0.63.2 walks it.
        walk.visit(FunctionCallExprSyntax.self) { node, _ in
            if Self.isOwnScope(node) { scopes.open() }
            return .visitChildren
        }
        walk.visitPost(FunctionCallExprSyntax.self) { node, _ in
            if Self.isOwnScope(node) { _ = scopes.close() }
        }
        Self.registerThrowingStatements(&walk, scopes)
    }

    /// What throws (`try`, `throw`, `for try`, a `do` without a catch-all), and the scope a `do` body opens.
    private static func registerThrowingStatements(_ walk: inout FileWalk, _ scopes: Scopes) {
        walk.visit(DoStmtSyntax.self) { _, _ in
            scopes.open()
            return .visitChildren
        }
        walk.visitPost(CodeBlockSyntax.self) { node, _ in
            if node.parent?.is(DoStmtSyntax.self) == true { _ = scopes.close() }
        }
        walk.visitPost(DoStmtSyntax.self) { node, _ in
            // Without a `catch` that takes every error, the `do` passes errors on.
            if !node.catchClauses.contains(where: \.catchItems.isEmpty) { scopes.markThrowing() }
        }
        walk.visitPost(ForStmtSyntax.self) { node, _ in
            if node.tryKeyword != nil { scopes.markThrowing() }
        }
        walk.visitPost(TryExprSyntax.self) { node, _ in
            if node.questionOrExclamationMark == nil { scopes.markThrowing() }
        }
        walk.visitPost(ThrowStmtSyntax.self) { _, _ in scopes.markThrowing() }
    }

    private static func judge(_ clause: ThrowsClauseSyntax?, _ construct: String, _ found: inout RuleFindings) {
        guard let clause else { return }
        let start = clause.positionAfterSkippingLeadingTrivia
        // The space before the keyword goes with it.
        found.add(at: start, reason: "Superfluous 'throws'; \(construct) does not throw any error",
                  fix: [TextEdit(from: start.advanced(by: -1), to: clause.endPositionBeforeTrailingTrivia)])
    }

    private static func isOwnScope(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
            || call.calledExpression.is(ClosureExprSyntax.self)
    }

    /// The function type of a `let` whose value is written there (not a name, member or call), from
    /// `() throws -> Void`, `(() throws -> Void)?`, `@Sendable () throws -> Void`.
    private static func lintableFunctionType(_ binding: PatternBindingSyntax) -> FunctionTypeSyntax? {
        guard binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
              let value = binding.initializer?.value, !value.is(DeclReferenceExprSyntax.self),
              !value.is(MemberAccessExprSyntax.self), !value.is(FunctionCallExprSyntax.self),
              let type = binding.typeAnnotation?.type else { return nil }
        return functionType(type)
    }

    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let optional = type.as(OptionalTypeSyntax.self) { return functionType(optional.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return functionType(only.type)
        }
        return nil
    }
}
