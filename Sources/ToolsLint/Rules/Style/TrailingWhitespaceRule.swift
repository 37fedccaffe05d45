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
        ],
        triggeringExamples: [
            Example("let name: String↓ \n"),
            Example("/* */ let name: String↓ \n"),
            Example("let a = 1↓\t\n"),
            Example("↓    \n"),
            Example("// comment↓ \n", options: "ignores_comments: false"),
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
        walk.eachLine { index, found in
            let range = file.byteRange(ofLine: index)
            var start = range.upperBound
            while start > range.lowerBound, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 {
                start -= 1
            }
            guard start < range.upperBound else { return }
            if start == range.lowerBound, ignoresEmptyLines { return }
            // Only now is the tree needed: to know which whitespace follows a comment. Each candidate looks
            // up the one trivia piece before it, instead of listing every comment of the file. Whitespace
            // after `/* … */` counts, as in SwiftLint; only line comments may be followed by it.
            if ignoresComments, start > range.lowerBound, let comment = file.comment(atByte: start - 1),
               comment.isLineComment {
                return
            }
            found.add(atByte: start, fix: [TextEdit(start..<range.upperBound)])
        }
    }
}
