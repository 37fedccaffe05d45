// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `map(NSNumber.init)` may pick the wrong initializer (a compiler bug) and crash; name `init(value:)`.
public struct NSNumberInitAsFunctionReferenceRule: Rule {
    public static let description = RuleDescription(
        identifier: "ns_number_init_as_function_reference",
        name: "NSNumber Init as Function Reference",
        description: "Passing `NSNumber.init` or `NSDecimalNumber.init` as a function reference is dangerous "
            + "as it can cause the wrong initializer to be used, causing crashes; use `.init(value:)` instead",
        nonTriggeringExamples: [
            Example("[0, 0.2].map(NSNumber.init(value:))\n"),
            Example("let value = NSNumber.init(value: 0.0)\n"),
            Example("[0, 0.2].map { NSDecimalNumber(value: $0) }\n"),
        ],
        triggeringExamples: [
            Example("[0, 0.2].map(↓NSNumber.init)\n"),
            Example("[0, 0.2].map(↓NSDecimalNumber.init)\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("Number.init") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: MemberAccessExprSyntax) {
            guard node.declName.argumentNames?.arguments.isEmpty ?? true, node.declName.baseName.text == "init",
                  node.parent?.is(FunctionCallExprSyntax.self) != true,
                  let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  base == "NSNumber" || base == "NSDecimalNumber" else { return }
            add(node)
        }
    }
}
