// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// No empty lines right before a line that starts with a closing brace, bracket or parenthesis, as SwiftLint's
/// opt-in `vertical_whitespace_closing_braces`.
struct VerticalWhitespaceClosingBracesRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "vertical_whitespace_closing_braces",
        name: "Vertical Whitespace before Closing Braces",
        description: "Don't include vertical whitespace (empty line) before closing braces",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let sizes = [\n    10,\n    20\n]\n"),
            Example("if ready {\n    start()\n}\n"),
            Example("configure(\n    width: 10,\n    height: 20\n)\n"),
            Example("func load() {\n    fetch { data in\n        store(data)\n    }\n}\n"),
            Example("let names = people.map { $0.name }.sorted { $0 < $1 }\n"),
            Example("/*\n  struct Draft {\n\n      let title = \"\"\n\n  }\n*/\n"),
            Example("let poem = \"\"\"\n  roses\n\n  }\n  \"\"\"\n"),
            Example("func save() {\n    write() // done\n\n}\n"),
            Example("let value = 1\n\nlet other = 2\n"),
            Example("show([\n    1\n])\n", options: "only_enforce_before_trivial_lines: true"),
            Example(
                "run([task {\n    prepare()\n    return 1\n\n}, task {\n    return 2\n}])\n",
                options: "only_enforce_before_trivial_lines: true"
            ),
        ],
        triggeringExamples: [
            Example("let sizes = [\n    10,\n    20\n↓\n]\n"),
            Example("if ready {\n    start()\n↓\n\n}\n"),
            Example("if ready {\n    start()\n↓\n    \n}\n"),
            Example("configure(\n    width: 10,\n    height: 20\n↓\n)\n"),
            Example("func load() {\n    fetch { data in\n        store(data)\n    }\n↓\n}\n"),
            Example("func reset() {\n    /* cleared */\n↓\n}\n"),
            Example("show([\n    1\n↓\n])\n", options: "only_enforce_before_trivial_lines: true"),
            Example(
                "run([task {\n    prepare()\n    return 1\n\n}, task {\n    return 2\n↓\n}])\n",
                options: "only_enforce_before_trivial_lines: true"
            ),
            // Two empty lines in a row count as an empty line before an (empty) trivial line.
            Example("let value = 1\n↓\n\nlet other = 2\n", options: "only_enforce_before_trivial_lines: true"),
        ],
        corrections: [
            Correction(Example("if ready {\n    start()\n↓\n  \n    }\n"), "if ready {\n    start()\n    }\n"),
            Correction(Example("configure(\n    width: 10\n↓\n)\n"), "configure(\n    width: 10\n)\n"),
            Correction(
                Example("show([\n    1\n↓\n\n])\n", options: "only_enforce_before_trivial_lines: true"),
                "show([\n    1\n])\n"
            ),
            Correction(
                Example("let value = 1\n↓\n\nlet other = 2\n", options: "only_enforce_before_trivial_lines: true"),
                "let value = 1\n\nlet other = 2\n"
            ),
        ]
    )

    var onlyEnforceBeforeTrivialLines = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("only_enforce_before_trivial_lines", \.onlyEnforceBeforeTrivialLines,
                 "only empty lines before a line of nothing but closing brackets are reported"),
        ]
    }

    /// `--fix` removes the empty lines.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("\n\n") || file.contains("\n ") || file.contains("\n\t") else { return }
        walk.atEnd { found in
            for finding in findings(in: file) {
                found.add(atByte: finding.start + 1, fix: [TextEdit(finding.start..<finding.kept)])
            }
        }
    }

    /// One run of empty lines SwiftLint's pattern matches: from the line break ending the last non-empty line
    /// (`start`) to the end of the match (`end`); `--fix` keeps the text from `kept` on.
    private struct Finding {
        var start: Int
        var kept: Int
        var end: Int
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func isCloser(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
    }

    /// The matches of SwiftLint's pattern — line breaks each followed by blanks, then a line starting with a
    /// closer (or, with `only_enforce_before_trivial_lines`, a line of nothing but blanks and closers) — found
    /// by scanning bytes, not comments or strings.
    private func findings(in file: LintFile) -> [Finding] {
        let bytes = file.bytes
        var found: [Finding] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\n") else {
                index += 1
                continue
            }
            let (finding, next) = match(from: index, in: bytes)
            if let finding { found.append(finding) }
            index = next
        }
        guard !found.isEmpty else { return [] }
        // SourceKit's line comments end after their line break, so empty lines right after one are skipped too.
        let skipped = file.commentAndStringRanges().map { range in
            let isLineComment = range.count >= 2 && bytes[range.lowerBound + 1] == UInt8(ascii: "/")
                && bytes[range.lowerBound] == UInt8(ascii: "/")
            return isLineComment ? range.lowerBound..<min(range.upperBound + 1, bytes.count) : range
        }
        return found.filter { !skipped.anyOverlaps($0.start..<$0.end) }
    }

    /// The match starting at the line break at `start`, if any, and where to look for the next one.
    private func match(from start: Int, in bytes: [UInt8]) -> (Finding?, next: Int) {
        let count = bytes.count
        var breaks = 0
        var lastBreak = start
        var previousBreak = start
        var cursor = start
        while cursor < count, bytes[cursor] == UInt8(ascii: "\n") {
            breaks += 1
            previousBreak = lastBreak
            lastBreak = cursor
            cursor += 1
            while cursor < count, Self.isSpace(bytes[cursor]) { cursor += 1 }
        }
        guard breaks >= 2 else { return (nil, cursor) }
        guard onlyEnforceBeforeTrivialLines else {
            guard cursor < count, Self.isCloser(bytes[cursor]) else { return (nil, cursor) }
            return (Finding(start: start, kept: lastBreak, end: cursor + 1), cursor + 1)
        }
        var lineEnd = cursor
        while lineEnd < count, Self.isSpace(bytes[lineEnd]) || Self.isCloser(bytes[lineEnd]) { lineEnd += 1 }
        // ICU's `$` also matches before a carriage return.
        if lineEnd == count || bytes[lineEnd] == UInt8(ascii: "\n") || bytes[lineEnd] == UInt8(ascii: "\r") {
            return (Finding(start: start, kept: lastBreak, end: lineEnd), lineEnd)
        }
        // The last empty line is itself a trivial line the ones before it precede.
        guard breaks >= 3 else { return (nil, cursor) }
        return (Finding(start: start, kept: previousBreak, end: lastBreak), lastBreak)
    }
}
