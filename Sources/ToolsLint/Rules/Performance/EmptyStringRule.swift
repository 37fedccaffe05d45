// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `text.isEmpty` rather than `text == ""`: the comparison builds a string to compare with, as SwiftLint's
/// opt-in `empty_string` says (only an empty literal on the right of `==` or `!=` counts).
struct EmptyStringRule: Rule {
    static let description = RuleDescription(
        identifier: "empty_string",
        name: "Empty String",
        description: "Prefer checking `isEmpty` over comparing `string` to an empty string literal",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("myString.isEmpty\n"),
            Example("!myString.isEmpty\n"),
            Example("\"\"\"\nfoo==\n\"\"\"\n"),
            Example("let same = \"\" == name\nlet blank = name == \" \"\n"),
            Example("let named = name == \"\\(first)\"\n"),
        ],
        triggeringExamples: [
            Example("myString↓ == \"\"\n"),
            Example("myString↓ != \"\"\n"),
            Example("myString↓==\"\"\n"),
            Example("myString↓ == #\"\"#\n"),
            Example("myString↓ == ##\"\"##\n"),
            Example("if user.name↓ /* none */ == \"\" {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("\"") && (file.contains("==") || file.contains("!=")) else { return }
        walk.visitPost(StringLiteralExprSyntax.self) { node, found in
            guard node.segments.count == 1, let segment = node.segments.first,
                  segment.trimmedLength == SourceLength(utf8Length: 0),
                  let comparison = node.previousToken(viewMode: .sourceAccurate),
                  comparison.tokenKind.isEqualOrNotEqualOperator,
                  let compared = comparison.previousToken(viewMode: .sourceAccurate) else { return }
            found.add(at: compared.endPositionBeforeTrailingTrivia)
        }
    }
}
