// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An extension of a type declared in the same file only splits the type's declaration; constrained
/// extensions (`where`) are the exception.
struct NoGroupingExtensionRule: Rule {
    static let description = RuleDescription(
        identifier: "no_grouping_extension",
        name: "No Grouping Extension",
        description: "Extensions shouldn't be used to group code within the same source file",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("protocol Food {}\nextension Food {}\n"),
            Example("class Apples {}\nextension Oranges {}\n"),
            Example("class Box<T> {}\nextension Box where T: Vegetable {}\n"),
            Example("func make() {\n    struct Local {}\n}\nextension Local {}\n"),
        ],
        triggeringExamples: [
            Example("enum Fruit {}\n↓extension Fruit {}\n"),
            Example("↓extension Tea: Error {}\nstruct Tea {}\n"),
            Example("class Ham { class Spam {}}\n↓extension Ham.Spam {}\n"),
            Example("extension External { struct Gotcha {}}\n↓extension External.Gotcha {}\n"),
            Example("actor Store {}\n#if DEBUG\n↓extension Store {}\n#endif\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("extension") else { return }
        var scope: [String] = []
        var types = Set<String>()
        var extensions: [(name: String, position: AbsolutePosition)] = []
        func enterType(_ name: String) -> SyntaxVisitorContinueKind {
            scope.append(name)
            types.insert(scope.joined(separator: "."))
            return .visitChildren
        }
        walk.skipDescendants(of: [.protocol, .function, .variable, .initializer, .subscript])
        walk.visit(ActorDeclSyntax.self) { node, _ in enterType(node.name.text) }
        walk.visit(ClassDeclSyntax.self) { node, _ in enterType(node.name.text) }
        walk.visit(EnumDeclSyntax.self) { node, _ in enterType(node.name.text) }
        walk.visit(StructDeclSyntax.self) { node, _ in enterType(node.name.text) }
        walk.visit(ExtensionDeclSyntax.self) { node, _ in
            let name = node.extendedType.trimmedDescription
            scope.append(name)
            guard node.genericWhereClause == nil else { return .skipChildren }
            extensions.append((name, node.extensionKeyword.positionAfterSkippingLeadingTrivia))
            return .visitChildren
        }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in scope.removeLast() }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in scope.removeLast() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in scope.removeLast() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in scope.removeLast() }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in scope.removeLast() }
        walk.atEnd { found in
            for declaration in extensions where types.contains(declaration.name) {
                found.add(at: declaration.position)
            }
        }
    }
}
