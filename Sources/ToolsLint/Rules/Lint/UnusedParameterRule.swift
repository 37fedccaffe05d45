// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A parameter the body never reads should be removed or named `_`. Names are resolved as SwiftLint's
/// scope tracking does: parameters, local `let`/`var`s, `if let`/`guard let`/`for`/`case let`/`catch`
/// bindings, scope by scope; a local type's members do not see the function's parameters.
struct UnusedParameterRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unused_parameter",
        name: "Unused Parameter",
        description: "Other than unused local variable declarations, unused function/initializer/subscript "
            + "parameters are not marked by the Swift compiler. Since unused parameters are code smells, they "
            + "should either be removed or replaced/shadowed by a wildcard '_' to indicate that they are being "
            + "deliberately disregarded.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func f(a: Int) {\n    _ = a\n}\n"),
            Example("func f(case: Int) {\n    _ = `case`\n}\n"),
            Example("func f(a _: Int) {}\n"),
            Example("func f(_: Int) {}\n"),
            Example("func f(a: Int, b c: String) {\n    func g() {\n        _ = a\n        _ = c\n    }\n}"),
            Example(
                "func f(a: Int, c: Int) -> Int {\n    struct S {\n        let b = 1\n"
                    + "        func f(a: Int, b: Int = 2) -> Int { a + b }\n    }\n    return a + c\n}"
            ),
            Example("func f(a: Int?) {\n    if let a {}\n}\n"),
            Example("func f(a: Int) {\n    let a = a\n    return a\n}\n"),
            Example("func f(`operator`: Int) -> Int { `operator` }\n"),
            Example("func f(a: Int) {\n    let a = 1\n    _ = a\n    _ = a\n}\n"),
            Example("subscript(a: Int) -> Int { get { 1 } }\n"),
            Example("protocol P {\n    func p(a: Int)\n}\n"),
            Example("func r(a: Int) {\n    do {} catch { _ = error }\n    _ = a\n}\n"),
        ],
        triggeringExamples: [
            Example("func f(↓a: Int) {}\n"),
            Example("func f(↓a: Int, b ↓c: String) {}\n"),
            Example("func f(↓a: Int, b ↓c: String) {\n    func g(a: Int, ↓b: Double) {\n        _ = a\n    }\n}"),
            Example(
                "struct S {\n    let a: Int\n\n    init(a: Int, ↓b: Int) {\n"
                    + "        func f(↓a: Int, b: Int) -> Int { b }\n        self.a = f(a: a, b: 0)\n    }\n}"
            ),
            Example(
                "struct S {\n    subscript(a: Int, ↓b: Int) {\n        func f(↓a: Int, b: Int) -> Int { b }\n"
                    + "        return f(a: a, b: 0)\n    }\n}"
            ),
            Example(
                "func f(↓a: Int, ↓b: Int, c: Int) -> Int {\n    struct S {\n        let b = 1\n"
                    + "        func f(a: Int, ↓c: Int = 2) -> Int { a + b }\n    }\n    return S().f(a: c)\n}"
            ),
            Example("func f(↓a: Int, c: String) {\n    let a = 1\n    return a + c\n}\n"),
            Example("let c = { (↓x: Int) in 1 }\n"),
            Example("run { ↓y in 2 }\n"),
            Example("func k(↓a: Int) {\n    struct S { func m() { _ = a } }\n}\n"),
            Example("func e(`case` ↓c: Int, ↓`default`: Int) {}\n"),
            Example("func q(↓a: Int) {\n    switch x { case .some(let a): print(a) }\n}\n"),
        ],
        corrections: [
            Correction(Example("func f(↓a: Int) {}\n"), "func f(a _: Int) {}\n"),
            Correction(Example("func f(a ↓b: Int) {}\n"), "func f(a _: Int) {}\n"),
            Correction(Example("func f(_ ↓a: Int) {}\n"), "func f(_: Int) {}\n"),
            Correction(
                Example("func f(↓a: Int,\r\n       b: Int) { _ = b }\r\n"),
                "func f(a _: Int,\r\n       b: Int) { _ = b }\r\n"
            ),
            Correction(Example("let c = { (↓x: Int) in 1 }\n"), "let c = { (_: Int) in 1 }\n"),
            Correction(Example("run { ↓y in 2 }\n"), "run { _ in 2 }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let scopes = DeclaredNames()
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(CodeBlockItemListSyntax.self) { node, _ in
            scopes.enter(node)
            return .visitChildren
        }
        walk.visitPost(CodeBlockItemListSyntax.self) { _, found in
            for parameter in scopes.leave() { Self.report(parameter, &found) }
        }
        walk.visit(MemberBlockSyntax.self) { node, _ in
            scopes.enterType(node)
            return .visitChildren
        }
        walk.visitPost(MemberBlockSyntax.self) { node, _ in scopes.leaveType(node) }
        walk.visitPost(VariableDeclSyntax.self) { node, _ in
            guard node.parent?.is(MemberBlockItemSyntax.self) != true else { return }
            for binding in node.bindings { scopes.declare(binding.pattern) }
        }
        walk.visitPost(GuardStmtSyntax.self) { node, _ in scopes.declare(node.conditions) }
        walk.visitPost(DeclReferenceExprSyntax.self) { node, _ in
            // Not the member of `a.b` (a key path comparison here costs more than the lookup).
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
            scopes.refer(to: node.baseName.text)
        }
        walk.visitPost(OptionalBindingConditionSyntax.self) { node, _ in
            // `if let a` reads `a` before binding its own.
            if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                scopes.refer(to: name)
            }
        }
    }

    private static func report(_ name: TokenSyntax, _ found: inout RuleFindings) {
        found.add(at: name, reason: "Parameter '\(name.text)' is unused; consider removing or replacing it with '_'",
                  fix: [fix(name)])
    }

    /// `a: Int` becomes `a _: Int`, `a b: Int` becomes `a _: Int`, `_ a: Int` becomes `_: Int`. A closure's
    /// parameter becomes `_` (closures take no argument labels: SwiftLint writes `a _`, which does not compile).
    private static func fix(_ name: TokenSyntax) -> TextEdit {
        let range = name.trimmedByteRange
        if name.parent?.is(ClosureShorthandParameterSyntax.self) == true
            || name.parent?.is(ClosureParameterSyntax.self) == true {
            return TextEdit(range, "_")
        }
        guard let previous = name.previousToken(viewMode: .sourceAccurate) else { return TextEdit(range, "_") }
        switch previous.tokenKind {
        case .wildcard: return TextEdit(previous.positionAfterSkippingLeadingTrivia.utf8Offset..<range.upperBound, "_")
        case .identifier: return TextEdit(range, "_")
        default: return TextEdit(range, name.text + " _")
        }
    }
}
