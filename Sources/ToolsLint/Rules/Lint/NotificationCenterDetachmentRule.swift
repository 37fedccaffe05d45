// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `NotificationCenter.default.removeObserver(self)` outside `deinit` also removes observers set up by superclasses.
struct NotificationCenterDetachmentRule: Rule {
    static let description = RuleDescription(
        identifier: "notification_center_detachment",
        name: "Notification Center Detachment",
        description: "An object should only remove itself as an observer in `deinit`",
        nonTriggeringExamples: [
            Example("class Screen {\n   deinit {\n       NotificationCenter.default.removeObserver(self)\n   }\n}\n"),
            Example("class Screen {\n   func stop() {\n       NotificationCenter.default.removeObserver(token)\n"
                    + "   }\n}\n"),
        ],
        triggeringExamples: [
            Example("class Screen {\n   func stop() {\n       ↓NotificationCenter.default.removeObserver(self)\n"
                    + "   }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("removeObserver") else { return }
        walk.visit(DeinitializerDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.trailingClosure == nil, node.arguments.count == 1,
                  let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "removeObserver",
                  let center = called.base?.as(MemberAccessExprSyntax.self), center.declName.baseName.text == "default",
                  center.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NotificationCenter",
                  let argument = node.arguments.first, argument.label == nil,
                  argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return }
            found.add(at: node)
        }
    }
}
