// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The closing bracket of an array or dictionary literal whose elements start on a later line than the
/// opening bracket, and that is not on its last element's first line, is indented as the line the literal
/// starts on, as SwiftLint's opt-in `literal_expression_end_indentation`.
///
/// SwiftLint reads literals from SourceKit's structure, which lists a dictionary's keys and values as its
/// elements and leaves out literals inside string interpolations; widths are UTF-16 units. `--fix` replaces
/// the bracket's indentation with the starting line's, and runs again on its result, as SwiftLint does; a
/// bracket after code on its line is reported but not corrected (SwiftLint deletes that code).
struct LiteralExpressionEndIndentationRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "literal_expression_end_indentation",
        name: "Literal Expression End Indentation",
        description: "Array and dictionary literal end should have the same indentation as the line that started it",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("[1, 2, 3]\n"),
            Example("[1,\n 2\n]\n"),
            Example("[\n   1,\n   2\n]\n"),
            Example("[\n   1,\n   2]\n"),
            Example("   let x = [\n       1,\n       2\n   ]\n"),
            Example("[key: 2, key2: 3]\n"),
            Example("[key: 1,\n key2: 2\n]\n"),
            Example("[\n   key: 0,\n   key2: 20\n]\n"),
            Example("let empty = [:\n   ]\n"),
        ],
        triggeringExamples: [
            Example("let x = [\n   1,\n   2\n   ↓]\n"),
            Example("   let x = [\n       1,\n       2\n↓]\n"),
            Example("let x = [\n   key: value\n   ↓]\n"),
            Example("let calls = [\n  make(\n  )↓]\n"),
            Example("func f(a: [Int] = [\n  1\n  ↓]) {}\n"),
        ],
        corrections: [
            Correction(Example("let x = [\n   key: value\n↓   ]\n"), "let x = [\n   key: value\n]\n"),
            Correction(Example("   let x = [\n       1,\n       2\n↓]\n"), "   let x = [\n       1,\n       2\n   ]\n"),
            Correction(Example("let x = [\n   1,\n   2\n↓   ]\n"), "let x = [\n   1,\n   2\n]\n"),
            Correction(
                Example("let x = [\n   1,\n   2\n↓   ] + [\n   3,\n   4\n↓   ]\n"),
                "let x = [\n   1,\n   2\n] + [\n   3,\n   4\n]\n"
            ),
            Correction(Example("\tlet x = [\r\n  1\r\n↓  ]\r\n"), "\tlet x = [\r\n  1\r\n\t]\r\n"),
            Correction(
                Example("let x = [\n  [\n    1\n  ]]\n let y = [\n  2\n  ↓]\n"),
                "let x = [\n  [\n    1\n  ]]\n let y = [\n  2\n ]\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("[") else { return }
        walk.visitPost(ArrayExprSyntax.self) { node, found in
            guard let first = node.elements.first, let last = node.elements.last else { return }
            check(node, elements: (first.expression, last.expression), closing: node.rightSquare, file, &found)
        }
        walk.visitPost(DictionaryExprSyntax.self) { node, found in
            guard case .elements(let elements) = node.content, let first = elements.first,
                  let last = elements.last else { return }
            check(node, elements: (first.key, last.value), closing: node.rightSquare, file, &found)
        }
    }

    /// - Parameter elements: the first and the last element (for a dictionary, its first key and last value).
    private func check(
        _ literal: some ExprSyntaxProtocol, elements: (first: ExprSyntax, last: ExprSyntax), closing: TokenSyntax,
        _ file: LintFile, _ found: inout RuleFindings
    ) {
        let (first, last) = elements
        guard closing.presence == .present, !isInInterpolation(literal) else { return }
        let startLine = file.lineNumber(at: literal.positionAfterSkippingLeadingTrivia)
        let end = closing.positionAfterSkippingLeadingTrivia.utf8Offset
        let endLine = file.lineNumber(atByte: end)
        guard startLine != file.lineNumber(at: first.positionAfterSkippingLeadingTrivia),
              file.lineNumber(at: last.positionAfterSkippingLeadingTrivia) != endLine else { return }
        let startLineStart = file.lineStarts[startLine - 1]
        let indentationEnd = file.firstNonBlankByte(ofLine: startLine)
        let expected = utf16Count(file.bytes[startLineStart..<indentationEnd])
        let actual = file.position(ofByte: end).column - 1
        guard expected != actual else { return }
        let indentation = String(decoding: file.bytes[startLineStart..<indentationEnd], as: UTF8.self)
        // SwiftLint replaces all that precedes the bracket on its line, code included (`2]` loses the `2`, and
        // `]]` an inner bracket): only a bracket that starts its line is corrected here.
        let endLineStart = file.lineStarts[endLine - 1]
        let startsLine = file.firstNonBlankByte(ofLine: endLine) == end
        found.add(
            atByte: end,
            reason: "\(Self.description.description); expected indentation of \(expected), got \(actual)",
            fix: startsLine ? [TextEdit(endLineStart..<end, indentation)] : []
        )
    }

    private func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes, as: UTF8.self).utf16.count
    }

    /// SourceKit's structure has no literals inside string interpolations.
    private func isInInterpolation(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ExpressionSegmentSyntax.self) { return true }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        correctedRepeatedly(file, findings: findings, suppressedLines: suppressedLines)
    }
}
