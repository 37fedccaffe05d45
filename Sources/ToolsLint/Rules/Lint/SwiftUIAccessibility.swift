// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// SwiftUI calls as the accessibility rules read them: images, accessibility modifiers, containers.
enum SwiftUIAccessibility {
    /// How far up the tree the rules look for a modifier or container (nodes, the image itself counted).
    static let searchDepth = 20

    /// Has `body` see each call made in a struct conforming to `View`, which is where both rules look. As
    /// SwiftLint keeps it, "in a View struct" is set by each struct entered and cleared by each struct left
    /// (not restored to the outer struct's).
    static func visitCallsInViewStructs(
        _ walk: inout FileWalk, _ body: @escaping (FunctionCallExprSyntax, inout RuleFindings) -> Void
    ) {
        var inViewStruct = false
        walk.visit(StructDeclSyntax.self) { node, _ in
            inViewStruct = node.inheritanceClause?.inheritedTypes.contains {
                $0.type.as(IdentifierTypeSyntax.self)?.name.text == "View"
            } ?? false
            return .visitChildren
        }
        walk.visitPost(StructDeclSyntax.self) { _, _ in inViewStruct = false }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            if inViewStruct { body(node, &found) }
        }
    }

    /// `Image(…)` or `SwiftUI.Image(…)`.
    static func isImage(_ call: FunctionCallExprSyntax) -> Bool {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "Image" }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text == "SwiftUI" && member.declName.baseName.text == "Image"
    }

    /// `.accessibilityLabel`, `.accessibilityValue`, `.accessibilityHint`, `.accessibilityHidden(true)`, or
    /// `.accessibility(label:/value:/hint:/hidden: true)`.
    static func labelsOrHides(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        switch name {
        case "accessibilityHidden":
            return isTrue(call.arguments.first?.expression)
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            return true
        case "accessibility":
            return call.arguments.contains { argument in
                guard let label = argument.label?.text else { return false }
                if label == "label" || label == "value" || label == "hint" { return true }
                return label == "hidden" && isTrue(argument.expression)
            }
        default:
            return false
        }
    }

    /// `.accessibilityElement()` or `.accessibilityElement(children: .ignore)`: the children are not elements.
    static func groupsChildren(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        guard name == "accessibilityElement" else { return false }
        if let children = call.arguments.first(where: { $0.label?.text == "children" }) {
            return children.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "ignore"
        }
        return call.arguments.isEmpty
    }

    /// `NavigationLink`, or a `Button` with an accessibility modifier above it.
    static func isExemptingContainer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if name == "NavigationLink" { return true }
        return name == "Button" && hasModifierInChain(call, groupsChildren: false)
    }

    static func isStack(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return ["VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack"].contains(name)
    }

    /// An accessibility modifier (or, with `groupsChildren`, a grouping `accessibilityElement`) among the calls
    /// from `call` up, within the search depth.
    static func hasModifierInChain(_ call: FunctionCallExprSyntax, groupsChildren: Bool) -> Bool {
        var current: Syntax? = Syntax(call)
        var depth = 0
        while let node = current, depth < searchDepth {
            current = node.parent
            depth += 1
            guard let modifier = node.as(FunctionCallExprSyntax.self),
                  let member = modifier.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            let name = member.declName.baseName.text
            if labelsOrHides(modifier, name) || (groupsChildren && self.groupsChildren(modifier, name)) { return true }
            if node.parent?.is(StmtSyntax.self) == true { break }
        }
        return false
    }

    private static func isTrue(_ expression: ExprSyntax?) -> Bool {
        expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}
