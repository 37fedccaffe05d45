// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Files should not be too long; with `ignore_comment_only_lines`, only lines holding code count. Same
/// counting, position (the last line) and reasons as SwiftLint's `file_length`.
struct FileLengthRule: Rule {
    static let description = RuleDescription(
        identifier: "file_length",
        name: "File Length",
        description: "Files should not span too many lines.",
        nonTriggeringExamples: [
            Example("let a = 1\nlet b = 2\nlet c = 3\n", options: "warning: 3"),
            Example("let a = 1\n// One note.\n\n/* Another\n   note. */\nlet b = 2\n",
                    options: "warning: 3\nignore_comment_only_lines: true"),
        ],
        triggeringExamples: [
            Example("let a = 1\nlet b = 2\nlet c = 3\n↓let d = 4\n", options: "warning: 3"),
            Example("let a = 1\n\n\n↓\n", options: "warning: 3"),
            Example("let a = 1\nlet b = 2\n// Note.\n↓let c = 3\n",
                    options: "warning: 2\nignore_comment_only_lines: true"),
            Example("let a = 1\nlet b = 2\nlet c = 3\n↓let d = 4\n", options: "[2, 3]"),
            Example("let text = \"\"\"\n    one\n    two\n↓    \"\"\"\n",
                    options: "warning: 3\nignore_comment_only_lines: true"),
        ]
    )

    var levels = SeverityLevels(warning: 400, error: 1_000)
    var ignoresCommentOnlyLines = false

    static var options: [RuleOption<Self>] {
        [
            .levels(\.levels),
            .key("ignore_comment_only_lines", \.ignoresCommentOnlyLines, "only lines holding code count"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let total = file.lineCount
        guard total > levels.smallest else { return }
        walk.atEnd { found in
            let count = ignoresCommentOnlyLines ? file.codeLines.count(1...total) : total
            guard let exceeded = levels.exceeded(by: count) else { return }
            let qualifier = ignoresCommentOnlyLines ? " excluding comments and whitespaces" : ""
            found.add(
                line: total, column: 1,
                reason: "File should contain \(exceeded.threshold) lines or less\(qualifier): "
                    + "currently contains \(count)",
                severity: exceeded.severity
            )
        }
    }
}
