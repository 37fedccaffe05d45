// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `aspectRatio(contentMode: .fit)` without a ratio is `scaledToFit()` (and `.fill` is `scaledToFill()`), as
/// SwiftLint 0.63.3's `legacy_swiftui_aspect_ratio` (on by default) says; `--fix` rewrites the call.
struct LegacySwiftUIAspectRatioRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "legacy_swiftui_aspect_ratio",
        name: "Legacy SwiftUI Aspect Ratio",
        description: "Prefer `scaledToFit()` or `scaledToFill()` over `aspectRatio(contentMode:)` with a "
            + "constant content mode",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("view.aspectRatio(ratio, contentMode: .fit)\n"),
            Example("view.aspectRatio(ratio, contentMode: .fill)\n"),
            Example("view.aspectRatio(contentMode: contentMode)\n"),
            Example("view.aspectRatio(contentMode: shouldFit ? .fit : .fill)\n"),
            Example("view.aspectRatio(contentMode: CustomMode.fit)\n"),
            Example("view.scaledToFit()\n"),
            Example("view.scaledToFill()\n"),
        ],
        triggeringExamples: [
            Example("view.↓aspectRatio(contentMode: .fit)\n"),
            Example("view.↓aspectRatio(contentMode: .fill)\n"),
            Example("view.↓aspectRatio(contentMode: ContentMode.fit)\n"),
            Example("view.↓aspectRatio(contentMode: ContentMode.fill)\n"),
            Example("↓aspectRatio(contentMode: .fit)\n"),
            Example("↓aspectRatio(contentMode: .fill)\n"),
            Example("view\n    .↓aspectRatio(contentMode: .fit)\n"),
        ],
        corrections: [
            Correction(Example("view.↓aspectRatio(contentMode: .fit)\n"), "view.scaledToFit()\n"),
            Correction(Example("view.↓aspectRatio(contentMode: .fill)\n"), "view.scaledToFill()\n"),
            Correction(Example("view.↓aspectRatio(contentMode: ContentMode.fit)\n"), "view.scaledToFit()\n"),
            Correction(Example("view.↓aspectRatio(contentMode: ContentMode.fill)\n"), "view.scaledToFill()\n"),
            Correction(Example("↓aspectRatio(contentMode: .fit)\n"), "scaledToFit()\n"),
            Correction(Example("↓aspectRatio(contentMode: .fill)\n"), "scaledToFill()\n"),
            Correction(Example("view\n    .↓aspectRatio(contentMode: .fit)\n"), "view\n    .scaledToFit()\n"),
            Correction(Example("view.↓aspectRatio( contentMode: .fit )\n"), "view.scaledToFit()\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("aspectRatio") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            let name: TokenSyntax
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName
            } else {
                return
            }
            guard name.text == "aspectRatio", node.arguments.count == 1, let argument = node.arguments.first,
                  argument.label?.text == "contentMode",
                  let mode = argument.expression.as(MemberAccessExprSyntax.self),
                  mode.base == nil || mode.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ContentMode",
                  ["fit", "fill"].contains(mode.declName.baseName.text),
                  let open = node.leftParen, let close = node.rightParen
            else { return }
            let replacement = mode.declName.baseName.text == "fit" ? "scaledToFit" : "scaledToFill"
            // The name replaced, and everything between the parentheses (their inner trivia too) removed.
            found.add(at: name, fix: [
                TextEdit(replacing: name, with: replacement),
                TextEdit(from: open.endPositionBeforeTrailingTrivia, to: close.positionAfterSkippingLeadingTrivia),
            ])
        }
    }
}
