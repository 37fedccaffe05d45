// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// In a code base testing with Nimble, `expect(value) == 1` rather than any `XCTAssert…` call.
struct PreferNimbleRule: Rule {
    static let description = RuleDescription(
        identifier: "prefer_nimble",
        name: "Prefer Nimble",
        description: "Prefer Nimble matchers over XCTAssert functions",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("expect(foo) == 1\n"),
            Example("expect(foo).to(equal(1))\n"),
            Example("XCTFail(\"unreachable\")\nXCTest.XCTAssert(flag)\n"),
        ],
        triggeringExamples: [
            Example("↓XCTAssertTrue(foo)\n"),
            Example("↓XCTAssertEqual(foo, 2)\n"),
            Example("↓XCTAssertNotEqual(foo, 2)\n"),
            Example("↓XCTAssertNil(foo)\n"),
            Example("↓XCTAssert(foo)\n"),
            Example("↓XCTAssertGreaterThan(foo, 10)\n"),
            Example("let value = try ↓XCTAssertNoThrow(run())\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("XCTAssert") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("XCTAssert") == true {
                found.add(at: node)
            }
        }
    }
}
