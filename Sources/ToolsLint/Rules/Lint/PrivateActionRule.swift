// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `@IBAction` methods are called by Interface Builder only; keep them out of the type's interface.
struct PrivateActionRule: Rule {
    static let description = RuleDescription(
        identifier: "private_action",
        name: "Private Actions",
        description: "IBActions should be private",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class Screen {\n\t@IBAction private func tapped(_ sender: UIButton) {}\n}\n"),
            Example("struct Screen {\n\t@IBAction fileprivate func tapped(_ sender: UIButton) {}\n}\n"),
            Example("private extension Screen {\n\t@IBAction func tapped(_ sender: UIButton) {}\n}\n"),
            Example("fileprivate extension Screen {\n\t@IBAction func tapped(_ sender: UIButton) {}\n}\n"),
        ],
        triggeringExamples: [
            Example("class Screen {\n\t@IBAction ↓func tapped(_ sender: UIButton) {}\n}\n"),
            Example("struct Screen {\n\t@IBAction public ↓func tapped(_ sender: UIButton) {}\n}\n"),
            Example("extension Screen {\n\t@IBAction internal ↓func tapped(_ sender: UIButton) {}\n}\n"),
            Example("public extension Screen {\n\t@IBAction ↓func tapped(_ sender: UIButton) {}\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("@IBAction") else { return }
        walk.visit(ExtensionDeclSyntax.self) { node, _ in
            node.modifiers.containsPrivateOrFileprivate ? .skipChildren : .visitChildren
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard node.attributes.contains(attributeNamed: "IBAction"),
                  !node.modifiers.containsPrivateOrFileprivate else { return }
            found.add(at: node.funcKeyword)
        }
    }
}
