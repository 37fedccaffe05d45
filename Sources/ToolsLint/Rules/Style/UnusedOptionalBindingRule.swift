// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `if let _ = value` binds nothing; `value != nil` says the same thing plainly.
struct UnusedOptionalBindingRule: Rule {
    static let description = RuleDescription(
        identifier: "unused_optional_binding",
        name: "Unused Optional Binding",
        description: "Prefer `!= nil` over `let _ =`",
        nonTriggeringExamples: [
            Example("if let value = Store.current {}\n"),
            Example("if let (_, last) = pair() {}\n"),
            Example("if let (_, b, _) = triple(), let value = Store.current {}\n"),
            Example("if ready() { let _ = load() }\n"),
            Example("if ready() { _ = load() }\n"),
            Example("if case .some(_) = self {}\n"),
            Example("if let match = items.first(where: { _ in true }) {}\n"),
            Example("guard let _ = try? load() else { return }\n", options: "ignore_optional_try: true"),
        ],
        triggeringExamples: [
            Example("if let ↓_ = Store.current {}\n"),
            Example("if let a = Store.current, let ↓_ = Store.previous {}\n"),
            Example("guard let a = Store.current, let ↓_ = Store.previous else { return }\n"),
            Example("if let (a, _) = pair(), let ↓_ = Store.current {}\n"),
            Example("if let ↓(_, _, _) = triple(), let value = Store.current {}\n"),
            Example("func check() { if let ↓_ = value {} }\n"),
            Example("guard let ↓_ = try? load() else { return }\n"),
        ]
    )

    var ignoreOptionalTry = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("ignore_optional_try", \.ignoreOptionalTry, "`if let _ = try? …` is allowed")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("_") else { return }
        walk.visitPost(OptionalBindingConditionSyntax.self) { node, found in
            guard let pattern = node.pattern.as(ExpressionPatternSyntax.self),
                  Self.discards(pattern.expression) else { return }
            if ignoreOptionalTry, let tryExpression = node.initializer?.value.as(TryExprSyntax.self),
               tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                return
            }
            found.add(at: pattern.expression)
        }
    }

    /// `_`, or a tuple of nothing but discards such as `(_, _)`.
    private static func discards(_ expression: ExprSyntax) -> Bool {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        guard let tuple = expression.as(TupleExprSyntax.self) else { return false }
        return tuple.elements.allSatisfy { discards($0.expression) }
    }
}
