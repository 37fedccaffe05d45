// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// One space after a period in comments, as SwiftLint's opt-in `period_spacing`: the spaces after the first
/// are reported (and removed by `--fix`).
struct PeriodSpacingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "period_spacing",
        name: "Period Spacing",
        description: "Periods should not be followed by more than one space",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let pi = 3.2\nlet pi = Double.pi\nlet pi = Double. pi\nlet pi = Double.  pi\n"),
            Example("// A. Single.\n"),
            Example("///   - code: Identifier of the error. Integer.\n"),
            Example("// value: Multiline.\n//        Comment.\n"),
            Example("/**\nSentence ended in period.\n\n- Sentence 2 new line characters after.\n**/\n"),
            Example("let text = \"End.  Next.\"\n"),
        ],
        triggeringExamples: [
            Example("/* Only god knows why. ↓ This symbol does nothing. */\n"),
            Example("// Only god knows why. ↓ This symbol does nothing.\n"),
            Example("// Single. Double. ↓ End.\n"),
            Example("// Single. Double. ↓ Triple. ↓  End.\n"),
            Example("// Triple. ↓  Quad. ↓   End.\n"),
            Example("///   - code: Identifier of the error. ↓ Integer.\n"),
            Example("let pi = 3.14 // Roughly. ↓\tClose enough.\n"),
        ],
        corrections: [
            Correction(Example("/* Why. ↓ Symbol does nothing. */\n"), "/* Why. Symbol does nothing. */\n"),
            Correction(Example("// Why. ↓ Symbol does nothing.\n"), "// Why. Symbol does nothing.\n"),
            Correction(Example("// Single. Double. ↓ Triple. ↓  End.\n"), "// Single. Double. Triple. End.\n"),
            Correction(Example("// Triple. ↓  Quad. ↓   End.\n"), "// Triple. Quad. End.\n"),
            Correction(Example("///   - code: Identifier. ↓ Integer.\n"), "///   - code: Identifier. Integer.\n"),
        ]
    )

    /// A period followed by two or more spaces or tabs (not line breaks).
    private static let pattern = compiledPattern(#"\.[^\S\r\n]{2,}"#)

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(".  ") || file.contains(".\t") || file.contains(". \t") else { return }
        walk.atEnd { found in
            for range in file.commentRanges() {
                let comment = String(decoding: file.bytes[range], as: UTF8.self)
                let whole = NSRange(location: 0, length: comment.utf16.count)
                for match in Self.pattern.matches(in: comment, range: whole) {
                    // As SwiftLint counts it: the match's offset in UTF-16 units added to the comment's byte
                    // offset (the same unless the comment has non-ASCII text before the period).
                    let start = range.lowerBound + match.range.location + 2
                    let end = start + match.range.length - 2
                    guard end <= file.bytes.count, !file.isInsideCharacter(atByte: start),
                          !file.isInsideCharacter(atByte: end) else { continue }
                    found.add(atByte: start, fix: [TextEdit(start..<end)])
                }
            }
        }
    }
}

private extension LintFile {
    /// Whether the byte at `offset` continues a multi-byte character (no character starts there).
    func isInsideCharacter(atByte offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] & 0xC0 == 0x80
    }
}
