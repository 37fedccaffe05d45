// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A `set` accessor that never reads the new value (`newValue` or its own parameter name).
struct UnusedSetterValueRule: Rule {
    static let description = RuleDescription(
        identifier: "unused_setter_value",
        name: "Unused Setter Value",
        description: "Setter value is not used",
        nonTriggeringExamples: [
            Example("var name: String {\n    get { store.name }\n    set { store.name = newValue }\n}\n"),
            Example("var name: String {\n    set { store.name = newValue }\n    get { store.name }\n}\n"),
            Example("var name: String {\n    get { store.name }\n    set(value) { store.name = value }\n}\n"),
            Example("override var name: String {\n    get { store.name }\n    set { }\n}\n"),
            Example("protocol Named {\n    var name: String { get set }\n}\n"),
            Example("override subscript(index: Int) -> Int {\n    get { 0 }\n    set {}\n}\n"),
        ],
        triggeringExamples: [
            Example("var name: String {\n    get { store.name }\n    ↓set { store.name = name }\n}\n"),
            Example("var name: String {\n    ↓set { store.name = name }\n    get { store.name }\n}\n"),
            Example("var name: String {\n    get {\n        let newValue = store.name\n        return newValue\n    }\n"
                    + "    ↓set { store.name = name }\n}\n"),
            Example("var name: String {\n    get { store.name }\n    ↓set(value) { store.name = name }\n}\n"),
            Example("override var name: String {\n    get { store.name }\n    ↓set { store.name = name }\n}\n"),
            Example("subscript(index: Int) -> Int {\n    get { 0 }\n    ↓set {}\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("set") else { return }
        /// Protocol requirements have no bodies to check.
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(AccessorDeclSyntax.self) { node, found in
            guard node.accessorSpecifier.tokenKind == .keyword(.set) else { return }
            let usage = UsageFinder(name: node.parameters?.name.text ?? "newValue")
            usage.walk(node)
            guard !usage.found else { return }
            // An empty setter of an override deliberately ignores writes.
            if let body = node.body, body.statements.isEmpty, Self.enclosingModifiers(of: node)?
                .contains(where: { $0.name.tokenKind == .keyword(.override) }) == true {
                return
            }
            found.add(at: node)
        }
    }

    static func enclosingModifiers(of node: some SyntaxProtocol) -> DeclModifierListSyntax? {
        var current = node.parent
        while let syntax = current {
            if let variable = syntax.as(VariableDeclSyntax.self) { return variable.modifiers }
            if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) { return subscriptDecl.modifiers }
            current = syntax.parent
        }
        return nil
    }

    private final class UsageFinder: SyntaxVisitor {
        let name: String
        var found = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: DeclReferenceExprSyntax) {
            if node.baseName.text == name { found = true }
        }
    }
}
