// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A body made of one `return` statement returns without the keyword, as SwiftLint's opt-in
/// `implicit_return`: option `included` (which bodies: closures, functions, getters, initializers,
/// subscripts). Protocols are not looked into.
struct ImplicitReturnRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "implicit_return",
        name: "Implicit Return",
        description: "Prefer implicit returns in closures, functions and getters",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("foo.map { $0 + 1 }\nfoo.map({ $0 + 1 })\nfoo.map { value in value + 1 }\n"),
            Example("[1, 2].first(where: {\n    true\n})\n"),
            Example("func foo() -> Int {\n    0\n}\n"),
            Example("class Foo {\n    func foo() -> Int { 0 }\n}\n"),
            Example(
                "func fetch() -> Data? {\n    do {\n        return try loadData()\n    } catch {\n        return nil\n"
                    + "    }\n}\n"
            ),
            Example("func f() -> Int {\n    let i = 4\n    return i\n}\n"),
            Example("func f() -> Int {\n    return 3\n    let i = 2\n}\n"),
            Example("func f() -> Int {\n    return g()\n    func g() -> Int { 4 }\n}\n"),
            Example("var foo: Bool { true }\n"),
            Example("class Foo {\n    var bar: Int {\n        get {\n            0\n        }\n    }\n}\n"),
            Example(
                "class C {\n    let i: Int\n    init(i: Int) {\n        if i < 3 {\n            self.i = 1\n"
                    + "            return\n        }\n        self.i = 2\n    }\n}\n"
            ),
            Example("class C {\n    init?() {\n        let i = 1\n        return nil\n    }\n}\n"),
            Example("class C {\n    subscript(i: Int) -> Int {\n        let res = i\n        return res\n    }\n}\n"),
            Example("protocol P {\n    func f() -> Int\n}\n"),
            Example("func foo() -> Int {\n    return 0\n}\n", options: "included: [closure, getter]"),
            Example("foo.map { return $0 }\n", options: "included: [function]"),
        ],
        triggeringExamples: [
            Example("foo.map { value in\n    ↓return value + 1\n}\n"),
            Example("foo.map {\n    ↓return $0 + 1\n}\n"),
            Example("foo.map({ ↓return $0 + 1})\n"),
            Example("[1, 2].first(where: {\n    ↓return true\n})\n"),
            Example("func foo() -> Int {\n    ↓return 0\n}\n"),
            Example("class Foo {\n    func foo() -> Int { ↓return 0 }\n}\n"),
            Example("func f() { ↓return }\n"),
            Example("var foo: Bool { ↓return true }\n"),
            Example("class Foo {\n    var bar: Int {\n        get {\n            ↓return 0\n        }\n    }\n}\n"),
            Example("class Foo {\n    static var bar: Int {\n        ↓return 0\n    }\n}\n"),
            Example("class C {\n    init() {\n        ↓return\n    }\n}\n"),
            Example("class C {\n    init?() {\n        ↓return nil\n    }\n}\n"),
            Example("class C {\n    subscript(i: Int) -> Int {\n        ↓return i\n    }\n}\n"),
            Example("func f() -> [Int] {\n    ↓return list.map { ↓return $0 }\n}\n"),
            Example("foo.map { ↓return $0 }\n", options: "included: [closure]"),
        ],
        corrections: [
            Correction(
                Example("foo.map { value in\n    // Important comment\n    ↓return value + 1\n}\n"),
                "foo.map { value in\n    // Important comment\n    value + 1\n}\n"
            ),
            Correction(Example("foo.map({ ↓return $0 + 1 })\n"), "foo.map({ $0 + 1 })\n"),
            Correction(Example("func foo() -> Int {\n    ↓return 0\n}\n"), "func foo() -> Int {\n    0\n}\n"),
            Correction(
                Example("func f() {\n    // Comment\n    ↓return\n    // Another comment\n}\n"),
                "func f() {\n    // Comment\n    \n    // Another comment\n}\n"
            ),
            Correction(Example("var foo: Bool { ↓return true }\n"), "var foo: Bool { true }\n"),
            Correction(
                Example("class C {\n    init?() {\n        ↓return nil\n    }\n}\n"),
                "class C {\n    init?() {\n        nil\n    }\n}\n"
            ),
            Correction(
                Example("class C {\n    subscript(i: Int) -> Int {\n        ↓return i\n    }\n}\n"),
                "class C {\n    subscript(i: Int) -> Int {\n        i\n    }\n}\n"
            ),
            Correction(
                Example("func f() -> [Int] {\n    ↓return list.map { ↓return $0 }\n}\n"),
                "func f() -> [Int] {\n    list.map { $0 }\n}\n"
            ),
        ]
    )

    enum Kind: String, Sendable, OptionEnum { case closure, function, getter, initializer, `subscript` }

    var included: [Kind] = Kind.allCases

    static var options: [RuleOption<Self>] {
        [.severity, .key("included", \.included, "the bodies checked: closure, function, getter, initializer,"
            + " subscript")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("return") else { return }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        for kind in Set(included) { register(kind, &walk) }
    }

    /// The bodies of one kind: each is reported when it is a single `return`.
    private func register(_ kind: Kind, _ walk: inout FileWalk) {
        switch kind {
        case .getter:
            walk.visitPost(AccessorDeclSyntax.self) { node, found in
                guard node.accessorSpecifier.tokenKind == .keyword(.get) else { return }
                Self.check(node.body?.statements, &found)
            }
            walk.visitPost(PatternBindingSyntax.self) { node, found in
                guard case .getter(let items) = node.accessorBlock?.accessors else { return }
                Self.check(items, &found)
            }
        case .closure:
            walk.visitPost(ClosureExprSyntax.self) { node, found in Self.check(node.statements, &found) }
        case .function:
            walk.visitPost(FunctionDeclSyntax.self) { node, found in Self.check(node.body?.statements, &found) }
        case .initializer:
            walk.visitPost(InitializerDeclSyntax.self) { node, found in Self.check(node.body?.statements, &found) }
        case .subscript:
            walk.visitPost(SubscriptDeclSyntax.self) { node, found in
                guard case .getter(let items) = node.accessorBlock?.accessors else { return }
                Self.check(items, &found)
            }
        }
    }

    /// A body of a single `return`: the keyword goes, with the character after it when a value follows.
    private static func check(_ items: CodeBlockItemListSyntax?, _ found: inout RuleFindings) {
        guard let items, items.count == 1, let statement = items.first?.item.as(ReturnStmtSyntax.self) else { return }
        let keyword = statement.returnKeyword
        let start = keyword.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = keyword.endPositionBeforeTrailingTrivia.utf8Offset + (statement.expression == nil ? 0 : 1)
        found.add(atByte: start, fix: [TextEdit(start..<end)])
    }
}
