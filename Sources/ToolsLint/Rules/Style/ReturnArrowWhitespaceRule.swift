// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One space on each side of `->`, or a line break, as SwiftLint's `return_arrow_whitespace`.
struct ReturnArrowWhitespaceRule: CorrectableRule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("->") else { return }
        walk.atEnd { found in
            for index in file.tokenIndices(startingWith: ["->"], where: { $0.tokenKind == .arrow }) {
                let token = file.tokens[index]
                guard let parent = token.parent?.as(ReturnClauseSyntax.self),
                      parent.parent?.is(FunctionTypeSyntax.self) == true
                        || parent.parent?.is(FunctionSignatureSyntax.self) == true
                        || parent.parent?.is(ClosureSignatureSyntax.self) == true,
                      let (start, edit) = Self.edit(for: token)
                else { continue }
                found.add(atByte: start, fix: [edit])
            }
        }
    }

    private static func edit(for arrow: TokenSyntax) -> (start: Int, edit: TextEdit)? {
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
        return (start.utf8Offset, TextEdit(start.utf8Offset..<arrow.endPosition.utf8Offset, replacement))
    }
}
