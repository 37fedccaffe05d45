// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// No space before a comma and exactly one after it (unless a line break follows), as SwiftLint's `comma`.
struct CommaRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "comma",
        name: "Comma Spacing",
        description: "There should be no space before and one after any comma",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func join(first: String, second: String) {}\n"),
            Example("enum Direction { case up, down }\n"),
            Example("func pair(\n  left: Int,  // the left one\n  right: Int // the right one\n) {}\n"),
            Example("let text = \"1,2,3\"\n"),
            Example("buffer.store(0x2E /* '.' */, as: UInt8.self)\n"),
            Example("enum Message {\n  case appended(String, /* note */ String)\n}\n"),
            Example("let list = [\n    1,\n    2\n]\n"),
        ],
        triggeringExamples: [
            Example("func join(first: String↓ ,second: String) {}\n"),
            Example("join(first: \"a\"↓,second: \"b\")\n"),
            Example("enum Direction { case up↓ ,down }\n"),
            Example("let total = sum(\n    first: 3↓ , // a note\n    second: 4\n)\n"),
            Example("log(\"too large\"↓,  info: [])\n"),
            Example("let list = [1↓,2↓,3]\n"),
        ],
        corrections: [
            Correction(Example("join(first: \"a\"↓,second: \"b\")\n"), "join(first: \"a\", second: \"b\")\n"),
            Correction(Example("join(first: 1↓  ,  second: 2)\n"), "join(first: 1, second: 2)\n"),
            Correction(Example("let list = [1↓,2↓,3]\n"), "let list = [1, 2, 3]\n"),
            Correction(Example("log(\"too large\"↓,  info: [])\n"), "log(\"too large\", info: [])\n"),
            Correction(Example("let list = [\n    1↓ ,\n    2\n]\n"), "let list = [\n    1,\n    2\n]\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(",") else { return }
        walk.atEnd { found in
            for (offset, edit) in Self.findings(in: file) { found.add(atByte: offset, fix: [edit]) }
        }
    }

    /// Where each comma is misplaced, with the edit that fixes it.
    private static func findings(in file: LintFile) -> [(offset: Int, edit: TextEdit)] {
        var edits: [(offset: Int, edit: TextEdit)] = []
        let tokens = file.tokens
        for index in file.tokenIndices(startingWith: [","], where: { $0.tokenKind == .comma })
        where index > 0 && index + 1 < tokens.count {
            let (before, comma, next) = (tokens[index - 1], tokens[index], tokens[index + 1])
            let nextOnNewLine = next.leadingTrivia.contains { $0.isNewline }
            // A comment after the comma stays: the edit ends at the comma when its trailing trivia holds one.
            let commaEnd = comma.trailingTrivia.contains { $0.isComment }
                ? comma.endPositionBeforeTrailingTrivia.utf8Offset : comma.endPosition.utf8Offset
            if !before.trailingTrivia.isEmpty, !before.trailingTrivia.contains(where: \.isBlockComment) {
                let start = before.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append((start, TextEdit(start..<commaEnd, nextOnNewLine ? "," : ", ")))
            } else if comma.trailingTrivia.pieces.first != .spaces(1), !nextOnNewLine {
                let start = comma.position.utf8Offset
                let end = next.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append((start, TextEdit(start..<end, ", ")))
            }
        }
        return edits
    }
}

private extension TriviaPiece {
    /// Only `/* */` (not `/** */`) lets a space stand before a comma, as in SwiftLint.
    var isBlockComment: Bool {
        if case .blockComment = self { return true }
        return false
    }
}
