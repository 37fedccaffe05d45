// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// Lines should not be longer than the configured number of characters. Same options, counting and
/// messages as SwiftLint's `line_length`, so the two report the same lines.
public struct LineLengthRule: Rule {
    public static let description = RuleDescription(
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

    public var levels = SeverityLevels(warning: 120, error: 200)
    public var ignoresURLs = false
    public var ignoresFunctionDeclarations = false
    public var ignoresComments = false
    public var ignoresInterpolatedStrings = false
    public var ignoresMultilineStrings = false
    public var ignoresRegexLiterals = false
    /// Lines matching one of these are not checked (SwiftLint's `excluded_lines_patterns`).
    public var excludedLines: [NSRegularExpression] = []

    private static let optionKeys: Set<String> = [
        "warning", "error", "ignores_urls", "ignores_function_declarations", "ignores_comments",
        "ignores_interpolated_strings", "ignores_multiline_strings", "ignores_regex_literals",
        "excluded_lines_patterns",
    ]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        guard let options else { return }
        levels = try SeverityLevels(options, default: levels)
        guard options.isMapping else { return }
        try RuleOptions.rejectUnknownKeys(options, known: Self.optionKeys)
        if let value = options["ignores_urls"] { ignoresURLs = try value.bool() }
        if let value = options["ignores_function_declarations"] { ignoresFunctionDeclarations = try value.bool() }
        if let value = options["ignores_comments"] { ignoresComments = try value.bool() }
        if let value = options["ignores_interpolated_strings"] { ignoresInterpolatedStrings = try value.bool() }
        if let value = options["ignores_multiline_strings"] { ignoresMultilineStrings = try value.bool() }
        if let value = options["ignores_regex_literals"] { ignoresRegexLiterals = try value.bool() }
        if let value = options["excluded_lines_patterns"] {
            for pattern in try value.strings() {
                guard let expression = try? NSRegularExpression(pattern: pattern) else {
                    throw value.error("invalid regular expression '\(pattern)' in line_length")
                }
                excludedLines.append(expression)
            }
        }
    }

    /// The tree is needed only for the options that ignore kinds of code.
    public var requiresSyntaxTree: Bool {
        ignoresFunctionDeclarations || ignoresComments || ignoresInterpolatedStrings || ignoresMultilineStrings
            || ignoresRegexLiterals
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let minimum = min(levels.warning, levels.error ?? .max)
        // A line has at least as many bytes as characters: short lines are skipped without decoding.
        let candidates = stride(from: 1, through: file.lineCount, by: 1).filter {
            file.byteRange(ofLine: $0).count > minimum
        }
        guard !candidates.isEmpty else { return [] }
        let ignored = requiresSyntaxTree ? ignoredLines(file) : []
        var violations: [Violation] = []
        for index in candidates where !ignored.contains(index) {
            var content = file.line(index)
            if !excludedLines.isEmpty {
                let range = NSRange(content.startIndex..., in: content)
                if excludedLines.contains(where: { $0.firstMatch(in: content, range: range) != nil }) { continue }
            }
            if ignoresURLs { content = LineLengthText.strippingURLs(content) }
            content = LineLengthText.strippingLiterals(content, delimiter: "#colorLiteral")
            content = LineLengthText.strippingLiterals(content, delimiter: "#imageLiteral")
            let length = content.count
            guard let exceeded = levels.exceeded(by: length) else { continue }
            violations.append(Violation(
                ruleID: identifier, severity: exceeded.severity, line: index, column: 1,
                message: "Line should be \(exceeded.threshold) characters or less; "
                    + "currently it has \(length) characters"
            ))
        }
        return violations
    }

    private func ignoredLines(_ file: LintFile) -> Set<Int> {
        var lines = Set<Int>()
        if ignoresComments { lines.formUnion(file.commentOnlyLines()) }
        let visitor = LineLengthIgnoredLines(
            file: file, functions: ignoresFunctionDeclarations, interpolations: ignoresInterpolatedStrings,
            multilineStrings: ignoresMultilineStrings, regexLiterals: ignoresRegexLiterals
        )
        if requiresSyntaxTree {
            visitor.walk(file.tree)
            lines.formUnion(visitor.lines)
        }
        return lines
    }
}

/// Collects the lines that `line_length`'s `ignores_*` options exempt.
private final class LineLengthIgnoredLines: SyntaxVisitor {
    let file: LintFile
    let functions: Bool
    let interpolations: Bool
    let multilineStrings: Bool
    let regexLiterals: Bool
    var lines = Set<Int>()

    init(file: LintFile, functions: Bool, interpolations: Bool, multilineStrings: Bool, regexLiterals: Bool) {
        self.file = file
        self.functions = functions
        self.interpolations = interpolations
        self.multilineStrings = multilineStrings
        self.regexLiterals = regexLiterals
        super.init(viewMode: .sourceAccurate)
    }

    private func add(from start: AbsolutePosition, to end: AbsolutePosition) {
        let first = file.position(of: start).line
        let last = file.position(of: end).line
        lines.formUnion(first...max(first, last))
    }

    /// A declaration's signature: from its start to the end of its `where` clause or signature.
    private func addSignature(
        _ node: some SyntaxProtocol, whereClause: GenericWhereClauseSyntax?, end: some SyntaxProtocol
    ) {
        guard functions else { return }
        let last = whereClause?.endPositionBeforeTrailingTrivia ?? end.endPositionBeforeTrailingTrivia
        add(from: node.positionAfterSkippingLeadingTrivia, to: last)
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        addSignature(node, whereClause: node.genericWhereClause, end: node.signature)
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        addSignature(node, whereClause: node.genericWhereClause, end: node.signature)
    }

    override func visitPost(_ node: SubscriptDeclSyntax) {
        addSignature(node, whereClause: node.genericWhereClause, end: node.returnClause)
    }

    override func visitPost(_ node: MacroDeclSyntax) {
        guard functions else { return }
        add(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }

    override func visitPost(_ node: ExpressionSegmentSyntax) {
        guard interpolations else { return }
        add(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }

    override func visitPost(_ node: StringLiteralExprSyntax) {
        guard multilineStrings, node.openingQuote.tokenKind == .multilineStringQuote else { return }
        add(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }

    override func visitPost(_ node: RegexLiteralExprSyntax) {
        guard regexLiterals else { return }
        add(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }
}
