// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `UIImage(resource: .logo)` and `Image(.logo)` (symbols Xcode generates for the asset catalog) rather
/// than `UIImage(named: "logo")` and `Image("logo")`, whose typos only show at run time.
struct PreferAssetSymbolsRule: Rule {
    static let description = RuleDescription(
        identifier: "prefer_asset_symbols",
        name: "Prefer Asset Symbols",
        description: "Prefer using asset symbols over string-based image initialization",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("UIImage(resource: .someImage)\n"),
            Example("UIImage(systemName: \"trash\")\n"),
            Example("Image(.someImage)\n"),
            Example("Image(systemName: \"trash\")\n"),
            Example("UIImage(named: imageName)\n"),
            Example("UIImage(named: \"image_\\(suffix)\")\n"),
            Example("Image(imageName)\n"),
            Example("Image(\"image_\\(suffix)\")\n"),
            Example("SwiftUI.Image(\"logo\")\nImage(decorative: \"logo\")\n"),
        ],
        triggeringExamples: [
            Example("↓UIImage(named: \"some_image\")\n"),
            Example("↓UIImage(named: \"some image\")\n"),
            Example("↓UIImage.init(named: \"someImage\")\n"),
            Example("↓UIImage(named: \"someImage\", in: Bundle.main, compatibleWith: nil)\n"),
            Example("↓UIImage(named: \"someImage\", in: .main)\n"),
            Example("↓Image(\"some_image\")\n"),
            Example("↓Image(\"some image\")\n"),
            Example("↓Image.init(\"someImage\")\n"),
            Example("↓Image(\"someImage\", bundle: Bundle.main)\n"),
            Example("↓Image(\"someImage\", bundle: .main)\n"),
            Example("let icon = ↓UIImage(systemName: nil, named: \"logo\")\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Image") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            if Self.calls("UIImage", node.calledExpression) {
                let named = node.arguments.first { $0.label?.text == "named" }
                if named?.expression.as(StringLiteralExprSyntax.self)?.hasNoInterpolation == true {
                    found.add(at: node)
                }
            } else if Self.calls("Image", node.calledExpression) {
                guard let first = node.arguments.first, first.label == nil,
                      first.expression.as(StringLiteralExprSyntax.self)?.hasNoInterpolation == true else { return }
                found.add(at: node)
            }
        }
    }

    /// `Type(…)` or `Type.init(…)`.
    private static func calls(_ type: String, _ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == type }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
            return false
        }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == type
    }
}
