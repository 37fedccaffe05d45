// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Self` rather than the name of the enclosing type, as SwiftLint 0.63's opt-in
/// `prefer_self_in_static_references`: in classes only in expressions of bodies (a class's stored property
/// initializers, signatures, generic arguments and `Name(…)` calls keep the name, since `Self` means the
/// dynamic type there); in structs and enums in types as well. Extensions, protocols and actors are not
/// looked into.
struct PreferSelfInStaticReferencesRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "prefer_self_in_static_references",
        name: "Prefer Self in Static References",
        description: "Use `Self` to refer to the surrounding type name",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: PreferSelfInStaticReferencesExamples.nonTriggering,
        triggeringExamples: PreferSelfInStaticReferencesExamples.triggering,
        corrections: PreferSelfInStaticReferencesExamples.corrections
    )

    /// What references to the enclosing type's name are in a scope.
    private enum Scope {
        /// A class or actor: references in expressions only.
        case classLike(String)
        /// A struct or enum: references in types too.
        case structLike(String)
        /// Extensions and protocols: no references are checked.
        case skipped

        var name: String? {
            switch self {
            case .classLike(let name), .structLike(let name): name
            case .skipped: nil
            }
        }

        var isClassLike: Bool { if case .classLike = self { true } else { false } }
        var isStructLike: Bool { if case .structLike = self { true } else { false } }
    }

    /// The enclosing types and whether variable initializers are checked, innermost last.
    private final class Scopes {
        var types: [Scope] = []
        /// False in a class's member block: its stored properties' initializers and attributes are not checked.
        var checksVariables: [Bool] = []

        var isClassLike: Bool { types.last?.isClassLike == true }
        var isStructLike: Bool { types.last?.isStructLike == true }
        var skipsVariables: Bool { checksVariables.last == false }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let scopes = Scopes()
        registerScopes(&walk, scopes)
        registerSkips(&walk, scopes)
        walk.visitPost(DeclReferenceExprSyntax.self) { node, found in
            // Not the member of `a.b` (compared by node, as a key path comparison costs more).
            guard let parent = node.parent, !parent.is(GenericSpecializationExprSyntax.self),
                  parent.as(MemberAccessExprSyntax.self)?.declName.id != node.id else { return }
            if parent.is(FunctionCallExprSyntax.self), scopes.isClassLike { return }
            Self.check(node.baseName, scopes, &found)
        }
        walk.visitPost(IdentifierTypeSyntax.self) { node, found in
            guard node.parent != nil, node.genericArgumentClause == nil else { return }
            Self.check(node.name, scopes, &found)
        }
    }

    private static func check(_ name: TokenSyntax, _ scopes: Scopes, _ found: inout RuleFindings) {
        guard let typeName = scopes.types.last?.name, name.tokenKind == .identifier(typeName) else { return }
        found.add(at: name, fix: [TextEdit(replacing: name, with: "Self")])
    }

    /// The enclosing type and variable scopes, pushed on the way in and popped on the way out.
    private func registerScopes(_ walk: inout FileWalk, _ scopes: Scopes) {
        walk.visit(ActorDeclSyntax.self) { node, _ in
            scopes.types.append(.classLike(node.name.text))
            return .skipChildren
        }
        walk.visit(ClassDeclSyntax.self) { node, _ in
            scopes.types.append(.classLike(node.name.text))
            return .visitChildren
        }
        walk.visit(StructDeclSyntax.self) { node, _ in
            scopes.types.append(.structLike(node.name.text))
            return .visitChildren
        }
        walk.visit(EnumDeclSyntax.self) { node, _ in
            scopes.types.append(.structLike(node.name.text))
            return .visitChildren
        }
        walk.visit(ExtensionDeclSyntax.self) { _, _ in
            scopes.types.append(.skipped)
            return .visitChildren
        }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in
            scopes.types.append(.skipped)
            return .skipChildren
        }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in scopes.types.removeLast() }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in scopes.types.removeLast() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in scopes.types.removeLast() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in scopes.types.removeLast() }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in scopes.types.removeLast() }
        walk.visitPost(ProtocolDeclSyntax.self) { _, _ in scopes.types.removeLast() }
        walk.visit(CodeBlockItemListSyntax.self) { _, _ in
            scopes.checksVariables.append(true)
            return .visitChildren
        }
        walk.visitPost(CodeBlockItemListSyntax.self) { _, _ in scopes.checksVariables.removeLast() }
        walk.visit(MemberBlockSyntax.self) { _, _ in
            scopes.checksVariables.append(!scopes.isClassLike)
            return .visitChildren
        }
        walk.visitPost(MemberBlockSyntax.self) { _, _ in scopes.checksVariables.removeLast() }
    }

    /// The parts of the tree not looked into in the current scope.
    private func registerSkips(_ walk: inout FileWalk, _ scopes: Scopes) {
        walk.visit(AttributeSyntax.self) { _, _ in scopes.skipsVariables ? .skipChildren : .visitChildren }
        walk.visit(InitializerClauseSyntax.self) { _, _ in scopes.skipsVariables ? .skipChildren : .visitChildren }
        walk.visit(MemberAccessExprSyntax.self) { node, _ in
            scopes.isClassLike && node.declName.baseName.tokenKind == .keyword(.self) ? .skipChildren : .visitChildren
        }
        walk.visit(MacroExpansionExprSyntax.self) { node, _ in
            scopes.isClassLike && node.macroName.tokenKind == .identifier("selector") ? .visitChildren : .skipChildren
        }
        walk.visit(FunctionParameterClauseSyntax.self) { _, _ in scopes.isStructLike ? .visitChildren : .skipChildren }
        walk.visit(ReturnClauseSyntax.self) { _, _ in scopes.isStructLike ? .visitChildren : .skipChildren }
        walk.visit(GenericArgumentListSyntax.self) { _, _ in scopes.isClassLike ? .skipChildren : .visitChildren }
        walk.visit(TypeAliasDeclSyntax.self) { _, _ in scopes.isClassLike ? .skipChildren : .visitChildren }
        walk.visit(TypeAnnotationSyntax.self) { node, _ in
            guard scopes.isStructLike else { return .skipChildren }
            // Local variables, computed properties and types other than a plain name are checked; a stored
            // property's plain type is not.
            if let variable = node.parent?.parent?.parent?.as(VariableDeclSyntax.self),
               variable.parent?.is(CodeBlockItemSyntax.self) == true
                || (variable.bindings.count == 1 && variable.bindings.first?.accessorBlock != nil)
                || !node.type.is(IdentifierTypeSyntax.self) {
                return .visitChildren
            }
            return .skipChildren
        }
    }
}
