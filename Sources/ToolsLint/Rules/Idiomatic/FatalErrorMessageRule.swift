// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `fatalError()` without a message leaves whoever reads the crash log guessing.
public struct FatalErrorMessageRule: Rule {
    public static let description = RuleDescription(
        identifier: "fatal_error_message",
        name: "Fatal Error Message",
        description: "A fatalError call should have a message",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("func load() {\n  fatalError(\"store missing\")\n}\n"),
            Example("func load() {\n  fatalError(message)\n}\n"),
            Example("func load() {\n  fatalError(\"\", file: file)\n}\n"),
            Example("func load() {\n  fatalError(\"\"\"\n  \"\"\")\n}\n"),
        ],
        triggeringExamples: [
            Example("func load() {\n  ↓fatalError(\"\")\n}\n"),
            Example("func load() {\n  ↓fatalError()\n}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("fatalError") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fatalError" else { return }
            if node.arguments.isEmpty {
                add(node)
            } else if node.arguments.count == 1, node.arguments.first?.expression.isEmptyStringLiteral == true {
                add(node)
            }
        }
    }
}
