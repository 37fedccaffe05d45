// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A `for` whose body is a single `if` with one plain condition reads better as `for … where`, as
/// SwiftLint's `for_where`; `allow_for_as_filter` allows it when the `if` returns.
struct ForWhereRule: Rule {
    static let description = RuleDescription(
        identifier: "for_where",
        name: "Prefer For-Where",
        description: "`where` clauses are preferred over a single `if` inside a `for`",
        nonTriggeringExamples: [
            Example("for item in items where item.isActive {}\n"),
            Example("for item in items {\n  if let id = item.id {}\n}\n"),
            Example("for item in items {\n  if item.isActive {} else {}\n}\n"),
            Example("for item in items {\n  if item.isActive {}\n  print(item)\n}\n"),
            Example("for item in items {\n  if item.isActive && item.isNew {}\n}\n"),
            Example("for item in items {\n  if item.isActive, item.isNew {}\n}\n"),
            Example("for (index, value) in list.enumerated() {\n  if case .some = value { return index }\n}\n"),
            Example("for item in items {\n  if item.isActive { return true }\n}\n"
                + "", options: "allow_for_as_filter: true"),
        ],
        triggeringExamples: [
            Example("for item in items {\n  ↓if item.isActive { return true }\n}\n"),
            Example("for view in views {\n    ↓if !(view is UIStackView) {\n"
                + "        view.removeFromSuperview()\n    }\n}\n"),
            Example(
                "for view in views {\n    ↓if view.isHidden {\n        view.removeFromSuperview()\n    }\n}\n",
                options: "allow_for_as_filter: true"
            ),
        ]
    )

    var allowsForAsFilter = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("allow_for_as_filter", \.allowsForAsFilter, "an `if` whose body returns is allowed")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("for") else { return }
        walk.visitPost(ForStmtSyntax.self) { node, found in
            guard node.whereClause == nil, node.body.statements.count == 1,
                  let statement = node.body.statements.first?.item.as(ExpressionStmtSyntax.self),
                  let ifExpression = statement.expression.as(IfExprSyntax.self), ifExpression.elseBody == nil,
                  ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first,
                  !condition.condition.is(OptionalBindingConditionSyntax.self),
                  !condition.condition.is(MatchingPatternConditionSyntax.self),
                  !Self.joinsConditions(condition) else { return }
            if allowsForAsFilter, ifExpression.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
                return
            }
            found.add(at: ifExpression)
        }
    }

    private static func joinsConditions(_ condition: ConditionElementSyntax) -> Bool {
        guard let sequence = condition.condition.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains {
            guard let binary = $0.as(BinaryOperatorExprSyntax.self) else { return false }
            return binary.operator.text == "&&" || binary.operator.text == "||"
        }
    }
}
