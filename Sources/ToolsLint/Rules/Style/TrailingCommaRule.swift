// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Collection literals end without a comma after their last element, or, with `mandatory_comma`,
/// multi-line ones end with one — as SwiftLint's `trailing_comma`.
public struct TrailingCommaRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_comma",
        name: "Trailing Comma",
        description: "Trailing commas in arrays and dictionaries should be avoided/enforced.",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let numbers = [4, 5, 6]\n"),
            Example("let empty: [Int] = []\nlet none: [String: Int] = [:]\n"),
            Example("let table = [\"a\": 1, \"b\": 2]\n"),
            Example("let made = [String]()\n"),
            Example("let list = [ 7,\n 8\n // 9,\n]\n"),
            Example("call([\"key\": \"\\(value)\"])\n"),
            Example("let list = [\n    1,\n    2,\n]\n", options: "mandatory_comma: true"),
            Example("let list = [1, 2]\n", options: "mandatory_comma: true"),
        ],
        triggeringExamples: [
            Example("let numbers = [4, 5, 6↓,]\n"),
            Example("let numbers = [4, 5, 6   ↓, ]\n"),
            Example("let table = [\"a\": 1, \"b\": 2↓, ]\n"),
            Example("let both = [1↓,] + [2, 3↓,]\n"),
            Example("let list = [ 7,\n8↓,\n // 9,\n]\n"),
            Example("let words = [\"ÄÖÜ\", \"🇺🇸\"↓,]\n"),
            Example("struct S {\n #if DEBUG\n func f() { _ = [1, 2↓,] }\n #endif\n}\n"),
            Example("let list = [\n    1,\n    2↓\n]\n", options: "mandatory_comma: true"),
        ],
        corrections: [
            Correction(Example("let numbers = [4, 5, 6↓,]\n"), "let numbers = [4, 5, 6]\n"),
            Correction(Example("let table = [1: 2↓, ]\n"), "let table = [1: 2 ]\n"),
            Correction(
                Example("let list = [\n    1,\n    2↓ // two\n]\n", options: "mandatory_comma: true"),
                "let list = [\n    1,\n    2, // two\n]\n"
            ),
        ]
    )

    public var severity: Severity
    public var mandatoryComma: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["mandatory_comma"]
        )
        mandatoryComma = try PlainOptions.bool(options, "mandatory_comma", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity, reason: reason) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private var reason: String {
        mandatoryComma
            ? "Multi-line collection literals should have trailing commas"
            : "Collection literals should not have trailing commas"
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        let visitor = Visitor(file: file, mandatoryComma: mandatoryComma)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let file: LintFile
        let mandatoryComma: Bool
        var edits: [TextEdit] = []

        init(file: LintFile, mandatoryComma: Bool) {
            self.file = file
            self.mandatoryComma = mandatoryComma
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: ArrayElementListSyntax) {
            guard let last = node.last else { return }
            check(node, comma: last.trailingComma, lastEnd: last.expression.endPositionBeforeTrailingTrivia)
        }

        override func visitPost(_ node: DictionaryElementListSyntax) {
            guard let last = node.last else { return }
            check(node, comma: last.trailingComma, lastEnd: last.value.endPositionBeforeTrailingTrivia)
        }

        private func check(_ list: some SyntaxProtocol, comma: TokenSyntax?, lastEnd: AbsolutePosition) {
            if let comma, !mandatoryComma {
                let start = comma.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(TextEdit(violationOffset: start, range: start..<(start + 1), replacement: ""))
            } else if comma == nil, mandatoryComma, !isSingleLine(list) {
                let end = lastEnd.utf8Offset
                edits.append(TextEdit(violationOffset: end, range: end..<end, replacement: ","))
            }
        }

        private func isSingleLine(_ node: some SyntaxProtocol) -> Bool {
            file.position(of: node.positionAfterSkippingLeadingTrivia).line
                == file.position(of: node.endPositionBeforeTrailingTrivia).line
        }
    }
}
