// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `CGRect.zero` rather than `CGRectZero`, `CGFloat.pi` rather than `CGFloat(M_PI)`, as SwiftLint's
/// `legacy_constant`.
struct LegacyConstantRule: CorrectableRule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Zero") || file.contains("M_PI") || file.contains("CGRect") else { return }
        walk.visitPost(DeclReferenceExprSyntax.self) { node, found in
            guard let modern = LegacyConstantRule.constants[node.baseName.text] else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            found.add(atByte: start, fix: [TextEdit(start..<end, modern)])
        }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  type == "CGFloat" || type == "Float", node.arguments.count == 1,
                  node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "M_PI"
            else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            found.add(atByte: start, fix: [TextEdit(start..<end, "\(type).pi")])
        }
    }
}
