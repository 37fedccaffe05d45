// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A `;` that ends a line, as SwiftLint's `trailing_semicolon`; `--fix` removes the semicolon only.
public struct TrailingSemicolonRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_semicolon",
        name: "Trailing Semicolon",
        description: "Lines should not have trailing semicolons",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let width = 10\n"),
            Example("let width = 10; let height = 20\n"),
            Example("func reset() { count = 0; }\n"),
            Example("let width = 10;"),
        ],
        triggeringExamples: [
            Example("let width = 10↓;\n"),
            Example("let width = 10↓;\nlet height = 20\n"),
            Example("let width = 10↓; // in points\n"),
            Example("let width = 10 ↓;  /* in points */\n"),
            Example("let width = 10; let height = 20↓;\n"),
        ],
        corrections: [
            Correction(Example("let width = 10↓;\n"), "let width = 10\n"),
            Correction(Example("let width = 10↓; // in points\n"), "let width = 10 // in points\n"),
            Correction(Example("let width = 10 ↓;  \nlet height = 20\n"), "let width = 10   \nlet height = 20\n"),
            Correction(
                Example("let width = 10; let height = 20↓;\n"), "let width = 10; let height = 20\n"
            ),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        semicolons(in: file).map { violation(in: file, atByte: $0.lowerBound, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(semicolons(in: file).map { TextEdit($0) }, suppressedLines: suppressedLines)
    }

    /// Byte ranges of the semicolons that a line break follows.
    private func semicolons(in file: LintFile) -> [Range<Int>] {
        // Only the tokens at a `;` byte are looked at; most files have few.
        file.offsets(of: ";").compactMap { offset in
            guard let token = file.token(atByte: offset), token.tokenKind == .semicolon,
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let next = token.nextToken(viewMode: .sourceAccurate),
                  next.leadingTrivia.contains(where: \.isNewline) else { return nil }
            return token.trimmedByteRange
        }
    }
}
