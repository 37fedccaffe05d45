// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Property requirements in protocols list `get` before `set`.
struct ProtocolPropertyAccessorsOrderRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "protocol_property_accessors_order",
        name: "Protocol Property Accessors Order",
        description: "When declaring properties in protocols, the order of accessors should be `get set`",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("protocol Named {\n var name: String { get set }\n}\n"),
            Example("protocol Named {\n var name: String { get }\n}\n"),
            Example("protocol Named {\n var name: String { set }\n}\n"),
        ],
        triggeringExamples: [
            Example("protocol Named {\n var name: String { ↓set get }\n}\n"),
            Example("protocol Named {\n static var shared: Self { ↓set get }\n}\n"),
        ],
        corrections: [
            Correction(Example("protocol Named {\n var name: String { ↓set get }\n}\n"),
                       "protocol Named {\n var name: String { get set }\n}\n"),
            // Each accessor keeps its own trivia, as SwiftLint swaps the nodes.
            Correction(Example("protocol Named {\n var name: String {  ↓set   get  }\n}\n"),
                       "protocol Named {\n var name: String {  get  set   }\n}\n"),
        ]
    )

    /// Only protocol requirements are looked at; other declarations are skipped, as SwiftLint skips them.
    /// `--fix` swaps the two accessors.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("protocol") else { return }
        walk.skipDescendants(of: [.class, .struct, .enum, .actor, .extension, .function, .subscript])
        walk.visitPost(AccessorBlockSyntax.self) { node, found in
            guard let accessors = Self.misordered(node), let first = accessors.first, let last = accessors.last
            else { return }
            found.add(at: accessors, fix: [
                TextEdit(from: first.position, to: last.endPosition, with: last.description + first.description),
            ])
        }
    }

    /// `{ set get }` without bodies.
    private static func misordered(_ node: AccessorBlockSyntax) -> AccessorDeclListSyntax? {
        guard case .accessors(let accessors) = node.accessors, accessors.count == 2,
              accessors.allSatisfy({ $0.body == nil }),
              accessors.first?.accessorSpecifier.tokenKind == .keyword(.set) else { return nil }
        return accessors
    }
}
