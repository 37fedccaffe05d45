// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A type's `hashValue: Int` property is the pre-Swift 4.2 way; `hash(into:)` replaces it, as SwiftLint's
/// `legacy_hashing` says.
struct LegacyHashingRule: Rule {
    static let description = RuleDescription(
        identifier: "legacy_hashing",
        name: "Legacy Hashing",
        description: "Prefer using the `hash(into:)` function instead of overriding `hashValue`",
        nonTriggeringExamples: [
            Example("struct Key: Hashable {\n  let id: Int\n  func hash(into hasher: inout Hasher) {\n"
                + "    hasher.combine(id)\n  }\n}\n"),
            Example("var hashValue: Int { return 1 }\n"),
            Example("class Key: Hashable {\n  var hashValue: String { return \"\" }\n}\n"),
        ],
        triggeringExamples: [
            Example("struct Key: Hashable {\n    let id: Int\n    public ↓var hashValue: Int {\n"
                + "        return id\n    }\n}\n"),
            Example("class Key: Hashable {\n    ↓var hashValue: Int { 1 }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("hashValue") else { return }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard node.parent?.is(MemberBlockItemSyntax.self) == true,
                  node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1,
                  let binding = node.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "hashValue",
                  binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Int" else { return }
            found.add(at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia)
        }
    }
}
