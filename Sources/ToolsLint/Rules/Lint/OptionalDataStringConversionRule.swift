// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `String(decoding:as:)` silently repairs invalid UTF-8; `String(bytes:encoding:)` reports it as nil.
public struct OptionalDataStringConversionRule: Rule {
    public static let description = RuleDescription(
        identifier: "optional_data_string_conversion",
        name: "Optional Data -> String Conversion",
        description: "Prefer failable `String(bytes:encoding:)` initializer when converting `Data` to `String`",
        nonTriggeringExamples: [
            Example("String(data: data, encoding: .utf8)\n"),
            Example("String(bytes: data, encoding: .utf8)\n"),
            Example("String(UTF8.self)\n"),
            Example("String(decoding: data, encoding: UTF8.self)\n"),
            Example("String.init(decoding: data, as: UTF8.self)\n"),
        ],
        triggeringExamples: [
            Example("let text = ↓String(decoding: data, as: UTF8.self)\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("decoding") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
                  let last = node.arguments.last?.expression.as(MemberAccessExprSyntax.self),
                  last.base?.trimmedDescription == "UTF8", last.declName.baseName.text == "self",
                  node.arguments.map(\.label?.text) == ["decoding", "as"] else { return }
            add(node)
        }
    }
}
