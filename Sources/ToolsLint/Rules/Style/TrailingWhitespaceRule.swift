// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Lines should not end in spaces or tabs. Options as SwiftLint's: `ignores_empty_lines`,
/// `ignores_comments` (trailing whitespace after a comment is allowed; default true), `severity`.
struct TrailingWhitespaceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "trailing_whitespace",
        name: "Trailing Whitespace",
        description: "Lines should not have trailing whitespace",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let name: String\n"),
            Example("//\n"),
            Example("// \n"),
            Example("let name: String //\n"),
            Example("let name: String // \n"),
            Example("\n    \n", options: "ignores_empty_lines: true"),
            Example("/* line one \n   line two \n*/ \nlet a = 1 /* x\n y */ \n/** doc \n */\n  /* \n  \n  */\n"),
        ],
        triggeringExamples: [
            Example("let name: String↓ \n"),
            Example("/* */ let name: String↓ \n"),
            Example("let a = 1↓\t\n"),
            Example("↓    \n"),
            Example("// comment↓ \n", options: "ignores_comments: false"),
            Example("let a = 1 /* x↓ \n y */\nlet b = 2 /* c */↓ \n"),
            Example("/* line one↓ \n   line two↓ \n*/↓ \n", options: "ignores_comments: false"),
        ],
        corrections: [
            Correction(Example("let name: String↓ \n"), "let name: String\n"),
            Correction(Example("let a = 1↓  \r\nlet b = 2\r\n"), "let a = 1\r\nlet b = 2\r\n"),
            Correction(Example("/* */ let name: String↓ \n"), "/* */ let name: String\n"),
            Correction(
                Example("let a = 1↓ \nlet b = 2 // swiftlint:disable:this trailing_whitespace\t\nlet c = 3↓ \n",
                        options: "ignores_comments: false"),
                "let a = 1\nlet b = 2 // swiftlint:disable:this trailing_whitespace\t\nlet c = 3\n"
            ),
        ]
    )

    var ignoresEmptyLines = false
    var ignoresComments = true

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("ignores_empty_lines", \.ignoresEmptyLines, "lines holding only whitespace are not checked"),
            .key("ignores_comments", \.ignoresComments, "whitespace after a line comment is allowed"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        // Without a block comment, a blank line is never inside one: no need to parse for it.
        let hasBlockComments = file.contains("/*")
        walk.eachLine { index, found in
            let range = file.byteRange(ofLine: index)
            var start = range.upperBound
            while start > range.lowerBound, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 {
                start -= 1
            }
            guard start < range.upperBound else { return }
            if start == range.lowerBound, ignoresEmptyLines { return }
            // Only now is the tree needed: to know which whitespace follows a comment. Each candidate looks
            // up the one trivia piece before it, instead of listing every comment of the file. As in
            // SwiftLint, a line may end in whitespace after a line comment, or when all of its text is inside
            // one block comment (`/* … */` after code, or code after it, still counts).
            if ignoresComments, start > range.lowerBound || hasBlockComments,
               Self.isCommentLine(file, range, whitespaceStart: start) {
                return
            }
            found.add(atByte: start, fix: [TextEdit(start..<range.upperBound)])
        }
    }

    /// Whether the text of the line in `range` (before `whitespaceStart`) is a line comment's end, or lies
    /// wholly inside one block comment (a blank line too, when the comment covers all of it).
    private static func isCommentLine(_ file: LintFile, _ range: Range<Int>, whitespaceStart start: Int) -> Bool {
        guard start > range.lowerBound else {
            guard let comment = file.comment(atByte: range.lowerBound), !comment.isLineComment else { return false }
            return range.upperBound <= comment.start + comment.length
        }
        guard let comment = file.comment(atByte: start - 1) else { return false }
        if comment.isLineComment { return true }
        var first = range.lowerBound
        while first < start, file.bytes[first] == 0x20 || file.bytes[first] == 0x09 { first += 1 }
        return first >= comment.start
    }
}
