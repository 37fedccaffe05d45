// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Collection literals end without a comma after their last element, or, with `mandatory_comma`,
/// multi-line ones end with one — as SwiftLint's `trailing_comma`.
struct TrailingCommaRule: CorrectableRule {
    static let description = RuleDescription(
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

    var mandatoryComma = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("mandatory_comma", \.mandatoryComma, "multi-line collection literals need a trailing comma")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let reason = mandatoryComma
            ? "Multi-line collection literals should have trailing commas"
            : "Collection literals should not have trailing commas"
        func check(
            _ list: some SyntaxProtocol, comma: TokenSyntax?, lastEnd: AbsolutePosition, _ found: inout RuleFindings
        ) {
            if let comma, !mandatoryComma {
                let start = comma.positionAfterSkippingLeadingTrivia.utf8Offset
                found.add(atByte: start, reason: reason, fix: [TextEdit(start..<(start + 1))])
            } else if comma == nil, mandatoryComma,
                      file.lineNumber(atByte: list.positionAfterSkippingLeadingTrivia.utf8Offset)
                        != file.lineNumber(atByte: list.endPositionBeforeTrailingTrivia.utf8Offset) {
                let end = lastEnd.utf8Offset
                found.add(atByte: end, reason: reason, fix: [TextEdit(end..<end, ",")])
            }
        }
        walk.visitPost(ArrayElementListSyntax.self) { node, found in
            guard let last = node.last else { return }
            check(node, comma: last.trailingComma, lastEnd: last.expression.endPositionBeforeTrailingTrivia, &found)
        }
        walk.visitPost(DictionaryElementListSyntax.self) { node, found in
            guard let last = node.last else { return }
            check(node, comma: last.trailingComma, lastEnd: last.value.endPositionBeforeTrailingTrivia, &found)
        }
    }
}
