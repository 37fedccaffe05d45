// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Every declaration at file level states its access level (`internal` included); members are not checked.
struct ExplicitTopLevelACLRule: Rule {
    static let description = RuleDescription(
        identifier: "explicit_top_level_acl",
        name: "Explicit Top Level ACL",
        description: "Top-level declarations should specify Access Control Level keywords explicitly",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("internal enum A {}\n"),
            Example("public final class B {}\n"),
            Example("private struct S1 {\n    struct S2 {}\n}\n"),
            Example("internal enum A { enum B {} }\n"),
            Example("internal final actor Foo {}\n"),
            Example("internal typealias Foo = Bar\n"),
            Example("internal func a() {}\n"),
            Example("extension A: Equatable {}\n"),
            Example("extension A {}\n"),
            Example("f { func f() {} }\n"),
            Example("do { func f() {} }\n"),
        ],
        triggeringExamples: [
            Example("↓enum A {}\n"),
            Example("final ↓class B {}\n"),
            Example("↓protocol P {}\n"),
            Example("↓func a() {}\n"),
            Example("internal let a = 0\n↓func b() {}\n"),
            Example("#if DEBUG\n↓struct Mock {}\n#endif\n↓typealias Name = String\n↓actor Store {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.skipDescendants(of: SkippedDeclaration.all)
        walk.visit(CodeBlockSyntax.self) { _, _ in .skipChildren }
        walk.visit(ClosureExprSyntax.self) { _, _ in .skipChildren }
        func check(_ modifiers: DeclModifierListSyntax, _ keyword: TokenSyntax, _ found: inout RuleFindings) {
            if modifiers.firstAccessLevel == nil { found.add(at: keyword) }
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in check(node.modifiers, node.classKeyword, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in check(node.modifiers, node.structKeyword, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in check(node.modifiers, node.enumKeyword, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in check(node.modifiers, node.protocolKeyword, &found) }
        walk.visitPost(ActorDeclSyntax.self) { node, found in check(node.modifiers, node.actorKeyword, &found) }
        walk.visitPost(TypeAliasDeclSyntax.self) { node, found in
            check(node.modifiers, node.typealiasKeyword, &found)
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in check(node.modifiers, node.funcKeyword, &found) }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            check(node.modifiers, node.bindingSpecifier, &found)
        }
    }
}
