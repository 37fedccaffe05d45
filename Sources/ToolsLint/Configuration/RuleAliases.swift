// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint 0.63.2's renamed rule identifiers (every rule's `deprecatedAliases`): SwiftLint still accepts
/// the old id in rule lists, option sections and `swiftlint:disable`/`enable` comments, with a deprecation
/// warning, so configurations written years ago keep working. The table is SwiftLint's whole list, found by
/// asking the 0.63.2 binary about every identifier-like string it contains.
enum RuleAliases {
    /// Old identifier → the identifier of the rule it names now.
    static let renamed: [String: String] = [
        "if_let_shadowing": "shorthand_optional_binding",
        "operator_whitespace": "function_name_whitespace",
        "redundant_optional_initialization": "implicit_optional_initialization",
        "redundant_self_in_closure": "redundant_self",
        "variable_name": "identifier_name",
    ]

    /// The current identifier for `id`: itself unless it is a renamed one.
    static func canonical(_ id: String) -> String {
        renamed[id] ?? id
    }

    /// The old identifiers of the rule `id`, sorted.
    static func aliases(of id: String) -> [String] {
        renamed.filter { $0.value == id }.map(\.key).sorted()
    }

    /// SwiftLint's warning for a renamed identifier (also for the `enabled_rules` key).
    static func deprecationMessage(old: String, new: String) -> String {
        "'\(old)' has been renamed to '\(new)' and will be completely removed in a future release."
    }
}
