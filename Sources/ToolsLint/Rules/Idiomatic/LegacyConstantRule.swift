// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `CGRect.zero` rather than `CGRectZero`, `CGFloat.pi` rather than `CGFloat(M_PI)`, as SwiftLint's
/// `legacy_constant`.
public struct LegacyConstantRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "legacy_constant",
        name: "Legacy Constant",
        description: "Struct-scoped constants are preferred over legacy global constants",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let frame = CGRect.zero\nlet origin = CGPoint.zero\n"),
            Example("let angle = CGFloat.pi\nlet other = Float.pi\n"),
        ],
        triggeringExamples: [
            Example("let frame = ↓CGRectZero\nlet origin = ↓CGPointZero\nlet size = ↓NSZeroSize\n"),
            Example("let angle = ↓CGFloat(M_PI)\nlet other = ↓Float(M_PI)\n"),
        ],
        corrections: [
            Correction(Example("let frame = ↓CGRectZero\n"), "let frame = CGRect.zero\n"),
            Correction(Example("let angle = ↓CGFloat(M_PI) / 2\n"), "let angle = CGFloat.pi / 2\n"),
        ]
    )

    static let constants = [
        "CGRectInfinite": "CGRect.infinite", "CGPointZero": "CGPoint.zero", "CGRectZero": "CGRect.zero",
        "CGSizeZero": "CGSize.zero", "NSZeroPoint": "NSPoint.zero", "NSZeroRect": "NSRect.zero",
        "NSZeroSize": "NSSize.zero", "CGRectNull": "CGRect.null",
    ]

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
        guard file.contains("Zero") || file.contains("M_PI") || file.contains("CGRect") else { return [] }
        let visitor = Visitor()
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        var edits: [TextEdit] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visitPost(_ node: DeclReferenceExprSyntax) {
            guard let modern = LegacyConstantRule.constants[node.baseName.text] else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(violationOffset: start, range: start..<end, replacement: modern))
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  type == "CGFloat" || type == "Float", node.arguments.count == 1,
                  node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "M_PI"
            else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(violationOffset: start, range: start..<end, replacement: "\(type).pi"))
        }
    }
}
