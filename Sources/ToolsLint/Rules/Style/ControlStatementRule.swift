// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `if`, `guard`, `while`, `switch` and `catch` need no parentheses around a single condition, as
/// SwiftLint's `control_statement`.
public struct ControlStatementRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "control_statement",
        name: "Control Statement",
        description: "`if`, `for`, `guard`, `switch`, `while`, and `catch` statements shouldn't unnecessarily wrap "
            + "their conditionals or arguments in parentheses",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("if ready {}\n"),
            Example("if (x, y) == (1, 2) {}\n"),
            Example("if (a && b) || (c && d) {}\n"),
            Example("if (low...high).contains(value) {}\n"),
            Example("guard ready else { return }\n"),
            Example("repeat {} while ready\n"),
            Example("repeat {} while (ready)\n"),
            Example("switch (left, right) {}\n"),
            Example("do {} catch let error as URLError {}\n"),
            Example("promise().catch(all: true) {}\n"),
            Example("if (make() { build() {} }) {}\n"),
            Example("if (a + make() {} == 1) {}\n"),
            Example("if ({ ready }()) {}\n"),
            Example("if ({ ready }() && other) {}\n"),
        ],
        triggeringExamples: [
            Example("↓if (ready) {}\n"),
            Example("↓if(ready) {}\n"),
            Example("↓if ((a && b) || (c && d)) {}\n"),
            Example("↓guard (ready) else { return }\n"),
            Example("↓while (running) {}\n"),
            Example("do { run() } ↓while(running) {}\n"),
            Example("↓switch (value) {}\n"),
            Example("do {} ↓catch(let error as URLError) {}\n"),
            Example("↓if (max(a, b) < c) {}\n"),
            Example("let x = ↓if (flag) { 1 } else { 2 }\n"),
        ],
        corrections: [
            Correction(Example("↓if (ready) {}\n"), "if ready {}\n"),
            Correction(Example("↓if(ready) {}\n"), "if ready {}\n"),
            Correction(Example("↓switch (value) {}\n"), "switch value {}\n"),
            Correction(Example("do {} ↓catch(let error as URLError) {}\n"), "do {} catch let error as URLError {}\n"),
            Correction(Example("↓if (a),\n   ( b == 1 ) {}\n"), "if a,\n   b == 1 {}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        var seen = Set<Int>()
        return findings(in: file).compactMap { edit in
            guard seen.insert(edit.violationOffset).inserted else { return nil }
            return violation(in: file, atByte: edit.violationOffset, severity: severity)
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let file: LintFile
        var edits: [TextEdit] = []

        init(file: LintFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visitPost(_ node: IfExprSyntax) {
            check(node, keyword: node.ifKeyword, wrapped: node.conditions.map { $0.condition.as(ExprSyntax.self) })
        }

        override func visitPost(_ node: GuardStmtSyntax) {
            check(node, keyword: node.guardKeyword, wrapped: node.conditions.map { $0.condition.as(ExprSyntax.self) })
        }

        override func visitPost(_ node: WhileStmtSyntax) {
            check(node, keyword: node.whileKeyword, wrapped: node.conditions.map { $0.condition.as(ExprSyntax.self) })
        }

        override func visitPost(_ node: SwitchExprSyntax) {
            check(node, keyword: node.switchKeyword, wrapped: [node.subject])
        }

        override func visitPost(_ node: CatchClauseSyntax) {
            let expressions = node.catchItems.map { $0.pattern?.as(ExpressionPatternSyntax.self)?.expression }
            check(node, keyword: node.catchKeyword, wrapped: expressions)
        }

        /// One violation at the statement when any of its conditions is a parenthesised single expression.
        private func check(_ node: some SyntaxProtocol, keyword: TokenSyntax, wrapped: [ExprSyntax?]) {
            let tuples = wrapped.compactMap { $0?.as(TupleExprSyntax.self) }.filter { $0.superfluousContent != nil }
            guard !tuples.isEmpty else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let keywordEnd = keyword.endPositionBeforeTrailingTrivia.utf8Offset
            let keywordTrivia = keywordEnd..<keyword.endPosition.utf8Offset
            edits.append(TextEdit(violationOffset: start, range: keywordTrivia, replacement: " "))
            for tuple in tuples {
                guard let inner = tuple.superfluousContent else { continue }
                let text = file.trimmedText(of: inner)
                let range = tuple.trimmedByteRange
                edits.append(TextEdit(violationOffset: start, range: range, replacement: text))
            }
        }
    }
}

private extension TupleExprSyntax {
    /// The one expression inside parentheses that can go, unless a closure needs them: a trailing closure,
    /// or a closure called in place (`if ({ true }()) {}`), would read as the statement's body without them.
    var superfluousContent: ExprSyntax? {
        guard elements.count == 1, let expression = elements.first?.expression else { return nil }
        if Self.needsParentheses(expression) { return nil }
        if let sequence = expression.as(SequenceExprSyntax.self),
           sequence.elements.contains(where: Self.needsParentheses) {
            return nil
        }
        return expression
    }

    private static func needsParentheses(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return call.trailingClosure != nil || call.calledExpression.is(ClosureExprSyntax.self)
    }
}
