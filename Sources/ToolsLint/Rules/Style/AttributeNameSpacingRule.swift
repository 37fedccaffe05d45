// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// No space inside `private(set)` or `@Attribute(…)` (a Swift 6 error), none after `@`, and one after
/// `@escaping`, as SwiftLint's `attribute_name_spacing`.
struct AttributeNameSpacingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "attribute_name_spacing",
        name: "Attribute Name Spacing",
        description: "This rule prevents trailing spaces after attribute names, ensuring compatibility with Swift 6 "
            + "where a space between an attribute name and the opening parenthesis results in a compilation error "
            + "(e.g. `@MyPropertyWrapper ()`, `private (set)`).",
        defaultSeverity: .error,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("private(set) var count = 0\n"),
            Example("@MainActor class Model {}\n"),
            Example("func run(_ work: @escaping () -> Void) {}\n"),
            Example("@available(*, deprecated)\nfunc old() {}\n"),
            Example("nonisolated(unsafe) var shared: Int?\n"),
            Example("let work = { @MainActor (a, b) in\n}\n"),
        ],
        triggeringExamples: [
            Example("private ↓(set) var count = 0\n"),
            Example("  public  ↓(set) var count = 0\n"),
            Example("@ ↓MainActor class Model {}\n"),
            Example("func run(_ work: @escaping↓() -> Void) {}\n"),
            Example("@available ↓(*, deprecated)\nfunc old() {}\n"),
            Example("nonisolated ↓(unsafe) var shared: Int?\n"),
        ],
        corrections: [
            Correction(Example("private↓ (set) var count = 0\n"), "private(set) var count = 0\n"),
            Correction(Example("func run(_ work: @escaping↓() -> Void) {}\n"
                + ""), "func run(_ work: @escaping () -> Void) {}\n"),
            Correction(Example("nonisolated↓ (unsafe) var shared: Int?\n"), "nonisolated(unsafe) var shared: Int?\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("(") || file.contains("@") else { return }
        walk.visitPost(DeclModifierSyntax.self) { node, found in
            guard node.detail != nil, !node.name.trailingTrivia.isEmpty else { return }
            Self.add(after: node.name, replacement: "",
                     "There must not be any space between access control modifier and scope", &found)
        }
        walk.visitPost(AttributeSyntax.self) { node, found in
            if !node.atSign.trailingTrivia.isEmpty {
                Self.add(after: node.atSign, replacement: "",
                         "Attributes must not have trivia between `@` and the identifier", &found)
            }
            guard let name = node.attributeName.lastToken(viewMode: .sourceAccurate) else { return }
            let hasTrailingTrivia = !name.trailingTrivia.isEmpty
            if node.arguments != nil, hasTrailingTrivia {
                Self.add(after: name, replacement: "",
                         "Attribute declarations with arguments must not have trailing trivia", &found)
            }
            // The length first: most attributes are not `escaping`, and their text need not be made.
            if !hasTrailingTrivia, node.attributeName.trimmedLength.utf8Length == 8,
               node.attributeName.trimmedDescription == "escaping" {
                Self.add(after: name, replacement: " ",
                         "`@escaping` must have a trailing space before the associated type", &found)
            }
        }
    }

    /// The violation sits after the trivia that follows `token`; the edit replaces that trivia.
    private static func add(
        after token: TokenSyntax, replacement: String, _ reason: String, _ found: inout RuleFindings
    ) {
        let start = token.endPositionBeforeTrailingTrivia.utf8Offset
        let end = token.endPosition.utf8Offset
        found.add(atByte: end, reason: reason, fix: [TextEdit(start..<end, replacement)])
    }
}
