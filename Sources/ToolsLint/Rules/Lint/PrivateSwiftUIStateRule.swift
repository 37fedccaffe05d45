// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `@State` and `@StateObject` properties belong to the view (app, scene, view modifier) that owns them: a memberwise
/// initializer setting them conflicts with SwiftUI's storage. `--fix` makes them `private`, as SwiftLint
/// rewrites them: the first access modifier becomes `private` (or `private` goes before the modifiers) and
/// the other access modifiers go.
struct PrivateSwiftUIStateRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "private_swiftui_state",
        name: "Private SwiftUI State Properties",
        description: "SwiftUI state properties should be private",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: PrivateSwiftUIStateExamples.nonTriggering,
        triggeringExamples: PrivateSwiftUIStateExamples.triggering,
        corrections: PrivateSwiftUIStateExamples.corrections
    )

    private static let swiftUIProtocols: Set<String> = ["View", "App", "Scene", "ViewModifier"]
    private static let accessKeywords: [Keyword] = [.open, .public, .package, .internal, .fileprivate, .private]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("@State") else { return }
        // Whether the innermost class, struct or actor is a view, an app or a scene.
        var types: [Bool] = []
        walk.skipChildren(of: ProtocolDeclSyntax.self)
        walk.visit(ClassDeclSyntax.self) { node, _ in
            types.append(Self.isSwiftUIType(node.inheritanceClause))
            return .visitChildren
        }
        walk.visit(StructDeclSyntax.self) { node, _ in
            types.append(Self.isSwiftUIType(node.inheritanceClause))
            return .visitChildren
        }
        walk.visit(ActorDeclSyntax.self) { node, _ in
            types.append(Self.isSwiftUIType(node.inheritanceClause))
            return .visitChildren
        }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in _ = types.popLast() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in _ = types.popLast() }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in _ = types.popLast() }
        walk.visitPost(MemberBlockItemSyntax.self) { node, found in
            guard types.last == true, let variable = node.decl.as(VariableDeclSyntax.self),
                  Self.isState(variable.attributes), !variable.modifiers.containsPrivateOrFileprivate else { return }
            let access = variable.modifiers.first(where: Self.isAccessModifier)
            found.add(at: access?.name ?? variable.bindingSpecifier, fix: Self.fix(variable))
        }
    }

    private static func fix(_ variable: VariableDeclSyntax) -> [TextEdit] {
        let modifiers = Array(variable.modifiers)
        guard let first = modifiers.first else {
            let start = variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            return [TextEdit(start..<start, "private ")]
        }
        var edits: [TextEdit] = []
        var others = modifiers.filter(isAccessModifier)
        if isAccessModifier(first) {
            // The first modifier becomes `private`; what follows it stays, ending with a space.
            edits.append(TextEdit(replacing: first, with: "private"))
            let endsWithSpace = first.trailingTrivia.pieces.last.map { piece in
                if case .spaces = piece { return true }
                if case .tabs = piece { return true }
                return false
            } ?? false
            let end = first.endPosition.utf8Offset
            if !endsWithSpace { edits.append(TextEdit(end..<end, " ")) }
            others.removeFirst()
        } else {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(start..<start, "private "))
        }
        for modifier in others {
            edits.append(TextEdit(from: modifier.positionAfterSkippingLeadingTrivia, to: modifier.endPosition))
        }
        return edits
    }

    private static func isAccessModifier(_ modifier: DeclModifierSyntax) -> Bool {
        accessKeywords.contains { modifier.name.tokenKind == .keyword($0) }
    }

    private static func isSwiftUIType(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            inherited.type.as(IdentifierTypeSyntax.self).map { swiftUIProtocols.contains($0.name.text) } ?? false
        } ?? false
    }

    private static func isState(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text
            else { return false }
            return name == "State" || name == "StateObject"
        }
    }
}
