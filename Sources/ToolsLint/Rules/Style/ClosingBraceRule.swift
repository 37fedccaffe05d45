// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// No whitespace between `}` and a `)` on the same line, as SwiftLint's `closing_brace`.
struct ClosingBraceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "closing_brace",
        name: "Closing Brace Spacing",
        description: "Closing brace with closing parenthesis should not have any whitespaces in the middle",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("items.map({ $0 })\n"),
            Example("items.map(\n  { $0 }\n)\n"),
        ],
        triggeringExamples: [
            Example("items.map({ $0 ↓} )\n"),
            Example("items.map({ $0 ↓}\t)\n"),
        ],
        corrections: [
            Correction(Example("items.map({ $0 ↓} )\n"), "items.map({ $0 })\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let offsets = file.offsets(of: "}")
        guard !offsets.isEmpty else { return }
        walk.atEnd { found in
            for offset in offsets {
                guard let brace = file.token(atByte: offset), brace.tokenKind == .rightBrace,
                      brace.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      let next = brace.nextToken(viewMode: .sourceAccurate), next.tokenKind == .rightParen,
                      next.positionAfterSkippingLeadingTrivia.utf8Offset != offset + 1,
                      !next.leadingTrivia.contains(where: { if case .newlines = $0 { true } else { false } })
                else { continue }
                found.add(atByte: offset, fix: [TextEdit((offset + 1)..<brace.endPosition.utf8Offset)])
            }
        }
    }
}
