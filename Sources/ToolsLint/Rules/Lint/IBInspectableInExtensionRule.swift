// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An `@IBInspectable` property added in an extension applies to every instance of the extended type, which
/// Interface Builder then shows everywhere. As SwiftLint, the attribute is reported wherever the walk reaches
/// it without entering a declaration other than an extension or a variable (so a file-level property too).
struct IBInspectableInExtensionRule: Rule {
    static let description = RuleDescription(
        identifier: "ibinspectable_in_extension",
        name: "IBInspectable in Extension",
        description: "Extensions shouldn't add @IBInspectable properties",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class Foo {\n  @IBInspectable private var x: Int\n}\n"),
            Example("extension Foo {\n    func f() {\n        @IBInspectable var x: Int\n    }\n}\n"),
            Example("@IBInspectable class Foo {}\n"),
        ],
        triggeringExamples: [
            Example("extension Foo {\n  ↓@IBInspectable private var x: Int\n}\n"),
            Example("↓@IBInspectable var x: Int\n"),
            Example("extension Foo {\n    #if DEBUG\n    ↓@IBInspectable var x: Int\n    #endif\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("IBInspectable") else { return }
        walk.skipDeclarationBodies(except: [ExtensionDeclSyntax.self, VariableDeclSyntax.self])
        walk.visitPost(AttributeSyntax.self) { node, found in
            if node.attributeNameText == "IBInspectable" { found.add(at: node) }
        }
    }
}
