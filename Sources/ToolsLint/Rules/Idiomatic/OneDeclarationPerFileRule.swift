// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One type per file: every top-level class, struct, enum, actor or protocol after the first is reported
/// (extensions and nested types do not count).
struct OneDeclarationPerFileRule: Rule {
    static let description = RuleDescription(
        identifier: "one_declaration_per_file",
        name: "One Declaration per File",
        description: "Only a single declaration is allowed in a file",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("actor Foo {}\n"),
            Example("class Foo {}\nextension Foo {}\n"),
            Example("struct S {\n    struct N {}\n}\n"),
            Example("func make() {\n    struct Local {}\n}\nstruct Other {}\n"),
        ],
        triggeringExamples: [
            Example("class Foo {}\n↓class Bar {}\n"),
            Example("protocol Foo {}\n↓enum Bar {}\n"),
            Example("struct Foo {}\n↓struct Bar {}\n"),
            Example("#if DEBUG\nstruct Mock {}\n#else\n↓struct Real {}\n#endif\n↓actor Store {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.skipDescendants(of: SkippedDeclaration.all)
        var seenOne = false
        func check(_ keyword: TokenSyntax, _ found: inout RuleFindings) {
            if seenOne { found.add(at: keyword) }
            seenOne = true
        }
        walk.visitPost(ActorDeclSyntax.self) { node, found in check(node.actorKeyword, &found) }
        walk.visitPost(ClassDeclSyntax.self) { node, found in check(node.classKeyword, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in check(node.structKeyword, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in check(node.enumKeyword, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in check(node.protocolKeyword, &found) }
    }
}
