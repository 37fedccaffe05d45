// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A default argument of a function other files call hides, at each call site, the value the call uses;
/// SwiftLint 0.65's opt-in `discouraged_default_parameter` flags it at the access levels configured
/// (internal and package by default), judged by the effective level (a `public` member of an internal
/// type is internal).
struct DiscouragedDefaultParameterRule: Rule {
    static let description = RuleDescription(
        identifier: "discouraged_default_parameter",
        name: "Discouraged Default Parameter",
        description: "Default parameter values should not be used in functions with certain access levels.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("public func foo(bar: Int = 0) {}\n"),
            Example("open func foo(bar: Int = 0) {}\n"),
            Example("public extension Foo { func foo(bar: Int = 0) {} }\n"),
            Example("extension E { public func foo(bar: Int = 0) {} }\n"),
            Example("func outer() { func inner(bar: Int = 0) {} }\n"),
            Example("func foo(bar: Int) {}\n"),
            Example("private func foo(bar: Int = 0) {}\n"),
            Example("fileprivate func foo(bar: Int = 0) {}\n"),
            Example("public init(value: Int = 42) {}\n"),
            Example("func foo(bar: Int = 0) {}\n", options: "disallowed_access_levels: [private]"),
            Example("public struct S {\n    public subscript(index: Int = 0) -> Int { index }\n}\n"),
        ],
        triggeringExamples: [
            Example("func foo(bar: Int ↓= 0) {}\n"),
            Example("internal func foo(bar: Int ↓= 0) {}\n"),
            Example("package func foo(bar: Int ↓= 0) {}\n"),
            Example("func foo(bar: Int ↓= 0, baz: String ↓= \"\") {}\n"),
            Example("init(value: Int ↓= 42) {}\n"),
            Example("class C { public func foo(bar: Int ↓= 0) {} }\n"),
            Example("struct S { public init(value: Int ↓= 42) {} }\n"),
            Example("private func foo(bar: Int ↓= 0) {}\n", options: "disallowed_access_levels: [private]"),
            Example("fileprivate func foo(bar: Int ↓= 0) {}\n", options: "disallowed_access_levels: [fileprivate]"),
            Example("struct S {\n    subscript(index: Int ↓= 0) -> Int { index }\n}\n"),
        ]
    )

    var disallowedAccessLevels: [DeclaredAccessLevel] = [.internal, .package]

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("disallowed_access_levels", \.disallowedAccessLevels,
                 "the effective access levels whose functions may not have default arguments"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("=") else { return }
        let disallowed = Set(disallowedAccessLevels)
        let scopes = AccessScopes(evaluatesEffectiveLevel: true)
        func enter(_ kind: AccessScopes.Kind, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
            scopes.enter(kind, modifiers)
            return .visitChildren
        }
        walk.visit(ActorDeclSyntax.self) { node, _ in enter(.type, node.modifiers) }
        walk.visit(ClassDeclSyntax.self) { node, _ in enter(.type, node.modifiers) }
        walk.visit(StructDeclSyntax.self) { node, _ in enter(.type, node.modifiers) }
        walk.visit(EnumDeclSyntax.self) { node, _ in enter(.enumeration, node.modifiers) }
        walk.visit(ProtocolDeclSyntax.self) { node, _ in enter(.protocol, node.modifiers) }
        walk.visit(ExtensionDeclSyntax.self) { node, _ in enter(.extension, node.modifiers) }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(ProtocolDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in scopes.leave() }
        // A function's body is not looked into: what it declares is local.
        walk.visit(FunctionDeclSyntax.self) { node, found in
            Self.check(node.modifiers, node.signature.parameterClause, scopes, disallowed, &found)
            return .skipChildren
        }
        walk.visit(InitializerDeclSyntax.self) { node, found in
            Self.check(node.modifiers, node.signature.parameterClause, scopes, disallowed, &found)
            return .skipChildren
        }
        walk.visit(SubscriptDeclSyntax.self) { node, found in
            Self.check(node.modifiers, node.parameterClause, scopes, disallowed, &found)
            return .skipChildren
        }
    }

    private static func check(
        _ modifiers: DeclModifierListSyntax, _ parameters: FunctionParameterClauseSyntax, _ scopes: AccessScopes,
        _ disallowed: Set<DeclaredAccessLevel>, _ found: inout RuleFindings
    ) {
        guard parameters.parameters.contains(where: { $0.defaultValue != nil }) else { return }
        let level = scopes.level(given: DeclaredAccessLevel(modifiers))
        guard disallowed.contains(level) else { return }
        for parameter in parameters.parameters {
            guard let value = parameter.defaultValue else { continue }
            found.add(at: value, reason: "Default parameter values should not be used in '\(level.rawValue)' functions")
        }
    }
}
