// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One empty line between the cases of a switch (`separation: always`), or none (`never`), as SwiftLint's
/// opt-in `vertical_whitespace_between_cases`. One-line cases on consecutive lines need no empty line between
/// them; `#if` blocks among the cases count as cases.
struct VerticalWhitespaceBetweenCasesRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "vertical_whitespace_between_cases",
        name: "Vertical Whitespace Between Cases",
        description: "Include a single empty line between switch cases",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("""
            switch x {
            case .a:
                print("a")

            // Comment 1
            // Comment 2
            case .b:
                print("b")
            }

            """),
            Example("switch x {\ncase .a:\n    print(\"a\")\n    // Comment\n\ncase .b:\n    print(\"b\")\n}\n"),
            Example("""
            switch (i) {
            case 1: 1

            #if canImport(FoundationNetworking)
            default: 2
            #else
            case 2:
                2

            case 3:
                3
            #endif
            }

            """),
            Example("switch x {\ncase 0..<5: print(\"x is low\")\ncase 5..<10: print(\"x is high\")\n"
                + "@unknown default: print(\"x is out of this world\")\n}\n"),
            Example("switch x {\ncase .a:\n    print(\"a\")\n\n/* Block comment */\ncase .b:\n    print(\"b\")\n}\n"),
            Example("switch x {    \ncase 1:    \n    print(\"one\")    \n    \ndefault:    \n"
                + "    print(\"not one\")    \n}    \n"),
            Example("switch x {\ncase .gamma:\n    print(\"gamma\")\n\n\ncase .delta:\n    print(\"delta\")\n}\n"),
            Example(
                "switch x {\ncase .a:\n    print(\"a\")\n// Comment\ncase .b:\n    print(\"b\")\n}\n",
                options: "separation: never"
            ),
        ],
        triggeringExamples: [
            Example("""
                switch x {
                case .a:
                    print("a")
                    // Comment
                ↓case .b:
                    print("b")
                }

            """),
            Example("""
            switch (i) {
            case 1: 1
            ↓#if canImport(FoundationNetworking)
            default: 2
            #else
            case 2:
                2
            ↓case 3:
                3
            #endif
            }

            """),
            Example("switch x {\ncase .a:\n    print(\"a\")\n/// Documentation\n↓case .b:\n    print(\"b\")\n}\n"),
            Example("""
            switch x {
            case 0..<5:
                return "x is valid"
            ↓default:
                return "x is invalid"
            ↓@unknown default:
                print("x is out of this world")
            }

            """),
            Example(
                """
                switch x {
                case .a:
                    print("a")


                // Comment
                ↓case .b:
                    print("b")
                    // Another Comment


                ↓case .c:
                    print("c")

                /*
                 * Comment block
                 */

                ↓↓case .d:
                    print("d")
                }

                """,
                options: "separation: never"
            ),
            Example("switch x {\ncase .first:\n    print(\"first\")\n\n↓case .second:\n    print(\"second\")\n}\n",
                    options: "separation: never"),
        ],
        corrections: [
            Correction(
                Example("switch x {\ncase .a:\n    print(\"a\")\n↓case .b:\n    print(\"b\")\n}\n"),
                "switch x {\ncase .a:\n    print(\"a\")\n\ncase .b:\n    print(\"b\")\n}\n"
            ),
            Correction(
                Example("switch x {\ncase .a:\n    print(\"a\")\n    // Comment\n↓case .b:\n    print(\"b\")\n}\n"),
                "switch x {\ncase .a:\n    print(\"a\")\n    // Comment\n\ncase .b:\n    print(\"b\")\n}\n"
            ),
            Correction(
                Example("switch x {\ncase .a:\n    print(\"a\")\n// Comment\n↓case .b:\n    print(\"b\")\n}\n"),
                "switch x {\ncase .a:\n    print(\"a\")\n\n// Comment\ncase .b:\n    print(\"b\")\n}\n"
            ),
            Correction(
                Example("switch x {\r\ncase .a:\r\n    print(\"a\")\r\n↓case .b:\r\n    print(\"b\")\r\n}\r\n"),
                "switch x {\r\ncase .a:\r\n    print(\"a\")\r\n\r\ncase .b:\r\n    print(\"b\")\r\n}\r\n"
            ),
            Correction(
                Example(
                    "switch x {\ncase .a:\n    print(\"a\")\n\n\n// Comment\n↓case .b:\n    print(\"b\")\n\n↓case .c:\n"
                        + "    print(\"c\")\n}\n",
                    options: "separation: never"
                ),
                "switch x {\ncase .a:\n    print(\"a\")\n// Comment\ncase .b:\n    print(\"b\")\ncase .c:\n"
                    + "    print(\"c\")\n}\n"
            ),
        ]
    )

    enum Separation: String, Sendable, OptionEnum {
        case always, never
    }

    var separation = Separation.always

    static var options: [RuleOption<Self>] {
        [.severity, .key("separation", \.separation, "always one empty line between cases, or never any")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("switch") else { return }
        walk.visitPost(SwitchCaseListSyntax.self) { cases, found in
            var previous: SwitchCaseListSyntax.Element?
            for element in cases {
                defer { previous = element }
                guard let previous else { continue }
                check(previous, element, in: file, &found)
            }
        }
    }

    private func check(
        _ element: SwitchCaseListSyntax.Element, _ next: SwitchCaseListSyntax.Element, in file: LintFile,
        _ found: inout RuleFindings
    ) {
        if let current = element.as(SwitchCaseSyntax.self), let following = next.as(SwitchCaseSyntax.self),
           areOneLinersOnConsecutiveLines(current, following, in: file) {
            return
        }
        let endLine = file.lineNumber(at: element.endPosition)
        let nextStart = next.positionAfterSkippingLeadingTrivia
        let startLine = file.lineNumber(at: nextStart)
        let emptyAfter = emptyLineCount(from: endLine + 1, step: 1, before: startLine, in: file)
        let emptyBefore = emptyLineCount(from: startLine - 1, step: -1, before: endLine, in: file)
        switch separation {
        case .always:
            guard emptyAfter == 0, emptyBefore == 0 else { return }
            found.add(at: nextStart, fix: [TextEdit(insertionPoint(element, next), file.fileLineBreak)])
        case .never:
            if emptyAfter > 0 {
                found.add(at: nextStart, fix: [removal(emptyLineCount: emptyAfter, startingAt: endLine + 1, in: file)])
            }
            if emptyBefore > 0, emptyAfter == 0 || next.leadingTrivia.contains(where: \.isComment) {
                let first = startLine - emptyBefore
                found.add(at: nextStart, fix: [removal(emptyLineCount: emptyBefore, startingAt: first, in: file)])
            }
        }
    }

    /// Where `always` inserts the empty line: after the previous case when a comment before the next case is
    /// indented as the case (it belongs to the case), else right before the case's line.
    private func insertionPoint(_ element: SwitchCaseListSyntax.Element, _ next: SwitchCaseListSyntax.Element)
        -> Range<Int> {
        let trivia = Array(next.leadingTrivia)
        let caseIndentation = trivia.reversed().prefix { $0.isSpaceOrTab }
        let indentationLength = caseIndentation.reduce(0) { $0 + $1.sourceLength.utf8Length }
        // The indentation of the line of the last comment (or, without comments, of the case).
        let lastContent = trivia.lastIndex { !$0.isWhitespace } ?? trivia.endIndex
        let beforeContent = trivia[..<lastContent]
        let commentIndentation = beforeContent.lastIndex(where: \.isNewline).map { beforeContent[($0 + 1)...] }
            ?? beforeContent[...]
        let sameIndentation = Array(commentIndentation) == Array(caseIndentation.reversed())
        let point = sameIndentation ? element.endPosition.utf8Offset
            : next.positionAfterSkippingLeadingTrivia.utf8Offset - indentationLength
        return point..<point
    }

    /// Removes `count` empty lines from line `first` on. SwiftLint removes `count` bytes from the line break
    /// before the first (right for empty lines of a `\n` alone); files with other line breaks lose whole lines.
    private func removal(emptyLineCount count: Int, startingAt first: Int, in file: LintFile) -> TextEdit {
        let start = file.lineStarts[first - 1]
        guard file.fileLineBreak != "\n" else { return TextEdit((start - 1)..<(start + count - 1)) }
        let last = first + count - 1
        let end = last < file.lineStarts.count ? file.lineStarts[last] : file.bytes.count
        return TextEdit(start..<end)
    }

    private func areOneLinersOnConsecutiveLines(
        _ current: SwitchCaseSyntax, _ next: SwitchCaseSyntax, in file: LintFile
    ) -> Bool {
        func lines(_ item: SwitchCaseSyntax) -> (start: Int, end: Int) {
            (file.lineNumber(at: item.positionAfterSkippingLeadingTrivia),
             file.lineNumber(at: item.statements.last?.endPosition ?? item.endPosition))
        }
        let (currentStart, currentEnd) = lines(current)
        let (nextStart, nextEnd) = lines(next)
        return currentStart == currentEnd && nextStart == nextEnd && nextStart == currentStart + 1
    }

    /// How many lines from `line` on (going `step`), before reaching `limit`, hold nothing: only blanks and no
    /// part of a comment.
    private func emptyLineCount(from line: Int, step: Int, before limit: Int, in file: LintFile) -> Int {
        var count = 0
        var current = line
        while current != limit, current >= 1, current <= file.lineCount, isEmpty(line: current, in: file) {
            count += 1
            current += step
        }
        return count
    }

    private func isEmpty(line: Int, in file: LintFile) -> Bool {
        let range = file.byteRange(ofLine: line)
        guard range.allSatisfy({ file.bytes[$0] == 0x20 || file.bytes[$0] == 0x09 }) else { return false }
        return !file.commentRanges().anyOverlaps(range.lowerBound..<(range.upperBound + 1))
    }
}
