// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A view made tappable with a single-tap gesture should tell VoiceOver it is a button or a link (`Button`
/// and `Link` do so themselves). As SwiftLint, gestures in `View` structs are checked; the modifiers of the
/// same chain (up to twenty calls before or nodes after) can add `.isButton`/`.isLink` or hide the view,
/// and a `Button` or `Link` around it exempts it.
struct AccessibilityTraitForButtonRule: Rule {
    static let description = RuleDescription(
        identifier: "accessibility_trait_for_button",
        name: "Accessibility Trait for Button",
        description: "All views with tap gestures added should include the .isButton or the .isLink accessibility "
            + "traits",
        isOptIn: true,
        nonTriggeringExamples: AccessibilityTraitForButtonExamples.nonTriggering,
        triggeringExamples: AccessibilityTraitForButtonExamples.triggering
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Gesture") else { return }
        SwiftUIAccessibility.visitCallsInViewStructs(&walk) { node, found in
            guard Self.isSingleTapGesture(node), !Self.hasTraitBefore(node), !Self.hasTraitAfter(node),
                  !Self.isInsideButtonOrLink(node) else { return }
            found.add(at: node.calledExpression)
        }
    }

    /// `.onTapGesture` (with a count of 1 or none), or `.gesture`/`.simultaneousGesture`/`.highPriorityGesture`
    /// of a `TapGesture()` or `TapGesture(count: 1)` (with modifiers such as `.onEnded`).
    private static func isSingleTapGesture(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
            return false
        }
        if name == "onTapGesture" { return countsOne(call.arguments) }
        guard name == "gesture" || name == "simultaneousGesture" || name == "highPriorityGesture",
              var gesture = call.arguments.first?.expression else { return false }
        while let modified = gesture.as(FunctionCallExprSyntax.self),
              let base = modified.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            gesture = base
        }
        guard let tap = gesture.as(FunctionCallExprSyntax.self),
              tap.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TapGesture" else { return false }
        return countsOne(tap.arguments)
    }

    /// No `count:` argument, or `count: 1`.
    private static func countsOne(_ arguments: LabeledExprListSyntax) -> Bool {
        guard let count = arguments.first(where: { $0.label?.text == "count" }) else { return true }
        return count.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    }

    /// The gesture's own modifier and those before it in the chain.
    private static func hasTraitBefore(_ gesture: FunctionCallExprSyntax) -> Bool {
        var current: ExprSyntax? = ExprSyntax(gesture)
        var depth = 0
        while let call = current?.as(FunctionCallExprSyntax.self), depth < SwiftUIAccessibility.searchDepth {
            depth += 1
            if addsButtonTrait(call) || hidesFromAccessibility(call) { return true }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
            current = member.base
        }
        return false
    }

    /// The calls around the gesture (modifiers after it), up to a statement or a struct.
    private static func hasTraitAfter(_ gesture: FunctionCallExprSyntax) -> Bool {
        var current = gesture.parent
        var depth = 0
        while let node = current, depth < SwiftUIAccessibility.searchDepth {
            current = node.parent
            depth += 1
            if let call = node.as(FunctionCallExprSyntax.self), addsButtonTrait(call) || hidesFromAccessibility(call) {
                return true
            }
            if node.is(StmtSyntax.self) || node.is(StructDeclSyntax.self) { break }
        }
        return false
    }

    private static func isInsideButtonOrLink(_ gesture: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = Syntax(gesture)
        var depth = 0
        while let node = current, depth < SwiftUIAccessibility.searchDepth {
            current = node.parent
            depth += 1
            if let name = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
                .baseName.text, name == "Button" || name == "Link" {
                return true
            }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) { break }
        }
        return false
    }

    /// `.accessibilityAddTraits(.isButton)` (or `.isLink`, also in an array) or `.accessibility(addTraits:)`.
    private static func addsButtonTrait(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
            return false
        }
        if name == "accessibilityAddTraits" {
            return call.arguments.first.map { namesButtonTrait($0.expression) } ?? false
        }
        guard name == "accessibility",
              let traits = call.arguments.first(where: { $0.label?.text == "addTraits" }) else { return false }
        return namesButtonTrait(traits.expression)
    }

    private static func namesButtonTrait(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let trait = member.declName.baseName.text
            return trait == "isButton" || trait == "isLink"
        }
        return expression.as(ArrayExprSyntax.self)?.elements.contains { namesButtonTrait($0.expression) } ?? false
    }

    /// `.accessibilityHidden(true)` or `.accessibility(hidden: true)`.
    private static func hidesFromAccessibility(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
            return false
        }
        let argument: ExprSyntax?
        if name == "accessibilityHidden" {
            argument = call.arguments.first?.expression
        } else if name == "accessibility" {
            argument = call.arguments.first(where: { $0.label?.text == "hidden" })?.expression
        } else {
            return false
        }
        return argument?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}
