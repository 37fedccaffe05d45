// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Sendable` on an actor, or on a type isolated to `@MainActor` (or a configured global actor), says nothing new.
public struct RedundantSendableRule: Rule {
    public static let description = RuleDescription(
        identifier: "redundant_sendable",
        name: "Redundant Sendable",
        description: "Sendable conformance is redundant on an actor-isolated type",
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
        ]
    )

    public var severity: Severity
    public var globalActors: Set<String>

    public init(options: ConfigNode?, context: RuleContext) throws(ToolError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["global_actors"]
        )
        globalActors = Set(try RuleOptions.strings(options, "global_actors", default: []))
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("Sendable") else { return [] }
        return violations(of: Visitor(globalActors: globalActors), in: file, severity: severity)
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
            clause?.inheritedTypes.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "Sendable" } == true
        }
    }
}
