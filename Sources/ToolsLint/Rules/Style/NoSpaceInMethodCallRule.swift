// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `run()` rather than `run ()`, as SwiftLint's `no_space_in_method_call`.
public struct NoSpaceInMethodCallRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "no_space_in_method_call",
        name: "No Space in Method Call",
        description: "Don't add a space between the method name and the parentheses",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("run()\nobject.run(1)\nobject.run(value: 1)\n"),
            Example("object.run { print($0) }\n"),
            Example("self.init(rgb: (Int) (value))\n"),
            Example("Button {\n    tap()\n} label: {\n    Text(\"a\")\n}\n"),
        ],
        triggeringExamples: [
            Example("run↓ ()\n"),
            Example("object.run↓ (value: 1)\n"),
            Example("object.run↓     () {}\n"),
        ],
        corrections: [
            Correction(Example("run↓ ()\n"), "run()\n"),
            Correction(Example("object.run↓     (value: 1)\n"), "object.run(value: 1)\n"),
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
        guard file.contains(" (") || file.contains("\t(") else { return [] }
        let visitor = Visitor()
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        var edits: [TextEdit] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard node.leftParen != nil, !node.calledExpression.is(TupleExprSyntax.self),
                  !node.calledExpression.trailingTrivia.isEmpty else { return }
            let start = node.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
            let end = node.calledExpression.endPosition.utf8Offset
            edits.append(TextEdit(violationOffset: start, range: start..<end, replacement: ""))
        }
    }
}
