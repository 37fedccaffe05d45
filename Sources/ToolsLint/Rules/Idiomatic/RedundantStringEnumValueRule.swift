// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// In a `String` enum whose every explicit raw value equals its case name, the values can go, as
/// SwiftLint's `redundant_string_enum_value`.
struct RedundantStringEnumValueRule: Rule {
    static let description = RuleDescription(
        identifier: "redundant_string_enum_value",
        name: "Redundant String Enum Value",
        description: "String enum values can be omitted when they are equal to the enumcase name",
        nonTriggeringExamples: [
            Example("enum Side: String {\n  case left\n  case right\n}\n"),
            Example("enum Side: Int {\n  case left = 1\n  case right = 2\n}\n"),
            Example("enum Side: String {\n  case left = \"LEFT\"\n  case right = \"right\"\n}\n"),
            Example("enum Side: String {\n  case left, right\n}\n"),
        ],
        triggeringExamples: [
            Example("enum Side: String {\n  case left = ↓\"left\"\n  case right = ↓\"right\"\n}\n"),
            Example("enum Side: String {\n  case left = ↓\"left\", right = ↓\"right\"\n}\n"),
            Example("enum Side: String {\n  case left, right = ↓\"right\"\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("enum") else { return }
        walk.visitPost(EnumDeclSyntax.self) { node, found in
            guard node.inheritanceClause?.inheritedTypes.contains(where: {
                $0.type.as(IdentifierTypeSyntax.self)?.name.text == "String"
            }) == true else { return }
            let explicit = node.memberBlock.members
                .flatMap { $0.decl.as(EnumCaseDeclSyntax.self).map { Array($0.elements) } ?? [] }
                .filter { $0.rawValue != nil }
            let redundant = explicit.compactMap { element -> AbsolutePosition? in
                guard let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self),
                      literal.segments.count == 1,
                      let segment = literal.segments.first?.as(StringSegmentSyntax.self),
                      segment.content.text == element.name.text else { return nil }
                return literal.positionAfterSkippingLeadingTrivia
            }
            guard redundant.count == explicit.count else { return }
            redundant.forEach { found.add(at: $0) }
        }
    }
}
