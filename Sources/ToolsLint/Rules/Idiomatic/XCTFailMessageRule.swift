// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `XCTFail()` without a message leaves the reader of a failed run guessing.
public struct XCTFailMessageRule: Rule {
    public static let description = RuleDescription(
        identifier: "xctfail_message",
        name: "XCTFail Message",
        description: "An XCTFail call should include a description of the assertion",
        nonTriggeringExamples: [
            Example("func testLogin() {\n  XCTFail(\"login should fail\")\n}\n"),
            Example("func testLogin() {\n  XCTFail(message)\n}\n"),
        ],
        triggeringExamples: [
            Example("func testLogin() {\n  ↓XCTFail()\n}\n"),
            Example("func testLogin() {\n  ↓XCTFail(\"\")\n}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("XCTFail") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "XCTFail" else { return }
            if node.arguments.isEmpty {
                add(node)
            } else if node.arguments.count == 1, node.arguments.first?.expression.isEmptyStringLiteral == true {
                add(node)
            }
        }
    }
}
