// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// No space inside `private(set)` or `@Attribute(…)` (a Swift 6 error), none after `@`, and one after
/// `@escaping`, as SwiftLint's `attribute_name_spacing`.
public struct AttributeNameSpacingRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map {
            violation(in: file, atByte: $0.edit.range.upperBound, severity: severity, reason: $0.reason)
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file).map(\.edit), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [(edit: TextEdit, reason: String)] {
        guard file.contains("(") || file.contains("@") else { return [] }
        let visitor = Visitor()
        visitor.walk(file.tree)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        var found: [(edit: TextEdit, reason: String)] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visitPost(_ node: DeclModifierSyntax) {
            guard node.detail != nil, !node.name.trailingTrivia.isEmpty else { return }
            add(
                after: node.name, replacement: "",
                "There must not be any space between access control modifier and scope"
            )
        }

        override func visitPost(_ node: AttributeSyntax) {
            if !node.atSign.trailingTrivia.isEmpty {
                add(
                    after: node.atSign, replacement: "",
                    "Attributes must not have trivia between `@` and the identifier"
                )
            }
            guard let name = node.attributeName.lastToken(viewMode: .sourceAccurate) else { return }
            let hasTrailingTrivia = !name.trailingTrivia.isEmpty
            if node.arguments != nil, hasTrailingTrivia {
                add(after: name, replacement: "", "Attribute declarations with arguments must not have trailing trivia")
            }
            if !hasTrailingTrivia, node.attributeName.trimmedDescription == "escaping" {
                add(after: name, replacement: " ", "`@escaping` must have a trailing space before the associated type")
            }
        }

        /// The violation sits after the trivia that follows `token`; the edit replaces that trivia.
        private func add(after token: TokenSyntax, replacement: String, _ reason: String) {
            let start = token.endPositionBeforeTrailingTrivia.utf8Offset
            let end = token.endPosition.utf8Offset
            found.append((TextEdit(violationOffset: end, range: start..<end, replacement: replacement), reason))
        }
    }
}
