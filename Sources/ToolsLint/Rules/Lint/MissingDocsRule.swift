// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Declarations visible outside the module (by default `open` and `public` ones) should have a doc comment.
/// Member levels follow SwiftLint's model of Swift's rules: an undecorated member of a public type is
/// internal, a member of a `public extension` is public, a protocol's requirements share its level.
struct MissingDocsRule: Rule {
    static let description = RuleDescription(
        identifier: "missing_docs",
        name: "Missing Docs",
        description: "Declarations should be documented.",
        isOptIn: true,
        nonTriggeringExamples: MissingDocsExamples.nonTriggering,
        triggeringExamples: MissingDocsExamples.triggering
    )

    var warningLevels: [DeclaredAccessLevel] = [.open, .public]
    var errorLevels: [DeclaredAccessLevel] = []
    var excludesExtensions = true
    var excludesInheritedTypes = true
    var excludesTrivialInit = false
    var evaluatesEffectiveLevel = false

    static var options: [RuleOption<Self>] {
        [
            .custom(
                keys: ["warning", "error"], "the access levels whose undocumented declarations are warnings, errors",
                read: { node, settings throws(ConfigurationError) in
                    let warning = try node["warning"].map { value throws(ConfigurationError) in
                        try [DeclaredAccessLevel].read(value, current: [])
                    }
                    let error = try node["error"].map { value throws(ConfigurationError) in
                        try [DeclaredAccessLevel].read(value, current: [])
                    }
                    // Levels given replace the default ones; a level may have one severity only.
                    guard warning != nil || error != nil else { return }
                    let all = (warning ?? []) + (error ?? [])
                    guard Set(all).count == all.count else {
                        throw node.error("an access level is listed twice", hint: "list each level once")
                    }
                    settings.rule.warningLevels = warning ?? []
                    settings.rule.errorLevels = error ?? []
                },
                values: { settings in
                    var entries: [OptionEntry] = []
                    if !settings.rule.errorLevels.isEmpty {
                        entries.append(OptionEntry("error", settings.rule.errorLevels.sorted().yaml))
                    }
                    if !settings.rule.warningLevels.isEmpty {
                        entries.append(OptionEntry("warning", settings.rule.warningLevels.sorted().yaml))
                    }
                    return entries
                }
            ),
            .key("excludes_extensions", \.excludesExtensions, "extensions themselves need no documentation"),
            .key("excludes_inherited_types", \.excludesInheritedTypes,
                 "types and extensions with an inheritance clause are not checked, nor their members"),
            .key("excludes_trivial_init", \.excludesTrivialInit, "initializers without parameters need none"),
            .key("evaluate_effective_access_control_level", \.evaluatesEffectiveLevel,
                 "a member is judged by its effective level (never above its type's)"),
        ]
    }

    /// What an enclosing declaration contributes to its members' access levels.
    private struct Scope {
        enum Kind { case type, enumeration, `extension`, `protocol` }

        var kind: Kind
        var explicit: DeclaredAccessLevel?

        var effective: DeclaredAccessLevel { explicit ?? .internal }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let levels = Set(warningLevels + errorLevels)
        guard !levels.isEmpty else { return }
        // Only `public`/`open`/`package` written somewhere make a declaration that visible.
        if levels.allSatisfy({ $0 >= .package }),
           !file.contains("public"), !file.contains("open"), !file.contains("package") {
            return
        }
        var scopes: [Scope] = []
        let evaluates = evaluatesEffectiveLevel

        func push(_ kind: Scope.Kind, _ modifiers: DeclModifierListSyntax) {
            var scope = Scope(kind: kind, explicit: DeclaredAccessLevel(modifiers))
            if let parent = scopes.last {
                switch parent.kind {
                case .type, .enumeration:
                    if scope.effective > parent.effective, evaluates { scope.explicit = parent.effective }
                case .extension, .protocol:
                    if scope.explicit == nil { scope.explicit = parent.effective }
                }
            }
            scopes.append(scope)
        }

        func level(given explicit: DeclaredAccessLevel?) -> DeclaredAccessLevel {
            guard let parent = scopes.last else { return explicit ?? .internal }
            switch parent.kind {
            case .type, .enumeration:
                if let explicit { return explicit < parent.effective || !evaluates ? explicit : parent.effective }
                return min(parent.effective, .internal)
            case .protocol:
                return parent.effective
            case .extension:
                return explicit ?? parent.effective
            }
        }

        func check(_ node: some WithModifiersSyntax, keyword: TokenSyntax, _ found: inout RuleFindings) {
            if node.modifiers.contains(keyword: .override) || Self.hasDocComment(Syntax(node)) { return }
            let level = level(given: DeclaredAccessLevel(node.modifiers))
            guard let severity = severity(of: level) else { return }
            found.add(at: keyword, reason: "\(level) declarations should be documented",
                      severity: severity)
        }

        func inherits(_ clause: InheritanceClauseSyntax?) -> Bool {
            clause?.inheritedTypes.contains { !$0.type.is(SuppressedTypeSyntax.self) } ?? false
        }

        func enterType(_ node: some DeclGroupSyntax & WithModifiersSyntax, kind: Scope.Kind, keyword: TokenSyntax,
                       _ found: inout RuleFindings) -> SyntaxVisitorContinueKind {
            defer { push(kind, node.modifiers) }
            if excludesInheritedTypes, inherits(node.inheritanceClause) { return .skipChildren }
            check(node, keyword: keyword, &found)
            return .visitChildren
        }

        walk.visit(ActorDeclSyntax.self) { node, found in enterType(node, kind: .type, keyword: node.actorKeyword, &found) }
        walk.visit(ClassDeclSyntax.self) { node, found in
            enterType(node, kind: .type, keyword: node.classKeyword, &found)
        }
        walk.visit(StructDeclSyntax.self) { node, found in
            enterType(node, kind: .type, keyword: node.structKeyword, &found)
        }
        walk.visit(EnumDeclSyntax.self) { node, found in
            enterType(node, kind: .enumeration, keyword: node.enumKeyword, &found)
        }
        walk.visit(ProtocolDeclSyntax.self) { node, found in
            enterType(node, kind: .protocol, keyword: node.protocolKeyword, &found)
        }
        walk.visit(ExtensionDeclSyntax.self) { node, found in
            // An extension's level is its own: the enclosing scopes do not change it.
            defer { scopes.append(Scope(kind: .extension, explicit: DeclaredAccessLevel(node.modifiers))) }
            if excludesInheritedTypes, inherits(node.inheritanceClause) { return .skipChildren }
            if !excludesExtensions { check(node, keyword: node.extensionKeyword, &found) }
            return .visitChildren
        }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visitPost(ProtocolDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visit(FunctionDeclSyntax.self) { node, found in
            check(node, keyword: node.funcKeyword, &found)
            return .skipChildren
        }
        walk.visit(InitializerDeclSyntax.self) { node, found in
            if !node.signature.parameterClause.parameters.isEmpty || !excludesTrivialInit {
                check(node, keyword: node.initKeyword, &found)
            }
            return .skipChildren
        }
        walk.visit(SubscriptDeclSyntax.self) { node, found in
            check(node, keyword: node.subscriptKeyword, &found)
            return .skipChildren
        }
        walk.visit(VariableDeclSyntax.self) { node, found in
            check(node, keyword: node.bindingSpecifier, &found)
            return .skipChildren
        }
        walk.visitPost(AssociatedTypeDeclSyntax.self) { node, found in
            check(node, keyword: node.associatedtypeKeyword, &found)
        }
        walk.visitPost(TypeAliasDeclSyntax.self) { node, found in check(node, keyword: node.typealiasKeyword, &found) }
        walk.visitPost(EnumCaseDeclSyntax.self) { node, found in
            guard !Self.hasDocComment(Syntax(node)), let scope = scopes.last, scope.kind == .enumeration else { return }
            let level = scope.explicit ?? .internal
            guard let severity = severity(of: level) else { return }
            found.add(at: node.caseKeyword, reason: "\(level) declarations should be documented", severity: severity)
        }
        walk.visit(ClosureExprSyntax.self) { _, _ in .skipChildren }
        walk.visit(CodeBlockSyntax.self) { _, _ in .skipChildren }
    }

    private func severity(of level: DeclaredAccessLevel) -> Severity? {
        if warningLevels.contains(level) { return .warning }
        if errorLevels.contains(level) { return .error }
        return nil
    }

    /// A doc comment is the last comment before the declaration; a declaration first in a `#if` clause also
    /// takes the comment before the `#if`.
    private static func hasDocComment(_ node: Syntax) -> Bool {
        switch node.leadingTrivia.pieces.last(where: { !$0.isWhitespace }) {
        case .docBlockComment, .docLineComment:
            return true
        default:
            guard let item = node.parent?.as(CodeBlockItemSyntax.self),
                  let list = item.parent?.as(CodeBlockItemListSyntax.self), list.first?.id == item.id,
                  let conditional = list.parent?.as(IfConfigClauseSyntax.self)?.parent?
                      .as(IfConfigClauseListSyntax.self)?.parent?.as(IfConfigDeclSyntax.self) else {
                return false
            }
            return hasDocComment(Syntax(conditional))
        }
    }
}
