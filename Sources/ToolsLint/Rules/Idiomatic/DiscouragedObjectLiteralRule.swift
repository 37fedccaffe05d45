// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `UIImage(named:)` and `UIColor(red:green:blue:alpha:)` rather than `#imageLiteral` and `#colorLiteral`,
/// which read as thumbnails in Xcode only.
struct DiscouragedObjectLiteralRule: Rule {
    static let description = RuleDescription(
        identifier: "discouraged_object_literal",
        name: "Discouraged Object Literal",
        description: "Prefer initializers over object literals",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let image = UIImage(named: aVariable)\n"),
            Example("let image = UIImage(named: \"interpolated \\(variable)\")\n"),
            Example("let color = UIColor(red: value, green: value, blue: value, alpha: 1)\n"),
            Example("let image = NSImage(named: aVariable)\n"),
            Example("let image = NSImage(named: \"interpolated \\(variable)\")\n"),
            Example("let color = NSColor(red: value, green: value, blue: value, alpha: 1)\n"),
            Example("let image = #imageLiteral(resourceName: \"image.jpg\")\n", options: "image_literal: false"),
            Example("let color = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)\n",
                    options: "color_literal: false"),
        ],
        triggeringExamples: [
            Example("let image = ↓#imageLiteral(resourceName: \"image.jpg\")\n"),
            Example("let color = ↓#colorLiteral(red: 0.9607843161, green: 0.7058823705, blue: 0.200000003, "
                + "alpha: 1)\n"),
        ]
    )

    var checksImageLiterals = true
    var checksColorLiterals = true

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("image_literal", \.checksImageLiterals, "`#imageLiteral` is reported"),
            .key("color_literal", \.checksColorLiterals, "`#colorLiteral` is reported"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Literal") else { return }
        walk.visitPost(MacroExpansionExprSyntax.self) { node, found in
            switch node.macroName.tokenKind {
            case .identifier("imageLiteral") where checksImageLiterals,
                 .identifier("colorLiteral") where checksColorLiterals:
                found.add(at: node)
            default:
                break
            }
        }
    }
}
