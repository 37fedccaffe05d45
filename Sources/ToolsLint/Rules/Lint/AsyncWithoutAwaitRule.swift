// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `async` on a function, initializer, accessor or closure that never awaits makes callers `await` for
/// nothing. As SwiftLint: overrides, `@concurrent` declarations and actor initializers keep theirs; a
/// closure assigned to a `let` typed `() async -> …` is judged by that type; `async let` and `for await`
/// count as awaiting.
struct AsyncWithoutAwaitRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "async_without_await",
        name: "Async Without Await",
        description: "Declaration should not be async if it doesn't use await",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("actor A {\n    init() async {\n        foo()\n    }\n    func foo() {}\n}"),
            Example("func test() {\n    func test() async {\n        await test()\n    }\n},\n"),
            Example("func test() {\n    func test() async {\n        await test().value\n    }\n},\n"),
            Example("func test() async {\n    await scheduler.task { foo { bar() } }\n}\n"),
            Example("func test() async {\n    perform(await try foo().value)\n}\n"),
            Example("func test() async {\n    perform(try await foo())\n}\n"),
            Example("func test() async {\n    await perform()\n    func baz() {\n        qux()\n    }\n}"),
            Example("let x: () async -> Void = {\n    await test()\n}\n"),
            Example("let x: () async -> Void = {\n    await { await test() }()\n}\n"),
            Example("func test() async {\n    await foo()\n}\nlet x = { bar() }\n"),
            Example("let x: (() async -> Void)? = {\n    await { await test() }()\n}\n"),
            Example("let x: () -> Void = { test() }\n"),
            Example(
                "var test: Int {\n    get async throws {\n        try await foo()\n    }\n}\nvar foo: Int {\n"
                    + "    get throws {\n        try bar()\n    }\n}"
            ),
            Example("init() async {\n    await foo()\n}\n"),
            Example(
                "init() async {\n    func test() async {\n        await foo()\n    }\n"
                    + "    await { await foo() }()\n}"
            ),
            Example("subscript(row: Int) -> Double {\n    get async {\n        await foo()\n    }\n}\n"),
            Example("func foo() async -> Int\nfunc bar() async -> Int\n"),
            Example("var foo: Int { get async }\nvar bar: Int { get async }\n"),
            Example("init(foo: bar) async\ninit(baz: qux) async\nlet baz = { qux() }\n"),
            Example("typealias Foo = () async -> Void\ntypealias Bar = () async -> Void\nlet baz = { qux() }\n"),
            Example("func test() async {\n    for await foo in bar {}\n}\n"),
            Example("func test() async {\n    while let foo = await bar() {}\n}\n"),
            Example("func test() async {\n    async let foo = bar()\n    let baz = await foo\n}\n"),
            Example("func test() async {\n    async let foo = bar()\n    await foo\n}\n"),
            Example("func test() async {\n    async let foo = bar()\n}\n"),
            Example("func foo(bar: () async -> Void) { { } }\n"),
            Example("func foo(bar: () async -> Void = { await baz() }) { {} }\n"),
            Example("func foo() -> (() async -> Void)? { {} }\n"),
            Example("func foo(\n    bar: () async -> Void,\n    baz: () -> Void = {}\n) { { } }\n"),
            Example("func foo(bar: () async -> Void = {}) {}\n"),
            Example("var foo: (() async -> Void)? = nil\n"),
            Example("var foo: ((Int) async throws -> Int)? { f }\n"),
            Example("let foo: ((Int) async throws -> Int)? = { await f($0) }\n"),
            Example("let foo: () async throws -> ()\n"),
            Example("@concurrent\nfunc concurrentFunction() async {\n    performWork()\n}\n"),
            Example(
                "struct S: Sendable {\n    @concurrent\n    func alwaysSwitch() async {\n"
                    + "        // This is valid - @concurrent functions require async even without await\n    }\n}"
            ),
            Example(
                "struct ConcurrentInitExample {\n    @concurrent\n    init() async {\n        setup()\n    }\n"
                    + "    func setup() {}\n}"
            ),
            Example("struct ConcurrentClosureExample {\n    let c: () async -> Int = { @concurrent in 1 }\n}\n"),
            Example(
                "class Parent {\n    func test() async { await foo() }\n}\nclass Child: Parent {\n"
                    + "    override func test() async { print(\"Child\") }\n}"
            ),
            Example(
                "class Parent {\n    var prop: Int {\n        get async { await fetchValue() }\n    }\n}\n"
                    + "class Child: Parent {\n    override var prop: Int {\n        get async { return 2 }\n    }\n}"
            ),
            Example(
                "class Base {\n    init() async { await setup() }\n}\nclass Derived: Base {\n"
                    + "    override init() async { print(\"Derived\") }\n}"
            ),
        ],
        triggeringExamples: [
            Example("func test() ↓async {\n    perform()\n}\n"),
            Example(
                "func test() {\n    func baz() ↓async {\n        qux()\n    }\n    perform()\n"
                    + "    func baz() {\n        qux()\n    }\n}"
            ),
            Example("func test() ↓async {\n    func baz() async {\n        await qux()\n    }\n}\n"),
            Example("func test() ↓async {\n  func foo() ↓async {}\n  let bar = { await foo() }\n}\n"),
            Example("func test() ↓async {\n    let bar = {\n        func foo() ↓async {}\n    }\n}\n"),
            Example("var test: Int {\n    get ↓async throws {\n        foo()\n    }\n}\n"),
            Example(
                "var test: Int {\n    get ↓async throws {\n        func foo() ↓async {}\n"
                    + "        let bar = { await foo() }\n    }\n}"
            ),
            Example("init() ↓async {}\n"),
            Example("init() ↓async {\n    func foo() ↓async {}\n}\n"),
            Example("subscript(row: Int) -> Double {\n    get ↓async {\n        1.0\n    }\n}\n"),
            Example("func test() ↓async {\n    for foo in bar {}\n}\n"),
            Example("func test() ↓async {\n    while let foo = bar() {}\n}\n"),
            Example("let x: () ↓async -> Void = { }\n"),
            Example("let x: () ↓async -> Void = { test() }\n"),
            Example("let x: (() ↓async -> Void)? = nil\n"),
        ],
        corrections: [
            Correction(Example("func test() ↓async {\n    perform()\n}\n"), "func test() {\n    perform()\n}\n"),
            Correction(
                Example("var test: Int {\n    get ↓async throws {\n        foo()\n    }\n}\n"),
                "var test: Int {\n    get throws {\n        foo()\n    }\n}\n"
            ),
            Correction(Example("let x: () ↓async -> Void = { }\n"), "let x: () -> Void = { }\n"),
            Correction(Example("init() ↓async {\r\n    setUp()\r\n}\r\n"), "init() {\r\n    setUp()\r\n}\r\n"),
        ]
    )

    /// The state of one file's walk: the bodies being walked (innermost last) with the `async` each would
    /// justify, whether the innermost type is an actor, and the `async` of a `let`'s closure type waiting
    /// for the closure.
    private final class Walk {
        var bodies: [(async: TokenSyntax?, awaits: Bool)] = []
        var inActor: [Bool] = []
        var pendingAsync: TokenSyntax?

        func open(_ async: TokenSyntax?) {
            bodies.append((async, false))
        }

        func markAwaiting() {
            if !bodies.isEmpty { bodies[bodies.count - 1].awaits = true }
        }

        func close(_ found: inout RuleFindings) {
            guard let body = bodies.popLast(), let async = body.async, !body.awaits else { return }
            found.add(at: async, fix: [TextEdit(from: async.positionAfterSkippingLeadingTrivia, to: async.endPosition)])
        }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("async") else { return }
        let state = Walk()
        walk.skipChildren(of: FunctionParameterSyntax.self)
        Self.registerDeclarations(&walk, state)
        Self.registerClosures(&walk, state)
        walk.visitPost(AwaitExprSyntax.self) { _, _ in state.markAwaiting() }
        walk.visitPost(ForStmtSyntax.self) { node, _ in
            if node.awaitKeyword != nil { state.markAwaiting() }
        }
        // Whether the innermost type is an actor (its initializers keep their `async`).
        func enterType(isActor: Bool) -> SyntaxVisitorContinueKind {
            state.inActor.append(isActor)
            return .visitChildren
        }
        walk.visit(ActorDeclSyntax.self) { _, _ in enterType(isActor: true) }
        walk.visit(ClassDeclSyntax.self) { _, _ in enterType(isActor: false) }
        walk.visit(EnumDeclSyntax.self) { _, _ in enterType(isActor: false) }
        walk.visit(StructDeclSyntax.self) { _, _ in enterType(isActor: false) }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in _ = state.inActor.popLast() }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in _ = state.inActor.popLast() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in _ = state.inActor.popLast() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in _ = state.inActor.popLast() }
    }

    /// Functions, accessors and initializers with bodies.
    private static func registerDeclarations(_ walk: inout FileWalk, _ state: Walk) {
        walk.visit(FunctionDeclSyntax.self) { node, _ in
            if node.body != nil {
                let keeps = keepsAsync(node.attributes, node.modifiers)
                state.open(keeps ? nil : node.signature.effectSpecifiers?.asyncSpecifier)
            }
            return .visitChildren
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            if node.body != nil { state.close(&found) }
        }
        walk.visit(AccessorDeclSyntax.self) { node, _ in
            if node.body != nil { state.open(keepsAsync(accessor: node) ? nil : node.effectSpecifiers?.asyncSpecifier) }
            return .visitChildren
        }
        walk.visitPost(AccessorDeclSyntax.self) { node, found in
            if node.body != nil { state.close(&found) }
        }
        walk.visit(InitializerDeclSyntax.self) { node, _ in
            if node.body != nil {
                let keeps = keepsAsync(node.attributes, node.modifiers) || state.inActor.last == true
                state.open(keeps ? nil : node.signature.effectSpecifiers?.asyncSpecifier)
            }
            return .visitChildren
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            if node.body != nil { state.close(&found) }
        }
    }

    /// Closures, judged by the `async` of the closure type of the `let` they are assigned to; `async let`.
    private static func registerClosures(_ walk: inout FileWalk, _ state: Walk) {
        walk.visit(ClosureExprSyntax.self) { node, _ in
            let concurrent = node.signature?.attributes.contains(attributeNamed: "concurrent") ?? false
            state.open(concurrent ? nil : state.pendingAsync)
            state.pendingAsync = nil
            return .visitChildren
        }
        walk.visitPost(ClosureExprSyntax.self) { _, found in state.close(&found) }
        walk.visit(VariableDeclSyntax.self) { node, _ in
            if node.bindingSpecifier.tokenKind == .keyword(.let) { state.pendingAsync = asyncOfOnlyBinding(node) }
            return .visitChildren
        }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return }
            if node.modifiers.contains(keyword: .async) { state.markAwaiting() }
            // A closure type whose value is not a closure literal (`= nil`, `= other`) is judged here.
            guard state.pendingAsync?.id == asyncOfOnlyBinding(node)?.id else { return }
            if node.bindings.count == 1, node.bindings.first?.initializer != nil {
                state.open(state.pendingAsync)
                state.close(&found)
            }
            state.pendingAsync = nil
        }
    }

    /// `@concurrent` or `override` declarations need their `async`.
    private static func keepsAsync(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        attributes.contains(attributeNamed: "concurrent") || modifiers.contains(keyword: .override)
    }

    /// An accessor keeps its `async` when the property or subscript it belongs to does.
    private static func keepsAsync(accessor: AccessorDeclSyntax) -> Bool {
        var current = accessor.parent
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self) {
                return keepsAsync(variable.attributes, variable.modifiers)
            }
            if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
                return keepsAsync(subscriptDecl.attributes, subscriptDecl.modifiers)
            }
            current = node.parent
        }
        return false
    }

    /// The `async` of a function type annotating the only binding: `() async -> T`, `(() async -> T)?`.
    private static func asyncOfOnlyBinding(_ node: VariableDeclSyntax) -> TokenSyntax? {
        guard node.bindings.count == 1, let type = node.bindings.first?.typeAnnotation?.type else { return nil }
        return asyncToken(of: type)
    }

    private static func asyncToken(of type: TypeSyntax) -> TokenSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function.effectSpecifiers?.asyncSpecifier }
        if let optional = type.as(OptionalTypeSyntax.self) { return asyncToken(of: optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return asyncToken(of: only.type)
        }
        return nil
    }
}
