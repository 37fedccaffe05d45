// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `if 42 == count` reads backwards; the literal goes on the right. As SwiftLint, the conditions of `if`,
/// `guard`, `while` and `repeat` are read as the parser leaves them (unfolded): a literal is on a side of
/// its own when the comparison starts the condition or follows `&&` / `||`.
struct YodaConditionRule: Rule {
    static let description = RuleDescription(
        identifier: "yoda_condition",
        name: "Yoda Condition",
        description: "The constant literal should be placed on the right-hand side of the comparison operator",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("if foo == 42 {}\n"),
            Example("if foo <= 42.42 {}\n"),
            Example("guard foo >= 42 else { return }\n"),
            Example("guard foo != \"str str\" else { return }\n"),
            Example("while foo < 10 { }\n"),
            Example("while foo > 1 { }\n"),
            Example("while foo + 1 == 2 {}\n"),
            Example("if optionalValue?.property ?? 0 == 2 {}\n"),
            Example("if foo == nil {}\n"),
            Example("if flags & 1 == 1 {}\n"),
        ],
        triggeringExamples: [
            Example("if ↓42 == foo {}\n"),
            Example("if ↓42.42 >= foo {}\n"),
            Example("guard ↓42 <= foo else { return }\n"),
            Example("guard ↓\"str str\" != foo else { return }\n"),
            Example("while ↓10 > foo { }\n"),
            Example("while ↓1 < foo { }\n"),
            Example("if ↓nil == foo {}\n"),
            Example("while ↓1 > i + 5 {}\n"),
            Example("if ↓200 <= i && i <= 299 || ↓600 <= i {}\n"),
        ]
    )

    private static let comparisons: Set<String> = ["==", "!=", ">", "<", ">=", "<="]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(IfExprSyntax.self) { node, found in Self.check(node.conditions, &found) }
        walk.visitPost(GuardStmtSyntax.self) { node, found in Self.check(node.conditions, &found) }
        walk.visitPost(WhileStmtSyntax.self) { node, found in Self.check(node.conditions, &found) }
        walk.visitPost(RepeatStmtSyntax.self) { node, found in Self.check(node.condition, &found) }
    }

    private static func check(_ conditions: ConditionElementListSyntax, _ found: inout RuleFindings) {
        for element in conditions {
            if case .expression(let expression) = element.condition { check(expression, &found) }
        }
    }

    private static func check(_ condition: ExprSyntax, _ found: inout RuleFindings) {
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return }
        let elements = Array(sequence.elements)
        for index in elements.indices {
            guard let comparison = elements[index].as(BinaryOperatorExprSyntax.self),
                  comparisons.contains(comparison.operator.text), index > 0, index + 1 < elements.count else {
                continue
            }
            // A literal already alone on the right (at the end, or before `&&`/`||`) is the right way round.
            if isLiteral(elements[index + 1]), index + 2 == elements.count || isLogical(elements[index + 2]) {
                continue
            }
            let left = elements[index - 1]
            if isLiteral(left), index == 1 || isLogical(elements[index - 2]) {
                found.add(at: left)
            }
        }
    }

    private static func isLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
            || expression.is(NilLiteralExprSyntax.self)
    }

    private static func isLogical(_ expression: ExprSyntax) -> Bool {
        guard let binary = expression.as(BinaryOperatorExprSyntax.self) else { return false }
        return binary.operator.text == "&&" || binary.operator.text == "||"
    }
}
