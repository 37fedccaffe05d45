// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A single-line closure has one space inside each brace and around it, as SwiftLint's opt-in
/// `closure_spacing`.
struct ClosureSpacingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "closure_spacing",
        name: "Closure Spacing",
        description: "Closure expressions should have a single space inside each brace",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let texts = values.map ({ $0.description })\n"),
            Example("let kept = values.filter { $0.isValid }\n"),
            Example("extension Cell: Reusable { }\nextension View: Reusable {}\n"),
            Example("let make = {}\nlet first = values.first { $0 > 1 }?.description\n"),
        ],
        triggeringExamples: [
            Example("let kept = values.filter↓{ $0.isValid }\n"),
            Example("let kept = values.filter(↓{$0.isValid})\n"),
            Example("let count = (↓{each in return list.contains(where: ↓{e in return e}) }).count\n"),
            Example("sort ↓{ order ↓{ $0 < $1}}\n"),
        ],
        corrections: [
            Correction(Example("let kept = values.filter↓{ $0.isValid }\n"
                + ""), "let kept = values.filter { $0.isValid }\n"),
            Correction(Example("let kept = values.filter(↓{$0.isValid})\n"
                + ""), "let kept = values.filter({ $0.isValid })\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("{") else { return }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            guard node.parent?.is(PostfixOperatorExprSyntax.self) != true,
                  node.rightBrace.position.utf8Offset - node.leftBrace.position.utf8Offset > 1,
                  file.lineNumber(atByte: node.position.utf8Offset)
                    == file.lineNumber(atByte: node.endPositionBeforeTrailingTrivia.utf8Offset)
            else { return }
            let left = node.leftBrace
            let right = node.rightBrace
            let leftOnNewLine = left.leadingTrivia.contains(where: \.isNewline)
            var edits: [TextEdit] = []
            if !left.hasSingleSpaceToItsLeft, !left.followsOpeningBracket, !leftOnNewLine {
                edits.append(TextEdit(left.leadingTriviaRange, " "))
            }
            if !left.hasSingleSpaceToItsRight {
                edits.append(TextEdit(left.trailingTriviaRange, " "))
            }
            if !right.hasSingleSpaceToItsLeft {
                edits.append(TextEdit(right.leadingTriviaRange, " "))
            }
            if !right.hasSingleSpaceToItsRight, !right.allowsNoSpaceAfter,
               !right.trailingTrivia.contains(where: { if case .lineComment = $0 { true } else { false } }) {
                edits.append(TextEdit(right.trailingTriviaRange, " "))
            }
            if !edits.isEmpty { found.add(at: node, fix: edits) }
        }
    }

    /// The edits of every closure at once (a closure's braces surround those of the closures inside it), but
    /// `}}` gets one space, not one from each brace.
    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        var seen = Set<Range<Int>>()
        let edits = findings.filter { !suppressedLines.contains($0.line(in: file)) }.flatMap(\.edits)
            .filter { !$0.range.isEmpty || seen.insert($0.range).inserted }
        return file.applying(edits.map { [$0] })
    }
}
private extension TokenSyntax {
    var leadingTriviaRange: Range<Int> { position.utf8Offset..<positionAfterSkippingLeadingTrivia.utf8Offset }
    var trailingTriviaRange: Range<Int> { endPositionBeforeTrailingTrivia.utf8Offset..<endPosition.utf8Offset }

    var hasSingleSpaceToItsLeft: Bool {
        if case .spaces(1) = leadingTrivia.pieces.last { return true }
        if case .spaces(1) = previousToken(viewMode: .sourceAccurate)?.trailingTrivia.pieces.last { return true }
        return false
    }

    var hasSingleSpaceToItsRight: Bool {
        if case .spaces(1) = trailingTrivia.pieces.first { return true }
        if case .spaces(1) = nextToken(viewMode: .sourceAccurate)?.leadingTrivia.pieces.first { return true }
        return false
    }

    /// `({` and `[{` need no space.
    var followsOpeningBracket: Bool {
        let kind = parent?.previousToken(viewMode: .sourceAccurate)?.tokenKind
        return kind == .leftParen || kind == .leftSquare
    }

    /// `})`, `},`, `}.` and the like need no space, nor a brace at the end of a line.
    var allowsNoSpaceAfter: Bool {
        if case .newlines = trailingTrivia.pieces.first { return true }
        guard let next = nextToken(viewMode: .sourceAccurate) else { return false }
        if case .newlines = next.leadingTrivia.pieces.first { return true }
        let allowed: [TokenKind] = [
            .colon, .comma, .endOfFile, .exclamationMark, .leftParen, .leftSquare, .period, .postfixQuestionMark,
            .rightParen, .rightSquare, .semicolon,
        ]
        return allowed.contains(next.tokenKind)
    }
}
