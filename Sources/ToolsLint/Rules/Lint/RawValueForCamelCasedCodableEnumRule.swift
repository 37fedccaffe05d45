// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A camel-cased case of a `String`-backed `Codable` enum encodes as `notAcceptable`, which rarely matches a
/// snake-cased API; a written raw value says what is meant.
struct RawValueForCamelCasedCodableEnumRule: Rule {
    static let description = RuleDescription(
        identifier: "raw_value_for_camel_cased_codable_enum",
        name: "Raw Value for Camel Cased Codable Enum",
        description: "Camel cased cases of Codable String enums should have raw values",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("enum Numbers: Codable {\n  case int(Int)\n  case short(Int16)\n}\n"),
            Example("enum Numbers: Int, Codable {\n  case one = 1\n  case two = 2\n}\n"),
            Example("enum Numbers: Double, Codable {\n  case one = 1.1\n  case two = 2.2\n}\n"),
            Example("enum Numbers: String, Codable {\n  case one = \"one\"\n  case two = \"two\"\n}\n"),
            Example("enum Status: String, Codable {\n    case OK, ACCEPTABLE\n}\n"),
            Example(
                "enum Status: String, Codable {\n    case ok\n    case maybeAcceptable = \"maybe_acceptable\"\n"
                    + "}"
            ),
            Example(
                "enum Status: String {\n    case ok\n    case notAcceptable\n"
                    + "    case maybeAcceptable = \"maybe_acceptable\"\n}"
            ),
            Example(
                "enum Status: Int, Codable {\n    case ok\n    case notAcceptable\n"
                    + "    case maybeAcceptable = -1\n}"
            ),
            Example("enum Status: Swift.String, Codable {\n    case notAcceptable\n}\n"),
        ],
        triggeringExamples: [
            Example(
                "enum Status: String, Codable {\n    case ok\n    case ↓notAcceptable\n"
                    + "    case maybeAcceptable = \"maybe_acceptable\"\n}"
            ),
            Example(
                "enum Status: String, Decodable {\n   case ok\n   case ↓notAcceptable\n"
                    + "   case maybeAcceptable = \"maybe_acceptable\"\n}"
            ),
            Example(
                "enum Status: String, Encodable {\n   case ok\n   case ↓notAcceptable\n"
                    + "   case maybeAcceptable = \"maybe_acceptable\"\n}"
            ),
            Example(
                "enum Status: String, Codable {\n    case ok\n    case ↓notAcceptable\n"
                    + "    case maybeAcceptable = \"maybe_acceptable\"\n}"
            ),
            Example(
                "enum Status: String, Codable {\n    case ↓notAcceptable(Int), ↓fineHere\n"
                    + "    enum Inner { case camelCase }\n}\n"
            ),
        ]
    )

    private static let codableTypes: Set<String> = ["Codable", "Decodable", "Encodable"]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("String"), file.contains("codable") || file.contains("Codable") else { return }
        walk.visit(EnumDeclSyntax.self) { node, _ in
            let inherited = Set(node.inheritanceClause?.inheritedTypes.compactMap {
                $0.type.as(IdentifierTypeSyntax.self)?.name.text
            } ?? [])
            return !inherited.isDisjoint(with: Self.codableTypes) && inherited.contains("String")
                ? .visitChildren : .skipChildren
        }
        walk.visitPost(EnumCaseElementSyntax.self) { node, found in
            let name = node.name.text
            if node.rawValue == nil, name != name.uppercased(), name != name.lowercased() { found.add(at: node) }
        }
    }
}
