// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `NotificationCenter.default.removeObserver(self)` outside `deinit` also removes observers set up by superclasses.
public struct NotificationCenterDetachmentRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("removeObserver") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard node.trailingClosure == nil, node.arguments.count == 1,
                  let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "removeObserver",
                  let center = called.base?.as(MemberAccessExprSyntax.self), center.declName.baseName.text == "default",
                  center.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NotificationCenter",
                  let argument = node.arguments.first, argument.label == nil,
                  argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return }
            add(node)
        }
    }
}
