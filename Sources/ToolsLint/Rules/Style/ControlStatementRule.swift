// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `if`, `guard`, `while`, `switch` and `catch` need no parentheses around a single condition, as
/// SwiftLint's `control_statement`.
struct ControlStatementRule: CorrectableRule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(IfExprSyntax.self) { node, found in
            Self.check(node, keyword: node.ifKeyword, wrapped: node.conditions.map { $0.condition.as(ExprSyntax.self) },
                       in: file, &found)
        }
        walk.visitPost(GuardStmtSyntax.self) { node, found in
            Self.check(node, keyword: node.guardKeyword,
                       wrapped: node.conditions.map { $0.condition.as(ExprSyntax.self) }, in: file, &found)
        }
        walk.visitPost(WhileStmtSyntax.self) { node, found in
            Self.check(node, keyword: node.whileKeyword,
                       wrapped: node.conditions.map { $0.condition.as(ExprSyntax.self) }, in: file, &found)
        }
        walk.visitPost(SwitchExprSyntax.self) { node, found in
            Self.check(node, keyword: node.switchKeyword, wrapped: [node.subject], in: file, &found)
        }
        walk.visitPost(CatchClauseSyntax.self) { node, found in
            let expressions = node.catchItems.map { $0.pattern?.as(ExpressionPatternSyntax.self)?.expression }
            Self.check(node, keyword: node.catchKeyword, wrapped: expressions, in: file, &found)
        }
    }

    /// One violation at the statement when any of its conditions is a parenthesised single expression;
    /// `--fix` drops the parentheses and leaves one space after the keyword.
    private static func check(
        _ node: some SyntaxProtocol, keyword: TokenSyntax, wrapped: [ExprSyntax?], in file: LintFile,
        _ found: inout RuleFindings
    ) {
        let tuples = wrapped.compactMap { $0?.as(TupleExprSyntax.self) }.filter { $0.superfluousContent != nil }
        guard !tuples.isEmpty else { return }
        let keywordEnd = keyword.endPositionBeforeTrailingTrivia.utf8Offset
        var edits = [TextEdit(keywordEnd..<keyword.endPosition.utf8Offset, " ")]
        for tuple in tuples {
            guard let inner = tuple.superfluousContent else { continue }
            edits.append(TextEdit(tuple.trimmedByteRange, file.trimmedText(of: inner)))
        }
        found.add(at: node, fix: edits)
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
