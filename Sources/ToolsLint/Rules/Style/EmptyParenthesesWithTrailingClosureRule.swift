// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `items.map { … }` rather than `items.map() { … }`, as SwiftLint's `empty_parentheses_with_trailing_closure`.
public struct EmptyParenthesesWithTrailingClosureRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "empty_parentheses_with_trailing_closure",
        name: "Empty Parentheses with Trailing Closure",
        description: "When using trailing closures, empty parentheses should be avoided after the method call",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let doubled = values.map { $0 * 2 }\n"),
            Example("let doubled = values.map({ $0 * 2 })\n"),
            Example("let total = values.reduce(0) { $0 + $1 }\n"),
            Example("let empty = values.isEmpty()\n"),
        ],
        triggeringExamples: [
            Example("let doubled = values.map↓() { $0 * 2 }\n"),
            Example("let doubled = values.map↓( ) { $0 * 2 }\n"),
            Example("let doubled = values.map↓() { value in\n    value * 2\n}\n"),
            Example("func run() -> [Int] {\n    return values.map↓() { $0 }\n}\n"),
        ],
        corrections: [
            Correction(Example("let doubled = values.map↓() { $0 * 2 }\n"), "let doubled = values.map { $0 * 2 }\n"),
            Correction(Example("let doubled = values.map↓(  ) { $0 * 2 }\n"), "let doubled = values.map { $0 * 2 }\n"),
            Correction(Example("let doubled = values.map↓(){ $0 * 2 }\n"), "let doubled = values.map { $0 * 2 }\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("(") else { return [] }
        let visitor = Visitor()
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        var edits: [TextEdit] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard let closure = node.trailingClosure, let open = node.leftParen, node.arguments.isEmpty else { return }
            let start = open.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = closure.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(violationOffset: start, range: start..<end, replacement: " "))
        }
    }
}
