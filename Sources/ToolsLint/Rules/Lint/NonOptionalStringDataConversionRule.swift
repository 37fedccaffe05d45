// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `"text".data(using: .utf8)` is optional for no reason; `Data("text".utf8)` cannot fail.
public struct NonOptionalStringDataConversionRule: Rule {
    public static let description = RuleDescription(
        identifier: "non_optional_string_data_conversion",
        name: "Non-optional String -> Data Conversion",
        description: "Prefer non-optional `Data(_:)` initializer when converting `String` to `Data`",
        nonTriggeringExamples: [
            Example("Data(\"text\".utf8)\n"),
            Example("Data(text.utf8)\n"),
            Example("\"text\".data(using: .ascii)\n"),
            Example("text.data(using: .utf8)\n"),
            Example("text.data(using: .unicode)\n", options: "include_variables: true"),
        ],
        triggeringExamples: [
            Example("let data = ↓\"text\".data(using: .utf8)\n"),
            Example("let data = ↓\"text\".data(using: String.Encoding.utf8)\n"),
            Example("↓text.data(using: .utf8)\n", options: "include_variables: true"),
            Example("↓model.name.data(using: .utf8)\n", options: "include_variables: true"),
            Example("↓value()?.data(using: .utf8)\n", options: "include_variables: true"),
        ]
    )

    public var severity: Severity
    /// Whether any string expression counts, not only string literals.
    public var includeVariables: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["include_variables"]
        )
        includeVariables = try RuleOptions.bool(options, "include_variables", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains(".data(") else { return [] }
        return violations(of: Visitor(includeVariables: includeVariables), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        let includeVariables: Bool

        init(includeVariables: Bool) {
            self.includeVariables = includeVariables
        }

        override func visitPost(_ node: MemberAccessExprSyntax) {
            guard let base = node.base, includeVariables || base.is(StringLiteralExprSyntax.self),
                  node.declName.baseName.text == "data",
                  let call = node.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let argument = call.arguments.first, argument.label?.text == "using",
                  argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "utf8" else { return }
            add(node)
        }
    }
}
