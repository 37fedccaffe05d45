// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Sendable` on an actor, or on a type isolated to `@MainActor` (or a configured global actor), says nothing new.
public struct RedundantSendableRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var globalActors: Set<String>

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["global_actors"]
        )
        globalActors = Set(try RuleOptions.strings(options, "global_actors", default: []))
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("Sendable") else { return [] }
        return violations(of: Visitor(globalActors: globalActors), in: file, severity: severity)
    }

    /// Removes `Sendable` from the inheritance clause (and the clause when nothing else is left).
    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(Fixer(globalActors: globalActors), suppressedLines: suppressedLines)
    }

    private final class Fixer: FixCollector {
        let globalActors: Set<String>

        init(globalActors: Set<String>) {
            self.globalActors = globalActors
        }

        override func visitPost(_ node: ActorDeclSyntax) { remove(from: node, isolated: true) }
        override func visitPost(_ node: ClassDeclSyntax) { remove(from: node, isolated: isolated(node)) }
        override func visitPost(_ node: EnumDeclSyntax) { remove(from: node, isolated: isolated(node)) }
        override func visitPost(_ node: StructDeclSyntax) { remove(from: node, isolated: isolated(node)) }

        private func isolated(_ node: some WithAttributesSyntax) -> Bool {
            node.attributes.contains(attributeNamed: "MainActor")
                || globalActors.contains { node.attributes.contains(attributeNamed: $0) }
        }

        private func remove(from node: some DeclGroupSyntax & NamedDeclSyntax, isolated: Bool) {
            guard isolated, let clause = node.inheritanceClause, Visitor.conformsToSendable(clause) else { return }
            let kept = clause.inheritedTypes.filter { !Visitor.isSendable($0) }
            guard let last = kept.last else {
                // The name takes the clause's trivia, as SwiftLint's rewriter leaves it.
                let trivia = clause.leadingTrivia.description + clause.trailingTrivia.description
                fix(node.name.positionAfterSkippingLeadingTrivia,
                    TextEdit(from: node.name.endPositionBeforeTrailingTrivia, to: clause.endPosition, with: trivia))
                return
            }
            // The last kept type loses its comma but keeps the trivia that followed it.
            var text = kept.dropLast().map(\.description).joined()
            text += last.leadingTrivia.description + last.type.trimmedDescription + last.trailingTrivia.description
            fix(node.name.positionAfterSkippingLeadingTrivia,
                TextEdit(from: clause.inheritedTypes.position, to: clause.inheritedTypes.endPosition, with: text))
        }
    }

    private final class Visitor: HitCollector {
        let globalActors: Set<String>

        init(globalActors: Set<String>) {
            self.globalActors = globalActors
        }

        override func visitPost(_ node: ActorDeclSyntax) {
            if Self.conformsToSendable(node.inheritanceClause) { add(node.name) }
        }

        override func visitPost(_ node: ClassDeclSyntax) { check(node) }
        override func visitPost(_ node: EnumDeclSyntax) { check(node) }
        override func visitPost(_ node: StructDeclSyntax) { check(node) }

        private func check(_ node: some DeclGroupSyntax & NamedDeclSyntax) {
            guard Self.conformsToSendable(node.inheritanceClause) else { return }
            let isolated = node.attributes.contains(attributeNamed: "MainActor")
                || globalActors.contains { node.attributes.contains(attributeNamed: $0) }
            if isolated { add(node.name) }
        }

        static func conformsToSendable(_ clause: InheritanceClauseSyntax?) -> Bool {
            clause?.inheritedTypes.contains(where: isSendable) == true
        }

        static func isSendable(_ inherited: InheritedTypeSyntax) -> Bool {
            inherited.type.as(IdentifierTypeSyntax.self)?.name.text == "Sendable"
        }
    }
}
