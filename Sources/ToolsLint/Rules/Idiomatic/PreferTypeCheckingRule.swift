// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `value as? T != nil` casts only to test; `value is T` says that directly.
public struct PreferTypeCheckingRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "prefer_type_checking",
        name: "Prefer Type Checking",
        description: "Prefer `a is X` to `a as? X != nil`",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let view = item as? View\n"),
            Example("let isView = item is View\n"),
            Example("if let view = item as? View {\n    view.draw()\n}\n"),
            Example("let same = item as View != nil\n"),
            Example("let same = item as? View? != nil\n"),
            Example("let count = nil != item as? Int ?? 1\n"),
            Example("let found = item as? Int ?? 2 != nil\n"),
        ],
        triggeringExamples: [
            Example("let isView = item ↓as? View != nil\n"),
            Example("let isView = 2 * x ↓as? Double != nil\n"),
            Example("if item ↓as? View != nil {\n    draw()\n}\n"),
            Example("let isView = nil != item ↓as? View\n"),
            Example("let both = ready && item ↓as? View != nil\n"),
            Example("let both = nil != item ↓as? View && ready\n"),
        ],
        corrections: [
            Correction(Example("let isView = item ↓as? View != nil\n"), "let isView = item is View\n"),
            Correction(Example("let isView = nil != item ↓as? View\n"), "let isView = item is View\n"),
            Correction(Example("if ready && 2 * x ↓as? Double != nil {}\n"), "if ready && 2 * x is Double {}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("as?") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    /// Rewrites the comparison as `value is T`.
    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(Fixer(), suppressedLines: suppressedLines)
    }

    /// One `x as? T != nil` (or `nil != x as? T`) in an operator sequence.
    private struct Match {
        var cast: UnresolvedAsExprSyntax
        var type: ExprSyntax
        var nilLiteral: ExprSyntax
        /// The first element of the cast operand when `nil` comes first.
        var reversedOperandStart: ExprSyntax?
    }

    private final class Fixer: FixCollector {
        override func visitPost(_ node: ExprListSyntax) {
            for match in Visitor.matches(in: node) {
                let start = match.cast.asKeyword.positionAfterSkippingLeadingTrivia
                let replacement = "is \(match.type.trimmedDescription)"
                if let operandStart = match.reversedOperandStart {
                    fix(start,
                        TextEdit(from: match.nilLiteral.positionAfterSkippingLeadingTrivia,
                                 to: operandStart.positionAfterSkippingLeadingTrivia),
                        TextEdit(from: start, to: match.type.endPositionBeforeTrailingTrivia, with: replacement))
                } else {
                    let end = match.nilLiteral.endPositionBeforeTrailingTrivia
                    fix(start, TextEdit(from: start, to: end, with: replacement))
                }
            }
        }
    }

    /// Works on the unfolded operator sequence: each `!=` whose operands, after precedence folding, are
    /// `nil` and an `as?` cast.
    private final class Visitor: HitCollector {
        override func visitPost(_ node: ExprListSyntax) {
            for match in Self.matches(in: node) { add(match.cast.asKeyword) }
        }

        static func matches(in node: ExprListSyntax) -> [Match] {
            let elements = Array(node)
            var matches: [Match] = []
            for index in elements.indices where Self.isNotEqual(elements[index]) {
                let left = OperatorSequence.operand(in: elements, from: index - 1, step: -1)
                let right = OperatorSequence.operand(in: elements, from: index + 1, step: 1)
                if OperatorSequence.isNil(right, in: elements), let cast = Self.conditionalCast(left, in: elements),
                   let type = left.last {
                    matches.append(Match(cast: cast, type: elements[type], nilLiteral: elements[right[0]]))
                } else if OperatorSequence.isNil(left, in: elements),
                          let cast = Self.conditionalCast(right, in: elements), let first = right.first,
                          let type = right.last {
                    matches.append(Match(cast: cast, type: elements[type], nilLiteral: elements[left[0]],
                                         reversedOperandStart: elements[first]))
                }
            }
            return matches
        }

        static func isNotEqual(_ element: ExprSyntax) -> Bool {
            element.as(BinaryOperatorExprSyntax.self)?.operator.tokenKind == .binaryOperator("!=")
        }

        /// The `as?` that is the root of `operand`: the last cast, with no looser `??` beside it, to a
        /// non-optional type (`x as? T? != nil` tests something else).
        static func conditionalCast(_ operand: [Int], in elements: [ExprSyntax]) -> UnresolvedAsExprSyntax? {
            guard operand.count >= 3, !operand.contains(where: { OperatorSequence.precedence(elements[$0]) == 1 }),
                  let cast = elements[operand[operand.count - 2]].as(UnresolvedAsExprSyntax.self),
                  cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
                  elements[operand[operand.count - 1]].as(TypeExprSyntax.self)?.type.is(OptionalTypeSyntax.self) != true
            else { return nil }
            return cast
        }
    }
}
