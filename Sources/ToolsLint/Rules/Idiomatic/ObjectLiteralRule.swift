// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `#imageLiteral(resourceName:)` and `#colorLiteral(…)` rather than `UIImage(named: "…")` and
/// `UIColor(red:green:blue:alpha:)` with constant arguments: Xcode shows the literal as the image or color.
struct ObjectLiteralRule: Rule {
    static let description = RuleDescription(
        identifier: "object_literal",
        name: "Object Literal",
        description: "Prefer object literals over image and color inits",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let image = #imageLiteral(resourceName: \"image.jpg\")\n"),
            Example("let color = #colorLiteral(red: 0.9607843161, green: 0.7058823705, blue: 0.200000003, alp"
                + "ha: 1)\n"),
            Example("let image = UIImage(named: aVariable)\n"),
            Example("let image = UIImage(named: \"interpolated \\(variable)\")\n"),
            Example("let color = UIColor(red: value, green: value, blue: value, alpha: 1)\n"),
            Example("let image = NSImage(named: aVariable)\n"),
            Example("let image = NSImage(named: \"interpolated \\(variable)\")\n"),
            Example("let color = NSColor(red: value, green: value, blue: value, alpha: 1)\n"),
            Example("let color = UIColor(red: -1, green: 0, blue: 0, alpha: 1)\n"
                + "let image = UIImage(named: \"a\", in: nil)\n"),
            Example("let image = UIImage(named: \"foo\")\n", options: "image_literal: false"),
            Example("let color = UIColor(white: 0.5, alpha: 1)\n", options: "color_literal: false"),
        ],
        triggeringExamples: [
            Example("let image = ↓UIImage(named: \"foo\")\n"),
            Example("let color = ↓UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)\n"),
            Example("let color = ↓UIColor(red: 100 / 255.0, green: 50 / 255.0, blue: 0, alpha: 1)\n"),
            Example("let color = ↓UIColor(white: 0.5, alpha: 1)\n"),
            Example("let image = ↓NSImage(named: \"foo\")\n"),
            Example("let color = ↓NSColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)\n"),
            Example("let color = ↓NSColor(red: 100 / 255.0, green: 50 / 255.0, blue: 0, alpha: 1)\n"),
            Example("let color = ↓NSColor(white: 0.5, alpha: 1)\n"),
            Example("let image = ↓UIImage.init(named: \"foo\")\n"),
            Example("let color = ↓UIColor.init(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)\n"),
            Example("let color = ↓UIColor.init(red: 100 / 255.0, green: 50 / 255.0, blue: 0, alpha: 1)\n"),
            Example("let color = ↓UIColor.init(white: 0.5, alpha: 1)\n"),
            Example("let image = ↓NSImage.init(named: \"foo\")\n"),
            Example("let color = ↓NSColor.init(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)\n"),
            Example("let color = ↓NSColor.init(red: 100 / 255.0, green: 50 / 255.0, blue: 0, alpha: 1)\n"),
            Example("let color = ↓NSColor.init(white: 0.5, alpha: 1)\n"),
        ]
    )

    var checksImages = true
    var checksColors = true

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("image_literal", \.checksImages, "`UIImage(named:)` and `NSImage(named:)` are reported"),
            .key("color_literal", \.checksColors, "color initializers with literal components are reported"),
        ]
    }

    private static let imageCalls: Set<String> = ["UIImage", "UIImage.init", "NSImage", "NSImage.init"]
    private static let colorCalls: Set<String> = ["UIColor", "UIColor.init", "NSColor", "NSColor.init"]
    private static let classes: Set<String> = ["UIImage", "NSImage", "UIColor", "NSColor"]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard checksImages || checksColors, file.contains("Image") || file.contains("Color") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            // The type's name first: only `X(…)` and `X.init(…)` of the four classes can match.
            let callee = node.calledExpression
            let base = callee.as(DeclReferenceExprSyntax.self)
                ?? callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
            guard let base, Self.classes.contains(base.baseName.text) else { return }
            let name = callee.trimmedDescription
            let labels = node.arguments.compactMap { $0.label?.text }
            if checksImages, Self.imageCalls.contains(name), labels == ["named"],
               node.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.hasNoInterpolation == true {
                found.add(at: node)
            } else if checksColors, Self.colorCalls.contains(name),
                      labels == ["red", "green", "blue", "alpha"] || labels == ["white", "alpha"],
                      node.arguments.allSatisfy({ Self.isLiteralComponent($0.expression) }) {
                found.add(at: node)
            }
        }
    }

    /// Number literals and arithmetic on them (`100 / 255.0`).
    private static func isLiteralComponent(_ expression: ExprSyntax) -> Bool {
        if expression.is(FloatLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(BinaryOperatorExprSyntax.self) {
            return true
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.allSatisfy(isLiteralComponent)
    }
}
