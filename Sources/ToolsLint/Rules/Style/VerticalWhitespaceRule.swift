// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// No more than `max_empty_lines` empty lines in a row outside comments and strings, as SwiftLint's
/// `vertical_whitespace`.
struct VerticalWhitespaceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "vertical_whitespace",
        name: "Vertical Whitespace",
        description: "Limit vertical whitespace to a single empty line",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let width = 10\n\nlet height = 20\n"),
            Example("let width = 10\n\n"),
            Example("/* notes\n\n\n\nend */\n"),
            Example("let text = \"\"\"\n\n\n\n\"\"\"\n"),
            Example("// header\n\nimport Foundation\n"),
            Example("\n// header\n\nimport Foundation\n"),
            Example("let width = 10\n\n\nlet height = 20\n", options: "max_empty_lines: 2"),
        ],
        triggeringExamples: [
            Example("let width = 10\n\n↓\n\nlet height = 20\n"),
            Example("let width = 10\n\n↓\n"),
            Example("struct Box {\n    let width = 10\n  \n    ↓\n}\n"),
            Example("\n\n↓import Foundation\n"),
            Example("// one\n\n↓\n// two\n"),
            Example("let width = 10\n\n\n↓\nlet height = 20\n", options: "max_empty_lines: 2"),
        ],
        corrections: [
            Correction(Example("let width = 10\n\n↓\n\nlet height = 20\n"), "let width = 10\n\nlet height = 20\n"),
            Correction(Example("let width = 10\n  \n↓\nlet height = 20\n"), "let width = 10\n  \nlet height = 20\n"),
            Correction(Example("\n\n↓\nimport Foundation\n"), "\n\nimport Foundation\n"),
            Correction(
                Example("let width = 10\n\n\n↓\n\nlet height = 20\n", options: "max_empty_lines: 2"),
                "let width = 10\n\n\nlet height = 20\n"
            ),
        ]
    )

    var maxEmptyLines = 1

    static var options: [RuleOption<Self>] {
        [.severity, .key("max_empty_lines", \.maxEmptyLines, "how many empty lines may follow each other")]
    }

    /// Runs of empty lines, seen line by line; `--fix` removes a run's lines from the reported one on.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        var runStart: Int?
        walk.eachLine { index, found in
            if file.isBlankLine(index) {
                if runStart == nil { runStart = index }
            } else if let first = runStart {
                check(first...(index - 1), in: file, &found)
                runStart = nil
            }
        }
        walk.atEnd { found in
            if let first = runStart { check(first...file.lineCount, in: file, &found) }
        }
    }

    private func check(_ run: ClosedRange<Int>, in file: LintFile, _ found: inout RuleFindings) {
        guard run.count > maxEmptyLines else { return }
        // SwiftLint counts the line breaks of the run: at the top of the file there is one fewer before it.
        let reported = run.lowerBound + maxEmptyLines + (run.lowerBound == 1 ? 1 : 0)
        // Empty lines inside a block comment or a multi-line string are the text's, not layout.
        guard reported <= file.lineCount, !file.isInCommentOrString(atByte: file.lineStarts[run.lowerBound - 1]) else {
            return
        }
        let reason = maxEmptyLines == 1
            ? "Limit vertical whitespace to a single empty line"
            : "Limit vertical whitespace to maximum \(maxEmptyLines) empty lines"
        let start = file.lineStarts[reported - 1]
        let end = run.upperBound < file.lineStarts.count ? file.lineStarts[run.upperBound] : file.bytes.count
        found.add(
            atByte: file.firstNonBlankOffset(ofLine: reported), reason: "\(reason); currently \(run.count)",
            fix: reported <= run.upperBound ? [TextEdit(start..<end)] : []
        )
    }
}
