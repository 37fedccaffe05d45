// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Sendable` on an actor, or on a type isolated to `@MainActor` (or a configured global actor), says nothing new.
struct RedundantSendableRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "redundant_sendable",
        name: "Redundant Sendable",
        description: "Sendable conformance is redundant on an actor-isolated type",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("struct Point: Sendable {}\n"),
            Example("final class Box: Sendable {}\n"),
            Example("actor Cache {}\n"),
            Example("@MainActor struct Model {}\n"),
            Example("@DataActor enum Mode: Sendable { case on }\n"),
            Example("@MainActor protocol Drawing: Sendable {}\n"),
            Example("@MainActor final class Box: @unchecked Sendable {}\n"),
        ],
        triggeringExamples: [
            Example("@MainActor struct ↓Model: Sendable {}\n"),
            Example("actor ↓Cache: Sendable {}\n"),
            Example("@MainActor final class ↓Box: Equatable, Sendable {}\n"),
            Example("@DataActor enum ↓Mode: Sendable { case on }\n", options: "global_actors: [DataActor]"),
        ],
        corrections: [
            Correction(Example("@MainActor struct ↓Model: Sendable {}\n"), "@MainActor struct Model {}\n"),
            Correction(Example("actor ↓Cache: Sendable /* note */{}\n"), "actor Cache /* note */{}\n"),
            Correction(
                Example("actor ↓Cache: Base, Sendable, Other // note\n{}\n"), "actor Cache: Base, Other // note\n{}\n"
            ),
            Correction(
                Example("@MainActor struct ↓Model: Equatable, Sendable {}\n"), "@MainActor struct Model: Equatable {}\n"
            ),
            Correction(
                Example("@MainActor struct ↓Model : Sendable, Equatable {}\n"),
                "@MainActor struct Model : Equatable {}\n"
            ),
            Correction(Example("@MainActor final class ↓Box: Sendable\n{}\n"), "@MainActor final class Box\n{}\n"),
        ]
    )

    var globalActors: Set<String> = []

    static var options: [RuleOption<Self>] {
        [.severity, .key("global_actors", \.globalActors, "global actors besides MainActor that isolate a type")]
    }

    /// `--fix` removes `Sendable` from the inheritance clause (and the clause when nothing else is left).
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Sendable") else { return }
        walk.visitPost(ActorDeclSyntax.self) { node, found in Self.check(node, isolated: true, &found) }
        walk.visitPost(ClassDeclSyntax.self) { node, found in Self.check(node, isolated: isolated(node), &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in Self.check(node, isolated: isolated(node), &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in Self.check(node, isolated: isolated(node), &found) }
    }

    private func isolated(_ node: some WithAttributesSyntax) -> Bool {
        node.attributes.contains(attributeNamed: "MainActor")
            || globalActors.contains { node.attributes.contains(attributeNamed: $0) }
    }

    private static func check(
        _ node: some DeclGroupSyntax & NamedDeclSyntax, isolated: Bool, _ found: inout RuleFindings
    ) {
        guard isolated, let clause = node.inheritanceClause, clause.inheritedTypes.contains(where: isSendable) else {
            return
        }
        let kept = clause.inheritedTypes.filter { !isSendable($0) }
        guard let last = kept.last else {
            // The name takes the clause's trivia, as SwiftLint's rewriter leaves it.
            let trivia = clause.leadingTrivia.description + clause.trailingTrivia.description
            found.add(at: node.name, fix: [
                TextEdit(from: node.name.endPositionBeforeTrailingTrivia, to: clause.endPosition, with: trivia),
            ])
            return
        }
        // The last kept type loses its comma but keeps the trivia that followed it.
        var text = kept.dropLast().map(\.description).joined()
        text += last.leadingTrivia.description + last.type.trimmedDescription + last.trailingTrivia.description
        found.add(at: node.name, fix: [
            TextEdit(from: clause.inheritedTypes.position, to: clause.inheritedTypes.endPosition, with: text),
        ])
    }

    private static func isSendable(_ inherited: InheritedTypeSyntax) -> Bool {
        inherited.type.as(IdentifierTypeSyntax.self)?.name.text == "Sendable"
    }
}
