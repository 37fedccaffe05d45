// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftOperators
import SwiftSyntax
import ToolsCore

/// `if a, b {}` rather than `if a && b {}`: a condition list evaluates in the same order and reads as
/// separate conditions. Reported at each `&&` joining the conditions at the top of a condition (not inside
/// parentheses on its right, nor under `||`). `--fix` splits them into list elements.
struct PreferConditionListRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "prefer_condition_list",
        name: "Prefer Condition List",
        description: "Prefer a condition list over chaining conditions with '&&'",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("if a, b {}\n"),
            Example("guard a || b && c {}\n"),
            Example("if a && b || c {}\n"),
            Example("let result = a && b\n"),
            Example("repeat {} while a && b\n"),
            Example("if (f {}) {}\n"),
            Example("if f {} {}\n"),
            Example("if try a && b {}\nlet c = a && b\n"),
        ],
        triggeringExamples: [
            Example("if a ↓&& b {}\n"),
            Example("if a ↓&& b ↓&& c {}\n"),
            Example("while a ↓&& b {}\n"),
            Example("guard a ↓&& b {}\n"),
            Example("guard (a || b) ↓&& c {}\n"),
            Example("if a ↓&& (b && c) {}\n"),
            Example("guard a ↓&& b ↓&& c else {}\n"),
            Example("if (a ↓&& b) {}\n"),
            Example("if (a ↓&& f {}) {}\n"),
            Example("if (a ↓&& b) ↓&& c {}\nif a ↓&& b, let c = d, e ↓&& f {}\n"),
            // SwiftLint reports where the operator would be without the line break before it.
            Example("if (\n ↓   a && b\n) {}\n"),
        ],
        corrections: [
            Correction(Example("if a ↓&& b {}\n"), "if a, b {}\n"),
            Correction(Example("if a ↓&&\n   b {}\n"), "if a,\n   b {}\n"),
            Correction(Example("guard a ↓&& b ↓&& c else {}\n"), "guard a, b, c else {}\n"),
            Correction(Example("while a ↓&& b {}\n"), "while a, b {}\n"),
            Correction(Example("if (a ↓&& b) {}\n"), "if a, b {}\n"),
            Correction(Example("if a ↓&& (b && c) {}\n"), "if a, b, c {}\n"),
            Correction(Example("if (a ↓&& b) ↓&& c {}\n"), "if a, b, c {}\n"),
            Correction(Example("if (a ↓&& b), c {}\n"), "if a, b, c {}\n"),
            Correction(Example("guard (a || b) ↓&& c else {}\n"), "guard a || b, c else {}\n"),
            Correction(Example("if a ↓&& (b || c) {}\n"), "if a, b || c {}\n"),
            Correction(Example("if (a ↓&& f {}) {}\n"), "if a, (f {}) {}\n"),
            Correction(Example("if a ↓&& (b || f {}) {}\n"), "if a, b || (f {}) {}\n"),
            Correction(Example("if a ↓&& !f {} {}\n"), "if a, !(f {}) {}\n"),
            Correction(Example("if a ↓&& b, let c = d, e ↓&& f {}\nif (g) {}\n"),
                       "if a, b, let c = d, e, f {}\nif g {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("&&") else { return }
        walk.visitPost(ConditionElementSyntax.self) { node, found in
            guard case .expression(let expression) = node.condition,
                  expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "&&" }) else { return }
            // Offsets in the folded copy count from its start; the copy has the expression's text.
            let folded = OperatorTable.standardOperators.foldAll(expression) { _ in }
            let shift = expression.position.utf8Offset - folded.position.utf8Offset
            guard let foldedExpression = folded.as(ExprSyntax.self) else { return }
            for (token, moved) in Self.joiningAnds(in: foldedExpression, moved: 0) {
                found.add(atByte: token.positionAfterSkippingLeadingTrivia.utf8Offset + shift + moved)
            }
        }
    }

    /// The `&&` operators at the top of a folded condition, parentheses around it removed, following the
    /// left operands (`&&` groups to the left). SwiftLint takes the expression out of its parentheses with
    /// the parentheses' trivia, in a copy of the tree: the positions it reports move by the difference in
    /// leading trivia (`moved`, in bytes), as its reports do.
    private static func joiningAnds(in expression: ExprSyntax, moved: Int) -> [(TokenSyntax, Int)] {
        let inner = expression.singleParenthesizedContent
        let moved = moved + (inner.id == expression.id
            ? 0 : expression.leadingTrivia.sourceLength.utf8Length - inner.leadingTrivia.sourceLength.utf8Length)
        guard let infix = inner.as(InfixOperatorExprSyntax.self),
              let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator, token.text == "&&" else {
            return []
        }
        return [(token, moved)] + joiningAnds(in: infix.leftOperand, moved: moved)
    }

    /// Rewrites the whole file as SwiftLint's rewriter does: every condition list is split at its
    /// conditions' top `&&` and loses the parentheses around single conditions (also those without `&&`,
    /// in a file with something to fix), calls with trailing closures getting parentheses where needed.
    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        let folded = OperatorTable.standardOperators.foldAll(file.tree) { _ in }
        let rewriter = ConditionListSplitter { position in
            !suppressedLines.contains(file.lineNumber(atByte: position.utf8Offset))
        }
        let text = rewriter.rewrite(folded).description
        return text == file.text ? nil : text
    }

    private final class ConditionListSplitter: SyntaxRewriter {
        private let isFixable: (AbsolutePosition) -> Bool

        init(isFixable: @escaping (AbsolutePosition) -> Bool) {
            self.isFixable = isFixable
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ConditionElementListSyntax) -> ConditionElementListSyntax {
            guard isFixable(node.positionAfterSkippingLeadingTrivia) else { return super.visit(node) }
            var elements = Array(node)
            // SwiftLint tracks the indices it changed without shifting them when it inserts elements.
            var changed = Set<Int>()
            var index = 0
            while index < elements.count {
                guard case .expression(let expression) = elements[index].condition else {
                    index += 1
                    continue
                }
                if let infix = expression.as(InfixOperatorExprSyntax.self),
                   let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator, token.text == "&&" {
                    let isLast = index == elements.count - 1
                    elements[index] = ConditionElementSyntax(
                        condition: .expression(infix.leftOperand.with(\.trailingTrivia, [])),
                        trailingComma: .commaToken(), trailingTrivia: token.trailingTrivia
                    )
                    elements.insert(ConditionElementSyntax(
                        condition: .expression(infix.rightOperand.with(\.trailingTrivia, [])),
                        trailingComma: isLast ? nil : .commaToken(), trailingTrivia: .space
                    ), at: index + 1)
                    changed.formUnion([index, index + 1])
                } else if expression.is(TupleExprSyntax.self),
                          expression.singleParenthesizedContent.id != expression.id {
                    let inner = expression.singleParenthesizedContent
                        .with(\.leadingTrivia, expression.leadingTrivia)
                        .with(\.trailingTrivia, expression.trailingTrivia)
                    elements[index] = elements[index].with(\.condition, .expression(inner))
                    changed.insert(index)
                } else {
                    index += 1
                }
            }
            for index in changed.sorted() where index < elements.count {
                guard case .expression(let expression) = elements[index].condition else { continue }
                guard let wrapped = TrailingClosureParenthesizer(viewMode: .sourceAccurate).rewrite(expression)
                    .as(ExprSyntax.self) else { continue }
                let rewrapped = wrapped.with(\.leadingTrivia, expression.leadingTrivia)
                    .with(\.trailingTrivia, expression.trailingTrivia)
                elements[index] = elements[index].with(\.condition, .expression(rewrapped))
            }
            return super.visit(ConditionElementListSyntax(elements))
        }
    }

    /// Puts calls with trailing closures in parentheses (`if a, (f {}) {}` would not parse without), looking
    /// only through `&&`, `||`, `!` and calls.
    private final class TrailingClosureParenthesizer: SyntaxRewriter {
        override func visitAny(_ node: Syntax) -> Syntax? {
            if let token = node.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator,
               token.text == "&&" || token.text == "||" {
                return nil
            }
            if node.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" || node.is(FunctionCallExprSyntax.self) {
                return nil
            }
            return node
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard node.trailingClosure != nil || !node.additionalTrailingClosures.isEmpty else {
                return super.visit(node)
            }
            let tuple = TupleExprSyntax(elements: LabeledExprListSyntax([
                LabeledExprSyntax(expression: node.with(\.trailingTrivia, [])),
            ]))
            return ExprSyntax(tuple).with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
    }
}

private extension ExprSyntax {
    /// The expression inside parentheses holding exactly one element, else the expression itself.
    var singleParenthesizedContent: ExprSyntax {
        guard let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first else { return self }
        return only.expression
    }
}
