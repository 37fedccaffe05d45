// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// No whitespace between `}` and a `)` on the same line, as SwiftLint's `closing_brace`.
public struct ClosingBraceRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "closing_brace",
        name: "Closing Brace Spacing",
        description: "Closing brace with closing parenthesis should not have any whitespaces in the middle",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("items.map({ $0 })\n"),
            Example("items.map(\n  { $0 }\n)\n"),
        ],
        triggeringExamples: [
            Example("items.map({ $0 ↓} )\n"),
            Example("items.map({ $0 ↓}\t)\n"),
        ],
        corrections: [
            Correction(Example("items.map({ $0 ↓} )\n"), "items.map({ $0 })\n"),
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
        file.offsets(of: "}").compactMap { offset in
            guard let brace = file.token(atByte: offset), brace.tokenKind == .rightBrace,
                  brace.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let next = brace.nextToken(viewMode: .sourceAccurate), next.tokenKind == .rightParen,
                  next.positionAfterSkippingLeadingTrivia.utf8Offset != offset + 1,
                  !next.leadingTrivia.contains(where: { if case .newlines = $0 { true } else { false } })
            else { return nil }
            return TextEdit(
                violationOffset: offset, range: (offset + 1)..<brace.endPosition.utf8Offset, replacement: ""
            )
        }
    }
}
