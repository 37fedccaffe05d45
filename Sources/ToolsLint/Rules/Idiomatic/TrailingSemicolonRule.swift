// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A `;` that ends a line, as SwiftLint's `trailing_semicolon`; `--fix` removes the semicolon only.
struct TrailingSemicolonRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "trailing_semicolon",
        name: "Trailing Semicolon",
        description: "Lines should not have trailing semicolons",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let width = 10\n"),
            Example("let width = 10; let height = 20\n"),
            Example("func reset() { count = 0; }\n"),
            Example("let width = 10;"),
        ],
        triggeringExamples: [
            Example("let width = 10↓;\n"),
            Example("let width = 10↓;\nlet height = 20\n"),
            Example("let width = 10↓; // in points\n"),
            Example("let width = 10 ↓;  /* in points */\n"),
            Example("let width = 10; let height = 20↓;\n"),
        ],
        corrections: [
            Correction(Example("let width = 10↓;\n"), "let width = 10\n"),
            Correction(Example("let width = 10↓; // in points\n"), "let width = 10 // in points\n"),
            Correction(Example("let width = 10 ↓;  \nlet height = 20\n"), "let width = 10   \nlet height = 20\n"),
            Correction(
                Example("let width = 10; let height = 20↓;\n"), "let width = 10; let height = 20\n"
            ),
        ]
    )

    /// Only the tokens at a `;` byte are looked at; most files have few.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        let offsets = file.offsets(of: ";")
        guard !offsets.isEmpty else { return }
        walk.atEnd { found in
            for offset in offsets {
                guard let token = file.token(atByte: offset), token.tokenKind == .semicolon,
                      token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      let next = token.nextToken(viewMode: .sourceAccurate),
                      next.leadingTrivia.contains(where: \.isNewline) else { continue }
                found.add(atByte: offset, fix: [TextEdit(token.trimmedByteRange)])
            }
        }
    }
}
