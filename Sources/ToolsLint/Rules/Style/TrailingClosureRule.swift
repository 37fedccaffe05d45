// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A closure passed as the last argument goes after the parentheses, as SwiftLint's opt-in
/// `trailing_closure`; conditions of `if`/`guard`/`while` and `for` sequences are left alone, and with
/// `only_single_muted_parameter` only a sole unlabelled closure argument is reported.
public struct TrailingClosureRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_closure",
        name: "Trailing Closure",
        description: "Trailing closure syntax should be used whenever possible",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let doubled = values.map { $0 * 2 }\nlet total = values.reduce(0) { $0 + $1 }\n"),
            Example("if let first = values.map({ $0 + 1 }).first {}\n"),
            Example("run(first: { $0 }, second: { $0 + 1 })\n"),
            Example("run({ return 1 }())\nrun(0, { return $0 }(1))\n"),
            Example("for item in list.filter({ $0.isValid }) {}\n"),
            Example("run(first: 1, second: { _ in true }, third: 0)\n"),
            Example("let total = values.reduce(0, combine: { $0 + $1 })\n"
                + "", options: "only_single_muted_parameter: true"),
        ],
        triggeringExamples: [
            Example("let doubled = values.map(↓{ $0 * 2 })\n"),
            Example("let total = values.reduce(0, combine: ↓{ $0 + $1 })\n"),
            Example("run(first: { _ in true }, second: 0, third: ↓{ _ in false })\n"),
            Example("for list in lists {\n    list.forEach(↓{ print($0) })\n}\n"),
            Example("let doubled = values.map(↓{ $0 * 2 })\n", options: "only_single_muted_parameter: true"),
        ],
        corrections: [
            Correction(Example("let doubled = values.map(↓{ $0 * 2 })\n"), "let doubled = values.map { $0 * 2 }\n"),
            Correction(
                Example("let total = values.reduce(0, combine: ↓{ $0 + $1 })\n"),
                "let total = values.reduce(0) { $0 + $1 }\n"
            ),
        ]
    )

    public var severity: Severity
    public var onlySingleMutedParameter: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["only_single_muted_parameter"]
        )
        onlySingleMutedParameter = try PlainOptions.bool(options, "only_single_muted_parameter", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("({") || file.contains("{") else { return [] }
        let visitor = Visitor(file: file, onlySingleMutedParameter: onlySingleMutedParameter)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let file: LintFile
        let onlySingleMutedParameter: Bool
        var edits: [TextEdit] = []

        init(file: LintFile, onlySingleMutedParameter: Bool) {
            self.file = file
            self.onlySingleMutedParameter = onlySingleMutedParameter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            walk(node.body)
            return .skipChildren
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard node.trailingClosure == nil, let closure = closureToMove(node) else { return }
            let at = closure.positionAfterSkippingLeadingTrivia.utf8Offset
            let noEdit = TextEdit(violationOffset: at, range: at..<at, replacement: "")
            edits.append(edit(moving: closure, out: node, at: at) ?? noEdit)
        }

        private func closureToMove(_ node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
            let arguments = Array(node.arguments)
            if onlySingleMutedParameter {
                guard arguments.count == 1, arguments[0].label == nil else { return nil }
                return arguments[0].expression.as(ClosureExprSyntax.self)
            }
            // Two closures at the end stay: only one of them could trail.
            if arguments.count > 1, arguments.suffix(2).allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }) {
                return nil
            }
            return arguments.last?.expression.as(ClosureExprSyntax.self)
        }

        /// Drops the last argument (and the parentheses when nothing is left) and puts the closure after.
        private func edit(moving closure: ClosureExprSyntax, out node: FunctionCallExprSyntax, at: Int) -> TextEdit? {
            guard node.leftParen != nil, let close = node.rightParen else { return nil }
            let arguments = Array(node.arguments)
            let closureText = " " + file.trimmedText(of: closure)
            if arguments.count == 1 {
                // The parentheses go with their trailing spaces, as in SwiftLint; a comment after them stays.
                let start = node.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
                let keepsTrivia = close.trailingTrivia.contains(where: \.isComment)
                let end = keepsTrivia ? close.endPositionBeforeTrailingTrivia : close.endPosition
                return TextEdit(violationOffset: at, range: start..<end.utf8Offset, replacement: closureText)
            }
            let previous = arguments[arguments.count - 2]
            let start = previous.expression.endPositionBeforeTrailingTrivia.utf8Offset
            return TextEdit(
                violationOffset: at, range: start..<close.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: ")" + closureText
            )
        }
    }
}
