// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// Lines should not be longer than the configured number of characters. Same options, counting and
/// messages as SwiftLint's `line_length`, so the two report the same lines.
struct LineLengthRule: Rule {
    static let description = RuleDescription(
        identifier: "line_length",
        name: "Line Length",
        description: "Lines should not span too many characters.",
        nonTriggeringExamples: [
            Example(String(repeating: "/", count: 120) + "\n"),
            Example("let a = 1\n" + String(repeating: "é", count: 120) + "\n"),
            Example(String(repeating: "#colorLiteral(red: 0.9, green: 0.7, blue: 0.2, alpha: 1)", count: 40) + "\n"),
            Example("let url = \"https://example.com/" + String(repeating: "a", count: 120) + "\"\n",
                    options: "ignores_urls: true"),
            Example("// " + String(repeating: "c", count: 130) + "\n", options: "ignores_comments: true"),
            Example("func f(" + String(repeating: "a: Int, ", count: 20) + "z: Int) {}\n",
                    options: "ignores_function_declarations: true"),
            Example("let s = \"\\(a)" + String(repeating: "s", count: 120) + "\"\n",
                    options: "ignores_interpolated_strings: true"),
            Example("let s = \"\"\"\n" + String(repeating: "m", count: 130) + "\n\"\"\"\n",
                    options: "ignores_multiline_strings: true"),
            Example(String(repeating: "x", count: 130) + "\n", options: "warning: 140"),
            Example("let key = \"" + String(repeating: "k", count: 130) + "\"\n",
                    options: "excluded_lines_patterns: ['^let key']"),
        ],
        triggeringExamples: [
            Example("↓" + String(repeating: "/", count: 121) + "\n"),
            Example("let a = 1\n↓" + String(repeating: "é", count: 121) + "\n"),
            Example("↓let url = \"https://example.com/" + String(repeating: "a", count: 120) + "\"\n"),
            Example("↓// " + String(repeating: "c", count: 130) + "\n"),
            Example("↓let b = 1 // " + String(repeating: "c", count: 130) + "\n", options: "ignores_comments: true"),
            Example("↓" + String(repeating: "x", count: 30) + "\n", options: "warning: 20\nerror: 25"),
            Example("↓" + String(repeating: "x", count: 30) + "\n", options: "[20, 40]"),
        ]
    )

    var levels = SeverityLevels(warning: 120, error: 200)
    var ignoresURLs = false
    var ignoresFunctionDeclarations = false
    var ignoresComments = false
    var ignoresInterpolatedStrings = false
    var ignoresMultilineStrings = false
    var ignoresRegexLiterals = false
    var excludedLines = RegexList()

    static var options: [RuleOption<Self>] {
        [
            .levels(\.levels),
            .key("ignores_urls", \.ignoresURLs, "URLs are not counted"),
            .key("ignores_function_declarations", \.ignoresFunctionDeclarations,
                 "lines of function, initializer, subscript and macro signatures are not checked"),
            .key("ignores_comments", \.ignoresComments, "lines holding only comments are not checked"),
            .key("ignores_interpolated_strings", \.ignoresInterpolatedStrings,
                 "lines with a string interpolation are not checked"),
            .key("ignores_multiline_strings", \.ignoresMultilineStrings,
                 "lines of multi-line string literals are not checked"),
            .key("ignores_regex_literals", \.ignoresRegexLiterals, "lines of regex literals are not checked"),
            .key("excluded_lines_patterns", \.excludedLines,
                 "regular expressions: lines matching one are not checked"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        // A line has at least as many bytes as characters: short lines are skipped without decoding, and a
        // file without long lines is not parsed for the options that ignore kinds of code.
        let minimum = levels.smallest
        let candidates = stride(from: 1, through: file.lineCount, by: 1).filter {
            file.byteRange(ofLine: $0).count > minimum
        }
        guard !candidates.isEmpty else { return }
        let ignored = LineLengthIgnoredLines(rule: self, file: file)
        ignored.register(&walk)
        walk.atEnd { found in
            var exempt = ignored.lines
            if ignoresComments { exempt.formUnion(file.commentOnlyLines()) }
            for index in candidates where !exempt.contains(index) {
                var content = file.line(index)
                if !excludedLines.isEmpty, excludedLines.matches(content) { continue }
                if ignoresURLs { content = LineLengthText.strippingURLs(content) }
                content = LineLengthText.strippingLiterals(content, delimiter: "#colorLiteral")
                content = LineLengthText.strippingLiterals(content, delimiter: "#imageLiteral")
                let length = content.count
                guard let exceeded = levels.exceeded(by: length) else { continue }
                found.add(
                    line: index, column: 1,
                    reason: "Line should be \(exceeded.threshold) characters or less; "
                        + "currently it has \(length) characters",
                    severity: exceeded.severity
                )
            }
        }
    }
}

/// Collects the lines that `line_length`'s `ignores_*` options exempt, as the walk meets their nodes.
private final class LineLengthIgnoredLines {
    let rule: LineLengthRule
    let file: LintFile
    var lines = Set<Int>()

    init(rule: LineLengthRule, file: LintFile) {
        self.rule = rule
        self.file = file
    }

    func register(_ walk: inout FileWalk) {
        if rule.ignoresFunctionDeclarations {
            walk.visitPost(FunctionDeclSyntax.self) { node, _ in
                self.addSignature(node, whereClause: node.genericWhereClause, end: node.signature)
            }
            walk.visitPost(InitializerDeclSyntax.self) { node, _ in
                self.addSignature(node, whereClause: node.genericWhereClause, end: node.signature)
            }
            walk.visitPost(SubscriptDeclSyntax.self) { node, _ in
                self.addSignature(node, whereClause: node.genericWhereClause, end: node.returnClause)
            }
            walk.visitPost(MacroDeclSyntax.self) { node, _ in self.add(node) }
        }
        if rule.ignoresInterpolatedStrings {
            walk.visitPost(ExpressionSegmentSyntax.self) { node, _ in self.add(node) }
        }
        if rule.ignoresMultilineStrings {
            walk.visitPost(StringLiteralExprSyntax.self) { node, _ in
                if node.openingQuote.tokenKind == .multilineStringQuote { self.add(node) }
            }
        }
        if rule.ignoresRegexLiterals {
            walk.visitPost(RegexLiteralExprSyntax.self) { node, _ in self.add(node) }
        }
    }

    private func add(_ node: some SyntaxProtocol) {
        let first = file.lineNumber(atByte: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let last = file.lineNumber(atByte: node.endPositionBeforeTrailingTrivia.utf8Offset)
        lines.formUnion(first...max(first, last))
    }

    /// A declaration's signature: from its start to the end of its `where` clause or signature.
    private func addSignature(
        _ node: some SyntaxProtocol, whereClause: GenericWhereClauseSyntax?, end: some SyntaxProtocol
    ) {
        let last = whereClause?.endPositionBeforeTrailingTrivia ?? end.endPositionBeforeTrailingTrivia
        let first = file.lineNumber(atByte: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        lines.formUnion(first...max(first, file.lineNumber(atByte: last.utf8Offset)))
    }
}
