// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One space on each side of `->`, or a line break, as SwiftLint's `return_arrow_whitespace`.
public struct ReturnArrowWhitespaceRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "return_arrow_whitespace",
        name: "Returning Whitespace",
        description: "Return arrow and return type should be separated by a single space or on a separate line",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func count() -> Int { 0 }\n"),
            Example("func pair() -> (Int, Int) { (0, 0) }\n"),
            Example("let make = { (value: Int) -> Void in }\n"),
            Example("func count() ->\n    Int { 0 }\n"),
            Example("func count()\n    -> Int { 0 }\n"),
            Example("typealias Handler = ((Data) -> Void)\n"),
        ],
        triggeringExamples: [
            Example("func count()↓->Int { 0 }\n"),
            Example("func count()↓-> Int { 0 }\n"),
            Example("func count()↓ ->Int { 0 }\n"),
            Example("func count()↓  ->  Int { 0 }\n"),
            Example("let make = { (value: Int)↓->Bool in true }\n"),
            Example("typealias Handler = ((Data)↓->Void)\n"),
            Example("func count()\n  ↓->  Int { 0 }\n"),
            Example("func count()↓  ->\n  Int { 0 }\n"),
        ],
        corrections: [
            Correction(Example("func count()↓->Int { 0 }\n"), "func count() -> Int { 0 }\n"),
            Correction(Example("func count()↓  ->  Int { 0 }\n"), "func count() -> Int { 0 }\n"),
            Correction(Example("func count()\n  ↓->  Int { 0 }\n"), "func count()\n  -> Int { 0 }\n"),
            Correction(Example("func count()↓  ->\n  Int { 0 }\n"), "func count() ->\n  Int { 0 }\n"),
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
        guard file.contains("->") else { return [] }
        let arrows = file.tokenIndices(startingWith: ["->"]) { $0.tokenKind == .arrow }
        return arrows.compactMap { index in
            let token = file.tokens[index]
            guard let parent = token.parent?.as(ReturnClauseSyntax.self),
                  parent.parent?.is(FunctionTypeSyntax.self) == true
                    || parent.parent?.is(FunctionSignatureSyntax.self) == true
                    || parent.parent?.is(ClosureSignatureSyntax.self) == true
            else { return nil }
            return Self.edit(for: token)
        }
    }

    private static func edit(for arrow: TokenSyntax) -> TextEdit? {
        guard let previous = arrow.previousToken(viewMode: .sourceAccurate),
              let next = arrow.nextToken(viewMode: .sourceAccurate) else { return nil }
        let arrowOnNewLine = arrow.leadingTrivia.contains { $0.isNewline }
        let nextOnNewLine = next.leadingTrivia.contains { $0.isNewline }
        var start: AbsolutePosition?
        var replacement = " -> "
        if previous.trailingTrivia != .space, !arrowOnNewLine {
            start = previous.endPositionBeforeTrailingTrivia
            if nextOnNewLine { replacement = " ->" }
        }
        if arrow.trailingTrivia != .space, !nextOnNewLine {
            if arrowOnNewLine {
                start = arrow.positionAfterSkippingLeadingTrivia
                replacement = "-> "
            } else {
                start = previous.endPositionBeforeTrailingTrivia
            }
        }
        guard let start else { return nil }
        return TextEdit(
            violationOffset: start.utf8Offset, range: start.utf8Offset..<arrow.endPosition.utf8Offset,
            replacement: replacement
        )
    }
}
