// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `UIGraphicsBeginImageContext` and its companions draw at a fixed scale into a global context;
/// `UIGraphicsImageRenderer` does not. SwiftLint 0.63.3's opt-in `legacy_uigraphics_function`.
struct LegacyUIGraphicsFunctionRule: Rule {
    static let description = RuleDescription(
        identifier: "legacy_uigraphics_function",
        name: "Legacy UIGraphics Function",
        description: "Prefer using `UIGraphicsImageRenderer` over legacy functions",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let renderer = UIGraphicsImageRenderer(size: bounds.size)\n"
                + "let screenshot = renderer.image { _ in\n"
                + "    myUIView.drawHierarchy(in: bounds, afterScreenUpdates: true)\n}\n"),
            Example("let renderer = UIGraphicsImageRenderer(size: newSize)\nlet combined = renderer.image { _ in\n"
                + "    background.draw(in: CGRect(origin: .zero, size: newSize))\n"
                + "    watermark.draw(in: CGRect(origin: .zero, size: watermarkSize))\n}\n"),
            Example("UIGraphicsImageRenderer(size: newSize, format: UIGraphicsImageRendererFormat()).image { _ in\n"
                + "    image.draw(in: CGRect(origin: .zero, size: newSize))\n}\n"),
        ],
        triggeringExamples: [
            Example("↓UIGraphicsBeginImageContext(newSize)\n"
                + "myUIView.drawHierarchy(in: bounds, afterScreenUpdates: false)\n"
                + "let optionalScreenshot = ↓UIGraphicsGetImageFromCurrentImageContext()\n"
                + "↓UIGraphicsEndImageContext()\n"),
            Example("↓UIGraphicsBeginImageContext(newSize)\n"
                + "background.draw(in: CGRect(origin: .zero, size: newSize))\n"
                + "watermark.draw(in: CGRect(origin: .zero, size: watermarkSize))\n"
                + "let optionalOutput = ↓UIGraphicsGetImageFromCurrentImageContext()\n"
                + "↓UIGraphicsEndImageContext()\n"),
            Example("↓UIGraphicsBeginImageContextWithOptions(newSize, true, 1.0)\n"
                + "image.draw(in: CGRect(origin: .zero, size: newSize))\n"
                + "let optionalOutput = ↓UIGraphicsGetImageFromCurrentImageContext()\n"
                + "↓UIGraphicsEndImageContext()\n"),
        ]
    )

    private static let legacyFunctions: Set<String> = [
        "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsGetImageFromCurrentImageContext", "UIGraphicsEndImageContext",
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("UIGraphics") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  Self.legacyFunctions.contains(name) else { return }
            found.add(at: node)
        }
    }
}
