// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An array or dictionary literal spanning lines has its brackets on lines other than its first and last
/// elements, as SwiftLint's opt-in `multiline_literal_brackets`: a first element on the `[` line is reported
/// where its leading trivia starts, a `]` on the last element's line at itself.
struct MultilineLiteralBracketsRule: Rule {
    static let description = RuleDescription(
        identifier: "multiline_literal_brackets",
        name: "Multiline Literal Brackets",
        description: "Multiline literals should have their surrounding brackets in a new line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let trio = [\"harry\", \"ronald\", \"hermione\"]\n"),
            Example("let trio = [\n    \"harry\",\n    \"ronald\",\n    \"hermione\"\n]\n"),
            Example("""
            let houseCup = [
                "gryffindor": 460, "hufflepuff": 370,
                "ravenclaw": 410, "slytherin": 450
            ]

            """),
            Example("_ = [\n    1,\n    2,\n    5, 6,\n    7, 8, 9\n]\n"),
            Example("let empty = [:\n]\n"),
        ],
        triggeringExamples: [
            Example("let trio = [↓\"harry\",\n            \"ronald\",\n            \"hermione\"\n]\n"),
            Example("""
            let houseCup = [↓"gryffindor": 460, "hufflepuff": 370,
                            "ravenclaw": 410, "slytherin": 450
            ]

            """),
            Example("""
            let houseCup = [↓"gryffindor": 460,
                            "hufflepuff": 370,
                            "slytherin": 450↓]

            """),
            Example("let trio = [\n    \"harry\",\n    \"ronald\",\n    \"hermione\"↓]\n"),
            Example("_ = [↓1, 2, 3,\n     4, 5, 6,\n     7, 8, 9\n]\n"),
            Example("let values = [ ↓1,\n    2\n]\n"),
            Example("""
            class Hogwarts {
                let houseCup = [
                    "gryffindor": 460, "hufflepuff": 370,
                    "ravenclaw": 410, "slytherin": slytherinPoints.filter {
                        $0.isValid
                    }.sum()↓]
            }

            """),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("[") else { return }
        walk.visitPost(ArrayExprSyntax.self) { node, found in
            guard let first = node.elements.first?.expression, let last = node.elements.last?.expression else { return }
            check(node, brackets: (node.leftSquare, node.rightSquare), elements: (first, last), file, &found)
        }
        walk.visitPost(DictionaryExprSyntax.self) { node, found in
            guard case .elements(let elements) = node.content, let first = elements.first?.key,
                  let last = elements.last?.value else { return }
            check(node, brackets: (node.leftSquare, node.rightSquare), elements: (first, last), file, &found)
        }
    }

    private func check(
        _ literal: some ExprSyntaxProtocol, brackets: (opening: TokenSyntax, closing: TokenSyntax),
        elements: (first: ExprSyntax, last: ExprSyntax), _ file: LintFile, _ found: inout RuleFindings
    ) {
        let (opening, closing) = brackets
        let (first, last) = elements
        guard file.lineNumber(at: literal.endPositionBeforeTrailingTrivia)
            > file.lineNumber(at: literal.positionAfterSkippingLeadingTrivia) else { return }
        if file.lineNumber(at: opening.endPositionBeforeTrailingTrivia)
            == file.lineNumber(at: first.positionAfterSkippingLeadingTrivia) {
            // At the element's leading trivia, as SwiftLint reports (its former implementation's position).
            found.add(at: first.position)
        }
        if file.lineNumber(at: last.endPositionBeforeTrailingTrivia)
            == file.lineNumber(at: closing.positionAfterSkippingLeadingTrivia) {
            found.add(at: closing.positionAfterSkippingLeadingTrivia)
        }
    }
}
