// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `var count: Int = 0` rather than `var count = 0`: every binding of a property (or, unless excluded, a
/// local or static variable) names its type, as SwiftLint's opt-in `explicit_type_interface`.
struct ExplicitTypeInterfaceRule: Rule {
    static let description = RuleDescription(
        identifier: "explicit_type_interface",
        name: "Explicit Type Interface",
        description: "Properties should have a type interface",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class Foo {\n  var myVar: Int? = 0\n}\n"),
            Example("class Foo {\n  let myVar: Int? = 0, s: String = \"\"\n}\n"),
            Example("class Foo {\n  static var myVar: Int? = 0\n}\n"),
            Example("class Foo {\n  class var myVar: Int? = 0\n}\n"),
            Example("func f() {\n    if case .failure(let error) = errorCompletion {}\n}\n"),
            Example("func run() {\n    let count = 0\n}\n", options: "excluded: [local]"),
            Example("class Foo {\n  static var shared = Foo()\n}\n", options: "excluded: [static]"),
            Example("class Foo {\n  var list = [Int]()\n  var other = try Other()\n  var kind = Kind.self\n}\n",
                    options: "allow_redundancy: true"),
            Example("protocol Source {\n  var name: String { get }\n}\n"),
        ],
        triggeringExamples: [
            Example("class Foo {\n  var ↓myVar = 0\n}\n"),
            Example("class Foo {\n  let ↓mylet = 0\n}\n"),
            Example("class Foo {\n  static var ↓myStaticVar = 0\n}\n"),
            Example("class Foo {\n  class var ↓myClassVar = 0\n}\n"),
            Example("class Foo {\n  let ↓myVar = Int(0), ↓s = \"\"\n}\n"),
            Example("class Foo {\n  let ↓myVar = Set<Int>(0)\n}\n"),
            Example("func run() {\n    let ↓count = 0\n}\nvar ↓total = 1\n"),
            Example("class Foo {\n  var ↓count = 0\n}\n", options: "allow_redundancy: true"),
        ]
    )

    enum Kind: String, Sendable, OptionEnum { case instance, local, `static`, `class` }

    var excluded: [Kind] = []
    var allowsRedundancy = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("excluded", \.excluded, "kinds of variables not checked: instance, local, static, class"),
            .key("allow_redundancy", \.allowsRedundancy,
                 "a variable initialized by a call or a `.self` reference needs no type"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("var") || file.contains("let") else { return }
        let excluded = Set(excluded)
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            let kind: Kind
            if node.modifiers.contains(keyword: .class) {
                kind = .class
            } else if node.modifiers.contains(keyword: .static) {
                kind = .static
            } else if node.parent?.is(MemberBlockItemSyntax.self) == true {
                kind = .instance
            } else if node.parent?.is(CodeBlockItemSyntax.self) == true {
                kind = .local
            } else {
                return
            }
            guard !excluded.contains(kind) else { return }
            for binding in node.bindings where binding.typeAnnotation == nil {
                if allowsRedundancy, let value = binding.initializer?.value, Self.namesItsType(value) { continue }
                found.add(at: binding)
            }
        }
    }

    /// What `allow_redundancy` lets stand without a type: a call (SwiftLint tests the first character of
    /// the callee's debug description, a node type name, so every call counts), `try` before a call, or a
    /// `.self` reference.
    private static func namesItsType(_ value: ExprSyntax) -> Bool {
        if value.is(FunctionCallExprSyntax.self) { return true }
        if let tryExpression = value.as(TryExprSyntax.self),
           tryExpression.expression.is(FunctionCallExprSyntax.self) {
            return true
        }
        return value.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.self)
    }
}
