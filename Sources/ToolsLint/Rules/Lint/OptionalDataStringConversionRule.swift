// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `String(decoding:as:)` silently repairs invalid UTF-8; `String(bytes:encoding:)` reports it as nil.
struct OptionalDataStringConversionRule: Rule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("decoding") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
                  let last = node.arguments.last?.expression.as(MemberAccessExprSyntax.self),
                  last.base?.trimmedDescription == "UTF8", last.declName.baseName.text == "self",
                  node.arguments.map(\.label?.text) == ["decoding", "as"] else { return }
            found.add(at: node)
        }
    }
}
