// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `if let _ = value` binds nothing; `value != nil` says the same thing plainly.
public struct UnusedOptionalBindingRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var ignoreOptionalTry: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["ignore_optional_try"]
        )
        ignoreOptionalTry = try RuleOptions.bool(options, "ignore_optional_try", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("_") else { return [] }
        return violations(of: Visitor(ignoreOptionalTry: ignoreOptionalTry), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        let ignoreOptionalTry: Bool

        init(ignoreOptionalTry: Bool) {
            self.ignoreOptionalTry = ignoreOptionalTry
        }

        override func visitPost(_ node: OptionalBindingConditionSyntax) {
            guard let pattern = node.pattern.as(ExpressionPatternSyntax.self),
                  Self.discards(pattern.expression) else { return }
            if ignoreOptionalTry, let tryExpression = node.initializer?.value.as(TryExprSyntax.self),
               tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                return
            }
            add(pattern.expression)
        }

        /// `_`, or a tuple of nothing but discards such as `(_, _)`.
        static func discards(_ expression: ExprSyntax) -> Bool {
            if expression.is(DiscardAssignmentExprSyntax.self) { return true }
            guard let tuple = expression.as(TupleExprSyntax.self) else { return false }
            return tuple.elements.allSatisfy { discards($0.expression) }
        }
    }
}
