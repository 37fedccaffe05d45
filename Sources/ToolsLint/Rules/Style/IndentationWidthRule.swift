// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Each line is indented by one step (a tab or `indentation_width` spaces) more than a line before it, or by
/// whole steps less, and the first line not at all, as SwiftLint's opt-in `indentation_width`. Lines of blanks
/// are skipped; with `include_…: false`, so are comment lines, `#if` lines and the inside of multiline strings.
///
/// SwiftLint decides those skipped lines from SourceKit's syntax map (comments, strings joined across their
/// segments up to interpolations, `#if` keywords; no punctuation); `SourceKitLineTokens` rebuilds the tokens
/// a line touches from the tree, only when an `include_…` option is off.
struct IndentationWidthRule: Rule {
    static let description = RuleDescription(
        identifier: "indentation_width",
        name: "Indentation Width",
        description: "Indent code using either one tab or the configured amount of spaces, unindent to match "
            + "previous indentations. Don't indent the first line.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("firstLine\nsecondLine\n"),
            Example("firstLine\n    secondLine\n"),
            Example("firstLine\n\tsecondLine\n\t\tthirdLine\n\n\t\tfourthLine\n"),
            Example("firstLine\n\tsecondLine\n\t\tthirdLine\n\t//test\n\t\tfourthLine\n"),
            Example("firstLine\n    secondLine\n        thirdLine\nfourthLine\n"),
            Example("firstLine\n  secondLine\n", options: "indentation_width: 2"),
            Example("let a = 1\n   // odd\nlet b = 2\n", options: "include_comments: false"),
            Example("let a = 1\n    #if DEBUG\nlet b = 2\n  #endif\n", options: "include_compiler_directives: false"),
            Example("let s = \"\"\"\n  odd\n     text\n\"\"\"\n", options: "include_multiline_strings: false"),
        ],
        triggeringExamples: [
            Example("↓    firstLine\n"),
            Example("firstLine\n↓        secondLine\n"),
            Example("firstLine\n\tsecondLine\n\n↓\t\t\tfourthLine\n"),
            Example("firstLine\n    secondLine\n        thirdLine\n↓ fourthLine\n"),
            Example("firstLine\n↓↓  \t  secondLine\n↓  \t  thirdLine\n"),
            Example("let a = 1\n↓   // odd\nlet b = 2\n"),
            Example("let s = \"\"\"\n↓  odd\n\"\"\"\n"),
        ]
    )

    var indentationWidth = 4
    var includeComments = true
    var includeCompilerDirectives = true
    var includeMultilineStrings = true

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("indentation_width", \.indentationWidth, "spaces one indentation step is worth"),
            .key("include_comments", \.includeComments, "lines of comments only are checked"),
            .key("include_compiler_directives", \.includeCompilerDirectives, "`#if` lines are checked"),
            .key("include_multiline_strings", \.includeMultilineStrings, "lines inside multiline strings are checked"),
        ]
    }

    /// A line's indentation: tabs alone, or spaces (a line mixing both counts in spaces, a tab as a step).
    private enum Indentation: Equatable {
        case tabs(Int)
        case spaces(Int)
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.lineCount > 0 else { return }
        let usesSyntax = !includeComments || !includeCompilerDirectives || !includeMultilineStrings
        walk.atEnd { found in
            let tokens = usesSyntax ? SourceKitLineTokens(file) : nil
            var previous: [Indentation] = []
            for line in 1...file.lineCount {
                guard let (tabs, spaces) = leadingBlanks(ofLine: line, in: file),
                      !isSkipped(line, tokens, file) else { continue }
                let indentation: Indentation
                if tabs != 0, spaces != 0 {
                    found.add(line: line, column: 1, reason: "Code should be indented with tabs or "
                        + "\(indentationWidth) spaces, but not both in the same line")
                    indentation = .spaces(spaces + tabs * indentationWidth)
                } else {
                    indentation = tabs != 0 ? .tabs(tabs) : .spaces(spaces)
                }
                check(indentation, line: line, after: &previous, &found)
            }
        }
    }

    /// The tabs and spaces a line starts with; nil for a line of nothing else.
    private func leadingBlanks(ofLine line: Int, in file: LintFile) -> (tabs: Int, spaces: Int)? {
        let range = file.byteRange(ofLine: line)
        var tabs = 0
        var spaces = 0
        var offset = range.lowerBound
        while offset < range.upperBound, file.bytes[offset] == 0x09 || file.bytes[offset] == 0x20 {
            if file.bytes[offset] == 0x09 { tabs += 1 } else { spaces += 1 }
            offset += 1
        }
        return offset < range.upperBound ? (tabs, spaces) : nil
    }

    /// Checks a line's indentation against the indentations since the last valid step (`previous`).
    private func check(
        _ indentation: Indentation, line: Int, after previous: inout [Indentation], _ found: inout RuleFindings
    ) {
        guard let first = previous.first else {
            previous = [indentation]
            if indentation != .spaces(0) {
                found.add(line: line, column: 1, reason: "The first line shall not be indented")
            }
            return
        }
        if !previous.contains(where: { isValid(indentation, after: $0) }) {
            let isIndenting = previous.last.map { width(of: indentation) >= width(of: $0) } ?? true
            found.add(line: line, column: 1, reason: isIndenting
                ? "Code should be indented using one tab or \(indentationWidth) spaces"
                : "Code should be unindented by multiples of one tab or multiples of \(indentationWidth) spaces")
        }
        if isValid(indentation, after: first) {
            previous = [indentation]
        } else {
            previous.append(indentation)
        }
    }

    private func width(of indentation: Indentation) -> Int {
        switch indentation {
        case .tabs(let count): count * indentationWidth
        case .spaces(let count): count
        }
    }

    /// One step more than `last`, or whole steps less.
    private func isValid(_ indentation: Indentation, after last: Indentation) -> Bool {
        let current = width(of: indentation)
        let before = width(of: last)
        return current == before + indentationWidth
            || (before - current >= 0 && (before - current).isMultiple(of: indentationWidth))
    }

    private func isSkipped(_ line: Int, _ tokens: SourceKitLineTokens?, _ file: LintFile) -> Bool {
        guard let tokens else { return false }
        let touching = tokens.tokens(onLine: line)
        if !includeCompilerDirectives, touching.first?.kind == .compilerDirective { return true }
        if !includeComments, !touching.isEmpty, touching.allSatisfy({ $0.kind == .comment }) { return true }
        if !includeMultilineStrings, let first = touching.first, first.kind == .string {
            let lineRange = tokens.range(ofLine: line)
            if first.range.lowerBound < lineRange.lowerBound,
               touching.count > 1 || lineRange.upperBound < first.range.upperBound {
                return true
            }
        }
        return false
    }
}
