// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `genstrings` reads the key and comment of `NSLocalizedString` from the source: they must be string
/// literals (concatenated or not) without interpolation.
struct NSLocalizedStringKeyRule: Rule {
    static let description = RuleDescription(
        identifier: "nslocalizedstring_key",
        name: "NSLocalizedString Key",
        description: "Static strings should be used as key/comment in NSLocalizedString in order for genstrings "
            + "to work",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("NSLocalizedString(\"key\", comment: \"\")\n"),
            Example("NSLocalizedString(\"key\" + \"2\", comment: \"\")\n"),
            Example("NSLocalizedString(\"key\", comment: \"comment\")\n"),
            Example("NSLocalizedString(\"This is a multi-\" +\n    \"line string\", comment: \"\")\n"),
            Example(
                "let format = NSLocalizedString(\"%@, %@.\", comment: \"Accessibility label for a post in the p"
                    + "ost list.\" +\n\" The parameters are the title, and date respectively.\" +\n"
                    + "\" For example, \"Let it Go, 1 hour ago.\"\")"
            ),
        ],
        triggeringExamples: [
            Example("NSLocalizedString(↓method(), comment: \"\")\n"),
            Example("NSLocalizedString(↓\"key_\\(param)\", comment: \"\")\n"),
            Example("NSLocalizedString(\"key\", comment: ↓\"comment with \\(param)\")\n"),
            Example("NSLocalizedString(↓\"key_\\(param)\", comment: ↓method())\n"),
            Example("NSLocalizedString(↓\"a\" + b, comment: ↓(\"c\"))\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("NSLocalizedString") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLocalizedString" else {
                return
            }
            if let key = node.arguments.first(where: { $0.label == nil })?.expression, !Self.isStatic(key) {
                found.add(at: key)
            }
            if let comment = node.arguments.first(where: { $0.label?.text == "comment" })?.expression,
               !Self.isStatic(comment) {
                found.add(at: comment)
            }
        }
    }

    /// A literal without interpolation, or a sequence (`"a" + "b"`) of such literals.
    private static func isStatic(_ expression: ExprSyntax) -> Bool {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || isStatic($0) }
        }
        return false
    }
}
