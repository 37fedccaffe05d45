// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Every declaration states its access level (`internal` included), as SwiftLint's opt-in `explicit_acl`:
/// members of a private type and of an extension that states its own level are left alone, and so is
/// everything inside function bodies, closures, accessors and protocols.
struct ExplicitACLRule: Rule {
    static let description = RuleDescription(
        identifier: "explicit_acl",
        name: "Explicit ACL",
        description: "All declarations should specify Access Control Level keywords explicitly",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("internal enum A {}\n"),
            Example("public final class B {}\n"),
            Example("private struct C {}\n"),
            Example("internal enum A { internal enum B {} }\n"),
            Example("internal final class Foo {}\n"),
            Example("internal\nclass Foo {\n  private let bar = 5\n}\n"),
            Example("internal func a() { let a =  }\n"),
            Example("private func a() { func innerFunction() { } }\n"),
            Example("private enum Foo { enum Bar { } }\n"),
            Example("private struct C { let d = 5 }\n"),
            Example("internal protocol A {\n  func b()\n}\n"),
            Example("internal protocol A {\n  var b: Int\n}\n"),
            Example("internal class A { deinit {} }\n"),
            Example("extension A: Equatable {}\n"),
            Example("extension A {}\n"),
            Example("extension Foo {\n    internal func bar() {}\n}\n"),
            Example("internal enum Foo {\n    case bar\n}\n"),
            Example("extension Foo {\n    public var isValid: Bool {\n        let result = true\n"
                + "        return result\n    }\n}\n"),
            Example("extension Foo {\n    private var isValid: Bool {\n        get {\n"
                + "            return true\n        }\n        set(newValue) {\n"
                + "            print(newValue)\n        }\n    }\n}\n"),
            Example("private extension Foo {\n    var isValid: Bool { true }\n    struct S {\n"
                + "        let b = 2\n    }\n}\n"),
            Example("internal let handler = { () -> Void in\n    struct Local {}\n}\n"),
        ],
        triggeringExamples: [
            Example("↓enum A {}\n"),
            Example("final ↓class B {}\n"),
            Example("internal struct C { ↓let d = 5 }\n"),
            Example("public struct C { private(set) ↓var d = 5 }\n"),
            Example("internal struct C { static ↓let d = 5 }\n"),
            Example("public struct C { ↓let d = 5 }\n"),
            Example("public struct C { ↓init() }\n"),
            Example("static ↓func a() {}\n"),
            Example("internal let a = 0\n↓func b() {}\n"),
            Example("extension Foo {\n    ↓func bar() {}\n    static ↓func baz() {}\n}\n"),
            Example("public extension E {\n    let a = 1\n    struct S {\n        ↓let b = 2\n    }\n}\n"),
            Example("public actor Store {\n    ↓subscript(index: Int) -> Int { 0 }\n"
                + "    ↓typealias Key = String\n}\n"),
            Example("#if DEBUG\n↓protocol Mock {}\n#endif\n"),
        ]
    )

    /// Whether the modifiers state the declaration's access level: `private(set)` alone is the setter's.
    /// (Read in place: `filter` on a syntax collection builds a new tree.)
    private static func statesAccessLevel(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.detail == nil && DeclModifierListSyntax.accessLevelKinds.contains($0.name.tokenKind) }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        // Whether the members of each enclosing type or extension are checked (not in an extension that
        // states its own access level).
        var checksMembers: [Bool] = []
        func check(_ modifiers: DeclModifierListSyntax, at token: TokenSyntax, _ found: inout RuleFindings) {
            guard checksMembers.last != false else { return }
            if !Self.statesAccessLevel(modifiers) { found.add(at: token) }
        }
        func enterType(_ modifiers: DeclModifierListSyntax, _ keyword: TokenSyntax, _ found: inout RuleFindings)
            -> SyntaxVisitorContinueKind {
            check(modifiers, at: keyword, &found)
            checksMembers.append(true)
            return modifiers.containsPrivateOrFileprivate ? .skipChildren : .visitChildren
        }
        walk.visit(ActorDeclSyntax.self) { node, found in enterType(node.modifiers, node.actorKeyword, &found) }
        walk.visit(ClassDeclSyntax.self) { node, found in enterType(node.modifiers, node.classKeyword, &found) }
        walk.visit(EnumDeclSyntax.self) { node, found in enterType(node.modifiers, node.enumKeyword, &found) }
        walk.visit(StructDeclSyntax.self) { node, found in enterType(node.modifiers, node.structKeyword, &found) }
        walk.visit(ExtensionDeclSyntax.self) { node, _ in
            checksMembers.append(node.modifiers.firstAccessLevel == nil)
            return node.modifiers.containsPrivateOrFileprivate ? .skipChildren : .visitChildren
        }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in checksMembers.removeLast() }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in checksMembers.removeLast() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in checksMembers.removeLast() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in checksMembers.removeLast() }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in checksMembers.removeLast() }

        // Bodies, closures, accessors and protocol requirements are not looked into.
        walk.visit(CodeBlockSyntax.self) { _, _ in .skipChildren }
        walk.visit(ClosureExprSyntax.self) { _, _ in .skipChildren }
        walk.visit(FunctionDeclSyntax.self) { node, found in
            check(node.modifiers, at: node.funcKeyword, &found)
            return .skipChildren
        }
        walk.visit(InitializerDeclSyntax.self) { node, found in
            check(node.modifiers, at: node.initKeyword, &found)
            return .skipChildren
        }
        walk.visit(SubscriptDeclSyntax.self) { node, found in
            check(node.modifiers, at: node.subscriptKeyword, &found)
            return .skipChildren
        }
        walk.visit(VariableDeclSyntax.self) { node, found in
            check(node.modifiers, at: node.bindingSpecifier, &found)
            return .skipChildren
        }
        walk.visit(ProtocolDeclSyntax.self) { node, found in
            check(node.modifiers, at: node.protocolKeyword, &found)
            return .skipChildren
        }
        walk.visitPost(TypeAliasDeclSyntax.self) { node, found in
            check(node.modifiers, at: node.typealiasKeyword, &found)
        }
    }
}
