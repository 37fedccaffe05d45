// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `case .value` rather than `case .value(_)` or `case .value()` when the associated values are not used,
/// as SwiftLint's `empty_enum_arguments`.
struct EmptyEnumArgumentsRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "empty_enum_arguments",
        name: "Empty Enum Arguments",
        description: "Arguments can be omitted when matching enums with associated values if they are not used",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("switch state {\ncase .loaded: break\n}\n"),
            Example("switch state {\ncase .loaded(let value): break\n}\n"),
            Example("switch state {\ncase let .loaded(value): break\n}\n"),
            Example("switch (a, b) {\ncase (_, _): break\n}\n"),
            Example("switch state {\ncase .loaded(Value()): break\n}\n"),
            Example("switch state {\ncase .loaded(.init()): break\n}\n"),
            Example("if case .loaded = state {}\n"),
            Example("if state == .loaded() {}\n"),
            Example("guard case .page(.detail(_, nil)) = route else { return }\n"),
        ],
        triggeringExamples: [
            Example("switch state {\ncase .loaded↓(_): break\n}\n"),
            Example("switch state {\ncase .loaded↓(): break\n}\n"),
            Example("switch state {\ncase .loaded↓(_), .failed↓(_): break\n}\n"),
            Example("switch state {\ncase .loaded↓() where ready: break\n}\n"),
            Example("switch state {\ncase .page(.detail↓()): break\n}\n"),
            Example("if case .loaded↓(_) = state {}\n"),
            Example("guard case .page(.detail↓(_, _)) = route else { return }\n"),
        ],
        corrections: [
            Correction(Example("switch state {\ncase .loaded↓(_): break\n}\n"), "switch state {\n"
                + "case .loaded: break\n}\n"),
            Correction(
                Example("switch state {\ncase .loaded↓() where ready: break\n}\n"),
                "switch state {\ncase .loaded where ready: break\n}\n"
            ),
            Correction(
                Example("guard case .page(.detail↓(_, _)) = route else { return }\n"),
                "guard case .page(.detail) = route else { return }\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("case") else { return }
        walk.visitPost(SwitchCaseItemSyntax.self) { node, found in Self.check(node.pattern, &found) }
        walk.visitPost(MatchingPatternConditionSyntax.self) { node, found in Self.check(node.pattern, &found) }
    }

    private static func check(_ pattern: PatternSyntax, _ found: inout RuleFindings) {
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              call.hasEmptyArguments,
              call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
              let open = call.innermostCall.leftParen else { return }
        // One finding per removal, as SwiftLint reports each.
        for range in call.removals { found.add(at: open, fix: [TextEdit(range)]) }
    }
}
private extension FunctionCallExprSyntax {
    /// A `.member(…)` call whose arguments are all `_` or such calls themselves.
    var hasEmptyArguments: Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
              member.lastToken(viewMode: .sourceAccurate)?.tokenKind != .keyword(.`init`) else { return false }
        return arguments.allSatisfy { argument in
            argument.expression.is(DiscardAssignmentExprSyntax.self)
                || argument.expression.as(FunctionCallExprSyntax.self)?.hasEmptyArguments == true
        }
    }

    var innermostCall: FunctionCallExprSyntax {
        arguments.lazy.compactMap { $0.expression.as(FunctionCallExprSyntax.self)?.innermostCall }.first ?? self
    }

    /// The byte ranges to delete: the parentheses of calls with only `_`, innermost calls otherwise.
    var removals: [Range<Int>] {
        guard hasEmptyArguments, let member = calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return [] }
        if arguments.allSatisfy({ $0.expression.is(DiscardAssignmentExprSyntax.self) }), let rightParen {
            let start = member.endPositionBeforeTrailingTrivia.utf8Offset
            return [start..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset]
        }
        return arguments.flatMap { $0.expression.as(FunctionCallExprSyntax.self)?.removals ?? [] }
    }
}
