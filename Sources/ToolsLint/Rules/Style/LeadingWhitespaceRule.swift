// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A file starts with its first character, not with spaces or empty lines, as SwiftLint's `leading_whitespace`.
public struct LeadingWhitespaceRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "leading_whitespace",
        name: "Leading Whitespace",
        description: "Files should not contain leading whitespace",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("// Cart\n"),
            Example("import Cart\n"),
        ],
        triggeringExamples: [
            Example("↓\n// Cart\n"),
            Example("↓  import Cart\n"),
            Example("↓\t\n\nimport Cart\n"),
        ],
        corrections: [
            Correction(Example("↓\n  // Cart\n"), "// Cart\n"),
            Correction(Example("↓\t\n\nimport Cart\n"), "import Cart\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public var requiresSyntaxTree: Bool { false }

    public func validate(_ file: LintFile) -> [Violation] {
        guard Self.leadingWhitespace(in: file) > 0 else { return [] }
        // SwiftLint reports the first line without a column; column 0 stands for "no column".
        return [Violation(
            ruleID: identifier, severity: severity, line: 1, column: 0, message: Self.description.description
        )]
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        let count = Self.leadingWhitespace(in: file)
        guard count > 0, !suppressedLines.contains(1) else { return nil }
        let start = file.hasByteOrderMark ? 3 : 0
        return String(decoding: file.bytes[(start + count)...], as: UTF8.self)
    }

    /// Bytes of spaces, tabs and line breaks at the start of the file (after a byte order mark).
    private static func leadingWhitespace(in file: LintFile) -> Int {
        let start = file.hasByteOrderMark ? 3 : 0
        var index = start
        while index < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(file.bytes[index]) { index += 1 }
        return index - start
    }
}
