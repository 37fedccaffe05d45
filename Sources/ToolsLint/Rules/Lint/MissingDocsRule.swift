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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let levels = Set(warningLevels + errorLevels)
        guard !levels.isEmpty else { return }
        // Only `public`/`open`/`package` written somewhere make a declaration that visible.
        if levels.allSatisfy({ $0 >= .package }),
           !file.contains("public"), !file.contains("open"), !file.contains("package") {
            return
        }
        let scopes = AccessScopes(evaluatesEffectiveLevel: evaluatesEffectiveLevel)
        registerTypes(&walk, scopes)
        registerMembers(&walk, scopes)
        walk.visit(ClosureExprSyntax.self) { _, _ in .skipChildren }
        walk.visit(CodeBlockSyntax.self) { _, _ in .skipChildren }
    }

    /// Types and extensions: checked themselves, then scopes for their members.
    private func registerTypes(_ walk: inout FileWalk, _ scopes: AccessScopes) {
        func enter(_ node: some DeclGroupSyntax & WithModifiersSyntax, _ kind: AccessScopes.Kind, keyword: TokenSyntax,
                   _ found: inout RuleFindings) -> SyntaxVisitorContinueKind {
            defer { scopes.enter(kind, node.modifiers) }
            if excludesInheritedTypes, Self.inherits(node.inheritanceClause) { return .skipChildren }
            if kind != .extension || !excludesExtensions { check(node, keyword: keyword, scopes, &found) }
            return .visitChildren
        }
        walk.visit(ActorDeclSyntax.self) { node, found in enter(node, .type, keyword: node.actorKeyword, &found) }
        walk.visit(ClassDeclSyntax.self) { node, found in enter(node, .type, keyword: node.classKeyword, &found) }
        walk.visit(StructDeclSyntax.self) { node, found in enter(node, .type, keyword: node.structKeyword, &found) }
        walk.visit(EnumDeclSyntax.self) { node, found in enter(node, .enumeration, keyword: node.enumKeyword, &found) }
        walk.visit(ProtocolDeclSyntax.self) { node, found in
            enter(node, .protocol, keyword: node.protocolKeyword, &found)
        }
        walk.visit(ExtensionDeclSyntax.self) { node, found in
            enter(node, .extension, keyword: node.extensionKeyword, &found)
        }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(ProtocolDeclSyntax.self) { _, _ in scopes.leave() }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in scopes.leave() }
    }

    /// Members: functions, initializers, subscripts and properties (whose bodies are not looked into),
    /// associated types, type aliases and enum cases.
    private func registerMembers(_ walk: inout FileWalk, _ scopes: AccessScopes) {
        walk.visit(FunctionDeclSyntax.self) { node, found in
            check(node, keyword: node.funcKeyword, scopes, &found)
            return .skipChildren
        }
        walk.visit(InitializerDeclSyntax.self) { node, found in
            if !node.signature.parameterClause.parameters.isEmpty || !excludesTrivialInit {
                check(node, keyword: node.initKeyword, scopes, &found)
            }
            return .skipChildren
        }
        walk.visit(SubscriptDeclSyntax.self) { node, found in
            check(node, keyword: node.subscriptKeyword, scopes, &found)
            return .skipChildren
        }
        walk.visit(VariableDeclSyntax.self) { node, found in
            check(node, keyword: node.bindingSpecifier, scopes, &found)
            return .skipChildren
        }
        walk.visitPost(AssociatedTypeDeclSyntax.self) { node, found in
            check(node, keyword: node.associatedtypeKeyword, scopes, &found)
        }
        walk.visitPost(TypeAliasDeclSyntax.self) { node, found in
            check(node, keyword: node.typealiasKeyword, scopes, &found)
        }
        walk.visitPost(EnumCaseDeclSyntax.self) { node, found in
            // A case has its enum's level.
            guard !Self.hasDocComment(Syntax(node)), let level = scopes.enumCaseLevel,
                  let severity = severity(of: level) else { return }
            found.add(at: node.caseKeyword, reason: "\(level) declarations should be documented", severity: severity)
        }
    }

    private func check(
        _ node: some WithModifiersSyntax, keyword: TokenSyntax, _ scopes: AccessScopes, _ found: inout RuleFindings
    ) {
        if node.modifiers.contains(keyword: .override) || Self.hasDocComment(Syntax(node)) { return }
        let level = scopes.level(given: DeclaredAccessLevel(node.modifiers))
        guard let severity = severity(of: level) else { return }
        found.add(at: keyword, reason: "\(level) declarations should be documented", severity: severity)
    }

    private static func inherits(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { !$0.type.is(SuppressedTypeSyntax.self) } ?? false
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
