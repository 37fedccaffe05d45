// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Cases of an enum with raw values name their value (`case one = 1`): implicit values change when cases
/// are reordered or renamed, which breaks what was stored.
struct ExplicitEnumRawValueRule: Rule {
    static let description = RuleDescription(
        identifier: "explicit_enum_raw_value",
        name: "Explicit Enum Raw Value",
        description: "Enums should be explicitly assigned their raw values",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("enum Numbers {\n  case int(Int)\n  case short(Int16)\n}\n"),
            Example("enum Numbers: Int {\n  case one = 1\n  case two = 2\n}\n"),
            Example("enum Numbers: Double {\n  case one = 1.1\n  case two = 2.2\n}\n"),
            Example("enum Numbers: String {\n  case one = \"one\"\n  case two = \"two\"\n}\n"),
            Example("protocol Algebra {}\nenum Numbers: Algebra {\n  case one\n}\n"),
            Example("enum Numbers: Swift.Int {\n  case one\n}\nenum Letters: Character {\n  case a\n}\n"),
        ],
        triggeringExamples: [
            Example("enum Numbers: Int {\n  case one = 10, ↓two, three = 30\n}\n"),
            Example("enum Numbers: NSInteger {\n  case ↓one\n}\n"),
            Example("enum Numbers: String {\n  case ↓one\n  case ↓two\n}\n"),
            Example("enum Numbers: String {\n   case ↓one, two = \"two\"\n}\n"),
            Example("enum Numbers: Decimal {\n  case ↓one, ↓two\n}\n"),
            Example("enum Outer {\n    enum Numbers: Decimal {\n      case ↓one, ↓two\n    }\n}\n"),
            Example("enum Flags: UInt8, CaseIterable {\n  case ↓on\n}\nenum Scale: CGFloat {\n  case ↓unit\n}\n"),
        ]
    )

    /// The raw value types SwiftLint recognizes in an enum's inheritance clause.
    private static let rawValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float80", "Decimal", "NSNumber", "NSDecimalNumber", "NSInteger", "String", "CGFloat",
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("enum") else { return }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(EnumCaseElementSyntax.self) { node, found in
            guard node.rawValue == nil, let enumDecl = Self.enclosingEnum(of: node),
                  enumDecl.inheritanceClause?.inheritedTypes.contains(where: {
                      $0.type.as(IdentifierTypeSyntax.self).map { Self.rawValueTypes.contains($0.name.text) } ?? false
                  }) == true else { return }
            found.add(at: node.name)
        }
    }

    private static func enclosingEnum(of node: EnumCaseElementSyntax) -> EnumDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let enumDecl = ancestor.as(EnumDeclSyntax.self) { return enumDecl }
            current = ancestor.parent
        }
        return nil
    }
}
