// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A file ends with exactly one line break, as SwiftLint's `trailing_newline`.
public struct TrailingNewlineRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_newline",
        name: "Trailing Newline",
        description: "Files should have a single trailing newline",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("struct Empty {}\n"),
            Example("\n"),
        ],
        triggeringExamples: [
            Example("↓struct Empty {}"),
            Example("struct Empty {}\n\n↓\n"),
            Example("struct Empty {}\n↓    "),
        ],
        corrections: [
            Correction(Example("↓struct Empty {}"), "struct Empty {}\n"),
            Correction(Example("struct Empty {}\n\n↓\n"), "struct Empty {}\n"),
            Correction(Example("struct Empty {}\n↓    "), "struct Empty {}\n    \n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public var requiresSyntaxTree: Bool { false }

    public func validate(_ file: LintFile) -> [Violation] {
        guard !file.bytes.isEmpty, Self.trailingBreaks(in: file.bytes) != 1 else { return [] }
        // SwiftLint reports the last line without a column; column 0 stands for "no column".
        return [Violation(
            ruleID: identifier, severity: severity, line: max(Self.lineCount(of: file.bytes), 1), column: 0,
            message: Self.description.description
        )]
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        guard !file.bytes.isEmpty else { return nil }
        let count = Self.trailingBreaks(in: file.bytes)
        guard count != 1, !suppressedLines.contains(max(Self.lineCount(of: file.bytes), 1)) else { return nil }
        var bytes = file.bytes
        if count == 0 {
            bytes.append(0x0A)
        } else {
            bytes.removeLast(count - 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Line break characters at the end, `\r` and `\n` counted apart as SwiftLint counts them.
    private static func trailingBreaks(in bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes.reversed() {
            guard isBreak(byte) else { break }
            count += 1
        }
        return count
    }

    /// Lines as SwiftLint counts them for this rule: every `\r` and `\n` ends one.
    private static func lineCount(of bytes: [UInt8]) -> Int {
        let breaks = bytes.reduce(0) { $0 + (isBreak($1) ? 1 : 0) }
        return breaks + (bytes.last.map(isBreak) == true ? 0 : 1)
    }
}
