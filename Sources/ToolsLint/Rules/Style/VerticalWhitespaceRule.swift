// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// No more than `max_empty_lines` empty lines in a row outside comments and strings, as SwiftLint's
/// `vertical_whitespace`.
public struct VerticalWhitespaceRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var maxEmptyLines = 1

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["max_empty_lines"]
        )
        if let value = options?.isMapping == true ? options?["max_empty_lines"] : nil {
            maxEmptyLines = try value.int()
        }
    }

    public var requiresSyntaxTree: Bool { false }

    /// A run of empty lines longer than allowed.
    private struct Run {
        var first: Int
        var last: Int
        /// The line reported, and from which `--fix` removes the run's lines.
        var reported: Int
    }

    private func runs(in file: LintFile) -> [Run] {
        var runs: [Run] = []
        var index = 1
        let count = file.lineCount
        while index <= count {
            guard file.isBlankLine(index) else {
                index += 1
                continue
            }
            let first = index
            while index <= count, file.isBlankLine(index) { index += 1 }
            let length = index - first
            guard length > maxEmptyLines else { continue }
            // SwiftLint counts the line breaks of the run: at the top of the file there is one fewer before it.
            let reported = first + maxEmptyLines + (first == 1 ? 1 : 0)
            runs.append(Run(first: first, last: index - 1, reported: reported))
        }
        // Empty lines inside a block comment or a multi-line string are the text's, not layout.
        return runs.filter { !file.isInCommentOrString(atByte: file.lineStarts[$0.first - 1]) }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let reason = maxEmptyLines == 1
            ? "Limit vertical whitespace to a single empty line"
            : "Limit vertical whitespace to maximum \(maxEmptyLines) empty lines"
        return runs(in: file).compactMap { run in
            guard run.reported <= file.lineCount else { return nil }
            let position = file.position(ofByte: file.firstNonBlankOffset(ofLine: run.reported))
            return Violation(
                ruleID: identifier, severity: severity, line: position.line, column: position.column,
                message: "\(reason); currently \(run.last - run.first + 1)"
            )
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        let removals = runs(in: file).filter { $0.reported <= $0.last && !suppressedLines.contains($0.reported) }
        guard !removals.isEmpty else { return nil }
        var bytes = file.bytes
        for run in removals.reversed() {
            let start = file.lineStarts[run.reported - 1]
            let end = run.last < file.lineStarts.count ? file.lineStarts[run.last] : file.bytes.count
            bytes.removeSubrange(start..<end)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
