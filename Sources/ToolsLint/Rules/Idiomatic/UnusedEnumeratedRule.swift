// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `.enumerated()` whose index or element is never used: drop it, or iterate `.indices`.
struct UnusedEnumeratedRule: Rule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("enumerated") else { return }
        walk.visitPost(ForStmtSyntax.self) { node, found in
            guard let tuple = node.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
                  let call = node.sequence.as(FunctionCallExprSyntax.self), Self.isEnumerated(call),
                  let first = tuple.elements.first, let second = tuple.elements.last else { return }
            if first.pattern.is(WildcardPatternSyntax.self) {
                found.add(at: first, reason: Self.indexUnused)
            } else if second.pattern.is(WildcardPatternSyntax.self) {
                found.add(at: second, reason: Self.itemUnused)
            }
        }
        let closures = EnumeratedClosures()
        walk.visit(FunctionCallExprSyntax.self) { node, found in closures.enter(node, &found) }
        walk.visit(ClosureExprSyntax.self) { node, _ in closures.enter(node) }
        walk.visitPost(ClosureExprSyntax.self) { node, found in closures.leave(node, &found) }
        walk.visitPost(DeclReferenceExprSyntax.self) { node, _ in closures.note(node) }
    }

    /// `base.enumerated()` with no arguments and no trailing closure.
    fileprivate static func isEnumerated(_ call: FunctionCallExprSyntax) -> Bool {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil,
              access.declName.baseName.text == "enumerated" else { return false }
        return call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty && call.arguments.isEmpty
    }
}

/// The trailing closures of `.enumerated().f { … }` in one file, and which of `$0`/`$1` each uses.
private final class EnumeratedClosures {
    /// A trailing closure without named parameters: which of `$0`/`$1` it uses.
    private struct Tracked {
        var closure: ClosureExprSyntax
        var enumerated: AbsolutePosition
        var usesIndex = false
        var usesItem = false
    }

    private var pending: (closure: ClosureExprSyntax, enumerated: AbsolutePosition)?
    private var closures: [Tracked] = []
    /// For each closure being visited, innermost last, whether it is the last tracked one: `$0` belongs
    /// to its innermost closure only.
    private var innermostIsTracked: [Bool] = []

    func enter(_ node: FunctionCallExprSyntax, _ found: inout RuleFindings) -> SyntaxVisitorContinueKind {
        guard UnusedEnumeratedRule.isEnumerated(node), let access = node.parent?.as(MemberAccessExprSyntax.self),
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
            found.add(at: first, reason: UnusedEnumeratedRule.indexUnused)
        } else if second.name.tokenKind == .wildcard {
            found.add(at: second, reason: UnusedEnumeratedRule.itemUnused)
        }
        return .visitChildren
    }

    func enter(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if let pending, pending.closure == node {
            closures.append(Tracked(closure: node, enumerated: pending.enumerated))
            self.pending = nil
            innermostIsTracked.append(true)
        } else {
            innermostIsTracked.append(false)
        }
        return .visitChildren
    }

    func leave(_ node: ClosureExprSyntax, _ found: inout RuleFindings) {
        innermostIsTracked.removeLast()
        guard let tracked = closures.last, tracked.closure == node else { return }
        closures.removeLast()
        if tracked.usesItem, !tracked.usesIndex {
            found.add(at: tracked.enumerated, reason: UnusedEnumeratedRule.indexUnused)
        } else if tracked.usesIndex, !tracked.usesItem {
            found.add(at: tracked.enumerated, reason: UnusedEnumeratedRule.itemUnused)
        }
    }

    func note(_ node: DeclReferenceExprSyntax) {
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
}
