// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `"text".data(using: .utf8)` is optional for no reason; `Data("text".utf8)` cannot fail.
struct NonOptionalStringDataConversionRule: Rule {
    static let description = RuleDescription(
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

    /// Whether any string expression counts, not only string literals.
    var includeVariables = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("include_variables", \.includeVariables, "any string expression counts, not only literals")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(".data(") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            guard let base = node.base, includeVariables || base.is(StringLiteralExprSyntax.self),
                  node.declName.baseName.text == "data",
                  let call = node.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let argument = call.arguments.first, argument.label?.text == "using",
                  argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "utf8" else { return }
            found.add(at: node)
        }
    }
}
