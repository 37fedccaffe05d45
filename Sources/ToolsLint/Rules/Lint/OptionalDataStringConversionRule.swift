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
            Example("String(a, b, c, UTF8.self)\n"),
            Example("String(decoding: data, encoding: UTF8.self)\n"),
            Example("String(data: data, encoding: .ascii)\n"),
            Example("String(bytes: data, encoding: .utf16LittleEndian)\n"),
            Example("String(decoding: data, as: UTF16.self)\n"),
            Example("String.init(bytes: data, encoding: .utf8)\n"),
            Example("let text: String = .init(bytes: data, encoding: .utf8)\n"),
            Example("let text: String = .init(data)\n"),
            Example("let text: Int = .init(decoding: data, as: UTF8.self)\n"),
            Example("let n: Int = .init(0)\n"),
            Example("String(repeating: \"a\", count: 3)\n"),
            Example("String(format: \"%d\", 3)\n"),
            Example("let text = .init(decoding: data, as: UTF8.self)\n"),
        ],
        triggeringExamples: [
            Example("let text = ↓String(decoding: data, as: UTF8.self)\n"),
            Example("↓String(decoding: data, as: UTF8.self)\n"),
            Example("↓String.init(decoding: data, as: UTF8.self)\n"),
            Example("let text: String = ↓.init(decoding: data, as: UTF8.self)\n"),
            Example("let text = ↓.init(decoding: data, as: UTF8.self)\n", options: "include_implicit_init: true"),
            Example("f(↓.init(decoding: data, as: UTF8.self))\n", options: "include_implicit_init: true"),
        ]
    )

    /// Whether a leading-dot `.init(decoding:as:)` counts without a `String` annotation beside it (SwiftLint
    /// 0.64 renamed `allow_implicit_init` to `include_implicit_init`; the old key still works, with a warning).
    var includesImplicitInit = false
    var allowsImplicitInit = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("include_implicit_init", \.includesImplicitInit,
                 "a leading-dot .init(decoding:as:) is reported even without a String type annotation"),
            .deprecatedKey("allow_implicit_init", \.allowsImplicitInit, renamedTo: "include_implicit_init"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("decoding") else { return }
        let includesImplicit = includesImplicitInit || allowsImplicitInit
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.arguments.map(\.label?.text) == ["decoding", "as"],
                  let last = node.arguments.last?.expression.as(MemberAccessExprSyntax.self),
                  last.base?.trimmedDescription == "UTF8", last.declName.baseName.text == "self" else { return }
            let called = node.calledExpression
            if called.as(DeclReferenceExprSyntax.self)?.baseName.text == "String" {
                found.add(at: called)
                return
            }
            // `String.init(…)`, or `.init(…)` where the type is `String`: annotated beside it, or assumed.
            guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init"
            else { return }
            if let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "String" { found.add(at: called) }
                return
            }
            let annotation = node.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
            if includesImplicit || annotation?.trimmedDescription == "String" { found.add(at: called) }
        }
    }
}
