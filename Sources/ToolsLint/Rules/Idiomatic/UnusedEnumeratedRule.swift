// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `.enumerated()` whose index or element is never used: drop it, or iterate `.indices`.
public struct UnusedEnumeratedRule: Rule {
    public static let description = RuleDescription(
        identifier: "unused_enumerated",
        name: "Unused Enumerated",
        description: "When the index or the item is not used, `.enumerated()` can be removed.",
        nonTriggeringExamples: [
            Example("for (index, item) in items.enumerated() { }\n"),
            Example("for (_, item) in items.enumerated().reversed() { }\n"),
            Example("for (_, item) in items.pairs() { }\n"),
            Example("for pair in items.enumerated() { }\n"),
            Example("for (section, (row, _)) in table.enumerated() {}\n"),
            Example("items.enumerated().map { index, item in \"\\(index): \\(item)\" }\n"),
            Example("items.enumerated().map { $0 + $1 }\n"),
            Example("items.enumerated().reversed().map { _, item in item }\n"),
            Example("items.enumerated().map { ($0.offset, $0.element) }\n"),
            Example("items.enumerated().map { ($0.0, $0.1) }\n"),
            Example("items.enumerated().filter { $0.offset > 2 }\n"),
            Example("items.enumerated().forEach {\n    others.forEach { print($0) }\n}\n"),
            Example("items.enumerated().map {\n    $1.enumerated().forEach { print($0, $1) }\n    return $0\n}\n"),
        ],
        triggeringExamples: [
            Example("for (↓_, item) in items.enumerated() { }\n"),
            Example("for (↓_, item) in model.items.enumerated() { }\n"),
            Example("for (index, ↓_) in items.enumerated() { }\n"),
            Example("items.enumerated().map { index, ↓_ in index }\n"),
            Example("items.enumerated().map { ↓_, item in item }\n"),
            Example("items.↓enumerated().forEach { print($0) }\n"),
            Example("items.↓enumerated().map { $1 }\n"),
            Example("items.↓enumerated().map { $0.element }\n"),
            Example("items.↓enumerated().map { $0.offset }\n"),
            Example("items.enumerated().map {\n    $1.↓enumerated().forEach { print($1) }\n    return $0\n}\n"),
            Example("items.↓enumerated().forEach {\n    let (index, _) = $0\n}\n"),
            Example("items.↓enumerated().map {\n    $1.enumerated().forEach { print($0, $1) }\n    return 1\n}\n"),
        ]
    )

    static let indexUnused = "When the index is not used, `.enumerated()` can be removed"
    static let itemUnused = "When the item is not used, `.indices` should be used instead of `.enumerated()`"

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("enumerated") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    /// A trailing closure of `.enumerated().f { … }` without named parameters: which of `$0`/`$1` it uses.
    private struct TrackedClosure {
        var closure: ClosureExprSyntax
        var enumerated: AbsolutePosition
        var usesIndex = false
        var usesItem = false
    }

    private final class Visitor: HitCollector {
        private var pending: (closure: ClosureExprSyntax, enumerated: AbsolutePosition)?
        private var closures: [TrackedClosure] = []
        /// For each closure being visited, innermost last, whether it is the last tracked one: `$0` belongs
        /// to its innermost closure only.
        private var innermostIsTracked: [Bool] = []

        override func visitPost(_ node: ForStmtSyntax) {
            guard let tuple = node.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
                  let call = node.sequence.as(FunctionCallExprSyntax.self), Self.isEnumerated(call),
                  let first = tuple.elements.first, let second = tuple.elements.last else { return }
            if first.pattern.is(WildcardPatternSyntax.self) {
                add(first, reason: UnusedEnumeratedRule.indexUnused)
            } else if second.pattern.is(WildcardPatternSyntax.self) {
                add(second, reason: UnusedEnumeratedRule.itemUnused)
            }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard Self.isEnumerated(node), let access = node.parent?.as(MemberAccessExprSyntax.self),
                  access.declName.baseName.text != "filter",
                  let closure = access.parent?.as(FunctionCallExprSyntax.self)?.trailingClosure,
                  let enumerated = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            else { return .visitChildren }
            guard let parameters = closure.signature?.parameterClause else {
                pending = (closure, enumerated.positionAfterSkippingLeadingTrivia)
                return .visitChildren
            }
            guard let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self), shorthand.count == 2,
                  let first = shorthand.first, let second = shorthand.last else { return .visitChildren }
            if first.name.tokenKind == .wildcard {
                add(first, reason: UnusedEnumeratedRule.indexUnused)
            } else if second.name.tokenKind == .wildcard {
                add(second, reason: UnusedEnumeratedRule.itemUnused)
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            if let pending, pending.closure == node {
                closures.append(TrackedClosure(closure: node, enumerated: pending.enumerated))
                self.pending = nil
                innermostIsTracked.append(true)
            } else {
                innermostIsTracked.append(false)
            }
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) {
            innermostIsTracked.removeLast()
            guard let tracked = closures.last, tracked.closure == node else { return }
            closures.removeLast()
            if tracked.usesItem, !tracked.usesIndex {
                add(tracked.enumerated, reason: UnusedEnumeratedRule.indexUnused)
            } else if tracked.usesIndex, !tracked.usesItem {
                add(tracked.enumerated, reason: UnusedEnumeratedRule.itemUnused)
            }
        }

        override func visitPost(_ node: DeclReferenceExprSyntax) {
            let name = node.baseName.text
            guard innermostIsTracked.last == true, name == "$0" || name == "$1" else { return }
            if name == "$1" {
                closures[closures.count - 1].usesItem = true
                return
            }
            switch node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            case "element", "1": closures[closures.count - 1].usesItem = true
            default: closures[closures.count - 1].usesIndex = true
            }
        }

        /// `base.enumerated()` with no arguments and no trailing closure.
        static func isEnumerated(_ call: FunctionCallExprSyntax) -> Bool {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil,
                  access.declName.baseName.text == "enumerated" else { return false }
            return call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty && call.arguments.isEmpty
        }
    }
}
