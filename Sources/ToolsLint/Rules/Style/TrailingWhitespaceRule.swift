// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Lines should not end in spaces or tabs. Options as SwiftLint's: `ignores_empty_lines`,
/// `ignores_comments` (trailing whitespace after a comment is allowed; default true), `severity`.
public struct TrailingWhitespaceRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var ignoresEmptyLines = false
    public var ignoresComments = true

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["ignores_empty_lines", "ignores_comments"]
        )
        if let value = options?["ignores_empty_lines"] { ignoresEmptyLines = try value.bool() }
        if let value = options?["ignores_comments"] { ignoresComments = try value.bool() }
    }

    public var requiresSyntaxTree: Bool { false }

    /// Byte offset of the first trailing whitespace byte of each offending line.
    private func offendingLines(in file: LintFile) -> [(line: Int, offset: Int)] {
        var candidates: [(line: Int, offset: Int)] = []
        guard file.lineCount > 0 else { return [] }
        for index in 1...file.lineCount {
            let range = file.byteRange(ofLine: index)
            var start = range.upperBound
            while start > range.lowerBound, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 {
                start -= 1
            }
            guard start < range.upperBound else { continue }
            if start == range.lowerBound, ignoresEmptyLines { continue }
            candidates.append((index, start))
        }
        guard ignoresComments, !candidates.isEmpty else { return candidates }
        // Only now is the tree needed: to know which whitespace follows a comment. Each candidate looks up
        // the one trivia piece before it, instead of listing every comment of the file.
        return candidates.filter { candidate in
            guard candidate.offset > file.byteRange(ofLine: candidate.line).lowerBound else { return true }
            // Whitespace after `/* … */` counts, as in SwiftLint; only line comments may be followed by it.
            guard let comment = file.comment(atByte: candidate.offset - 1) else { return true }
            return !comment.isLineComment
        }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        offendingLines(in: file).map { line, offset in
            let column = file.position(ofByte: offset).column
            return Violation(
                ruleID: identifier, severity: severity, line: line, column: column,
                message: Self.description.description
            )
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        let lines = offendingLines(in: file).filter { !suppressedLines.contains($0.line) }
        guard !lines.isEmpty else { return nil }
        var bytes = file.bytes
        // From the end, so earlier offsets stay valid.
        for (line, offset) in lines.reversed() {
            bytes.removeSubrange(offset..<file.byteRange(ofLine: line).upperBound)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
