// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `CGPoint.zero` says what `CGPoint(x: 0, y: 0)` spells out.
struct PreferZeroOverExplicitInitRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "prefer_zero_over_explicit_init",
        name: "Prefer Zero Over Explicit Init",
        description: "Prefer `.zero` over explicit init with zero parameters (e.g. `CGPoint(x: 0, y: 0)`)",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("CGRect(x: 0, y: 0, width: 0, height: 1)\n"),
            Example("CGPoint(x: 0, y: -1)\n"),
            Example("CGSize(width: 2, height: 4)\n"),
            Example("CGVector(dx: -5, dy: 0)\n"),
            Example("UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)\n"),
            Example("CGPoint(0, 0)\nCGSize(height: 0, width: 0)\nCoreGraphics.CGPoint(x: 0, y: 0)\n"),
        ],
        triggeringExamples: [
            Example("↓CGPoint(x: 0, y: 0)\n"),
            Example("↓CGPoint(x: 0.000000, y: 0)\n"),
            Example("↓CGPoint(x: 0.000000, y: 0.000)\n"),
            Example("↓CGRect(x: 0, y: 0, width: 0, height: 0)\n"),
            Example("↓CGSize(width: 0, height: 0)\n"),
            Example("↓CGVector(dx: 0, dy: 0)\n"),
            Example("↓UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)\n"),
            Example("let origin = ↓CGPoint(x: 0x0, y: 0_0)\n"),
        ],
        corrections: [
            Correction(Example("↓CGPoint(x: 0, y: 0)\n"), "CGPoint.zero\n"),
            Correction(Example("(↓CGPoint(x: 0, y: 0))\n"), "(CGPoint.zero)\n"),
            Correction(Example("↓CGRect(x: 0, y: 0, width: 0, height: 0)\n"), "CGRect.zero\n"),
            Correction(Example("↓CGSize(width: 0, height: 0.000)\n"), "CGSize.zero\n"),
            Correction(Example("↓CGVector(dx: 0, dy: 0)\n"), "CGVector.zero\n"),
            Correction(Example("↓UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)\n"), "UIEdgeInsets.zero\n"),
        ]
    )

    /// The types with a `.zero` and the labels of the initializer that spells it out.
    private static let labels: [String: [String]] = [
        "CGPoint": ["x", "y"],
        "CGSize": ["width", "height"],
        "CGRect": ["x", "y", "width", "height"],
        "CGVector": ["dx", "dy"],
        "UIEdgeInsets": ["top", "left", "bottom", "right"],
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("CG") || file.contains("UIEdgeInsets") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let expected = Self.labels[name],
                  node.arguments.map({ $0.label?.text ?? "" }) == expected,
                  node.arguments.allSatisfy({ Self.isZero($0.expression) }) else { return }
            found.add(at: node, fix: [TextEdit(replacing: node, with: name + ".zero")])
        }
    }

    /// An integer or floating-point literal whose value is zero (`0`, `0.000`, `0x0`, `0_0`).
    private static func isZero(_ expression: ExprSyntax) -> Bool {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.hasZeroValue }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" }) == 0
        }
        return false
    }
}
