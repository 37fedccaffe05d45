// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `XCTFail()` without a message leaves the reader of a failed run guessing.
struct XCTFailMessageRule: Rule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("XCTFail") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "XCTFail" else { return }
            if node.arguments.isEmpty {
                found.add(at: node)
            } else if node.arguments.count == 1, node.arguments.first?.expression.isEmptyStringLiteral == true {
                found.add(at: node)
            }
        }
    }
}
