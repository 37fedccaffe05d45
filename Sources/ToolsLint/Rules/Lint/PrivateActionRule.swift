// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `@IBAction` methods are called by Interface Builder only; keep them out of the type's interface.
public struct PrivateActionRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("@IBAction") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.modifiers.containsPrivateOrFileprivate ? .skipChildren : .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            guard node.attributes.contains(attributeNamed: "IBAction"),
                  !node.modifiers.containsPrivateOrFileprivate else { return }
            add(node.funcKeyword)
        }
    }
}
