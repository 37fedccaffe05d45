// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// At file scope `private` means `fileprivate`; SwiftLint's `private_over_fileprivate` prefers the shorter.
/// Extensions are checked only with `validate_extensions`.
struct PrivateOverFilePrivateRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "private_over_fileprivate",
        name: "Private over Fileprivate",
        description: "Prefer `private` over `fileprivate` declarations",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("extension String {}\nprivate extension Int {}\n"),
            Example("fileprivate extension String {}\n"),
            Example("extension String {\n  fileprivate func run() {}\n}\n"),
            Example("class Box {\n  fileprivate let size = 4\n}\n"),
            Example("struct Outer {\n  struct Inner {\n    fileprivate struct Deepest {}\n  }\n}\n"),
        ],
        triggeringExamples: [
            Example("↓fileprivate enum Kind {}\n"),
            Example("↓fileprivate class Box {\n  fileprivate(set) var size = 4\n}\n"),
            Example("↓fileprivate func run() {}\n↓fileprivate var count = 0\n↓fileprivate typealias Name = String\n"),
            Example("#if DEBUG\n↓fileprivate func debug() {}\n#endif\n"),
            Example("↓fileprivate(set) var count = 0\n"),
            Example("↓fileprivate extension String {}\n", options: "validate_extensions: true"),
        ],
        corrections: [
            Correction(Example("↓fileprivate enum Kind {}\n"), "private enum Kind {}\n"),
            Correction(
                Example("↓fileprivate enum Kind { fileprivate class A {} }\n"),
                "private enum Kind { fileprivate class A {} }\n"
            ),
        ]
    )

    var validatesExtensions = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("validate_extensions", \.validatesExtensions, "`fileprivate extension` is reported too")]
    }

    /// Only file-scope declarations: nothing inside a declaration is looked at. `--fix` writes `private`.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("fileprivate") else { return }
        func check(_ modifiers: DeclModifierListSyntax, _ found: inout RuleFindings) -> SyntaxVisitorContinueKind {
            if let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.fileprivate) }) {
                found.add(at: modifier.name, fix: [TextEdit(replacing: modifier.name, with: "private")])
            }
            return .skipChildren
        }
        walk.visit(ActorDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(ClassDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(EnumDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(FunctionDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(ProtocolDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(StructDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(TypeAliasDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(VariableDeclSyntax.self) { node, found in check(node.modifiers, &found) }
        walk.visit(ExtensionDeclSyntax.self) { node, found in
            validatesExtensions ? check(node.modifiers, &found) : .skipChildren
        }
    }
}
