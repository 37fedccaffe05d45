// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// No space before a comma and exactly one after it (unless a line break follows), as SwiftLint's `comma`.
public struct CommaRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains(",") else { return [] }
        var edits: [TextEdit] = []
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
                edits.append(TextEdit(
                    violationOffset: start, range: start..<commaEnd, replacement: nextOnNewLine ? "," : ", "
                ))
            } else if comma.trailingTrivia.pieces.first != .spaces(1), !nextOnNewLine {
                let start = comma.position.utf8Offset
                let end = next.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(TextEdit(violationOffset: start, range: start..<end, replacement: ", "))
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
