// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Task { try … }` whose error type is inferred swallows the error unless someone reads `value` or
/// `result`. As SwiftLint, a task kept (assigned, returned, `.value`/`.result` read) is fine, and a `do`
/// whose last `catch` takes every error handles what its body throws.
struct UnhandledThrowingTaskRule: Rule {
    static let description = RuleDescription(
        identifier: "unhandled_throwing_task",
        name: "Unhandled Throwing Task",
        description: "Errors thrown inside this task are not handled, which may be unexpected. Handle errors inside "
            + "the task, or use `try await` to access the Tasks value and handle errors. See this forum thread for "
            + "more details: https://forums.swift.org/t/task-initializer-with-throwing-closure-swallows-error/56066",
        defaultSeverity: .error,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("Task<Void, Never> {\n  try await myThrowingFunction()\n}\n"),
            Example("Task {\n  try? await myThrowingFunction()\n}\n"),
            Example("Task {\n  try! await myThrowingFunction()\n}\n"),
            Example("Task<Void, String> {\n  let text = try myThrowingFunction()\n  return text\n}\n"),
            Example("Task {\n  do {\n    try myThrowingFunction()\n  } catch let e {\n    print(e)\n  }\n}"),
            Example(
                "func someFunction() throws {\n  Task {\n    anotherFunction()\n    do {\n"
                    + "      try myThrowingFunction()\n    } catch {\n      print(error)\n    }\n  }\n\n"
                    + "  try something()\n}"
            ),
            Example("let task = Task {\n  try await myThrowingFunction()\n}\n"),
            Example("var task = Task {\n  try await myThrowingFunction()\n}\n"),
            Example("try await Task {\n  try await myThrowingFunction()\n}.value\n"),
            Example("executor.task = Task {\n  try await isolatedOpen(.init(executor.asUnownedSerialExecutor()))\n}"),
            Example("let result = await Task {\n  throw CancellationError()\n}.result\n"),
            Example(
                "func makeTask() -> Task<String, Error> {\n  return Task {\n"
                    + "    try await someThrowingFunction()\n  }\n}"
            ),
            Example(
                "func makeTask() -> Task<String, Error> {\n  // Implicit return\n  Task {\n"
                    + "    try await someThrowingFunction()\n  }\n}"
            ),
            Example("Task {\n  return Result {\n      try someThrowingFunc()\n  }\n}\n"),
            Example("Task { do { try a() } catch is FooError { } }\n"),
            Example("Task { do { try a() } catch let e as FooError, let f { } }\n"),
            Example("Task { Result { try a() } }\n"),
            Example("Task.detached { try a() }\n"),
            Example("Task<_, Error> { try a() }\n"),
            Example("func f() -> Task<Void, Error> {\n  Task { try a() }\n}\n"),
        ],
        triggeringExamples: [
            Example("↓Task {\n  try await myThrowingFunction()\n}\n"),
            Example("↓Task {\n  let text = try myThrowingFunction()\n  return text\n}\n"),
            Example("↓Task {\n  do {\n    try myThrowingFunction()\n  }\n}\n"),
            Example(
                "↓Task {\n  do {\n    try myThrowingFunction()\n  } catch let e as FooError {\n    print(e)\n"
                    + "  }\n}"
            ),
            Example("↓Task {\n  do {\n    throw FooError.bar\n  }\n}\n"),
            Example("↓Task {\n  throw FooError.bar\n}\n"),
            Example("↓Task<_, _> {\n  throw FooError.bar\n}\n"),
            Example("↓Task<Void,_> {\n  throw FooError.bar\n}\n"),
            Example("↓Task {\n  do {\n    try foo()\n  } catch {\n    try bar()\n  }\n}"),
            Example("↓Task {\n  do {\n    try foo()\n  } catch {\n    throw BarError()\n  }\n}"),
            Example("func doTask() {\n  ↓Task {\n    try await someThrowingFunction()\n  }\n}\n"),
            Example("↓Task { let x = { try foo() } }\n"),
            Example("↓Task { do { try a() } catch { } ; try b() }\n"),
            Example("x += ↓Task { try a() }\n"),
            Example("↓Task { Result(catching: { try a() }) }\n"),
            Example("↓Task(priority: .high) { try a() }\n"),
            Example("var t: Task<Void, Error> { ↓Task { try a() } }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Task") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard Self.infersErrorType(node.calledExpression), !Self.isKept(node) else { return }
            let throwing = UnhandledThrows()
            throwing.walk(node)
            if throwing.found { found.add(at: node.calledExpression) }
        }
    }

    /// `Task` or `Task<…, _>`: the error type is left to inference.
    private static func infersErrorType(_ called: ExprSyntax) -> Bool {
        if let name = called.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "Task" }
        guard let specialized = called.as(GenericSpecializationExprSyntax.self),
              specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
              let last = specialized.genericArgumentClause.arguments.last else { return false }
        return last.argument.as(IdentifierTypeSyntax.self)?.name.text == "_"
    }

    /// Assigned, its `value` or `result` read, returned (explicitly, or as the only statement of a function
    /// with a result type).
    private static func isKept(_ node: FunctionCallExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(InitializerClauseSyntax.self) || parent.is(ReturnStmtSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self), list.contains(where: { $0.is(AssignmentExprSyntax.self) }) {
            return true
        }
        if let member = parent.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "value" || name == "result" { return true }
        }
        guard let function = parent.parent?.parent?.parent?.as(FunctionDeclSyntax.self) else { return false }
        return function.body?.statements.count == 1 && function.signature.returnClause != nil
    }
}

/// Whether a subtree throws an error nobody catches: a `try` without `?`/`!` or a `throw` outside a `do`
/// whose last `catch` takes every error (that `catch`'s own body still counts); `Result { … }` catches.
private final class UnhandledThrows: SyntaxVisitor {
    var found = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        if found { return .skipChildren }
        guard let last = node.catchClauses.last else { return .visitChildren }
        // Only `let name` catches everything among bound patterns (`let error as MyError` does not).
        if let binding = last.catchItems.last?.pattern?.as(ValueBindingPatternSyntax.self),
           !binding.pattern.is(IdentifierPatternSyntax.self) {
            return .visitChildren
        }
        let inCatch = UnhandledThrows()
        inCatch.walk(last)
        if inCatch.found { found = true }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found { return .skipChildren }
        let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if called == "Result", node.trailingClosure != nil {
            return .skipChildren
        }
        return .visitChildren
    }

    override func visitPost(_ node: TryExprSyntax) {
        if node.questionOrExclamationMark == nil { found = true }
    }

    override func visitPost(_ node: ThrowStmtSyntax) {
        found = true
    }
}
