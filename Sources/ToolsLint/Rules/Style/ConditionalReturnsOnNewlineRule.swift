// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A `return` ending the body of an `if`, its `else` or a `guard` is not on the line of the keyword, as
/// SwiftLint's opt-in `conditional_returns_on_newline`; `if_only` leaves `guard` alone.
struct ConditionalReturnsOnNewlineRule: Rule {
    static let description = RuleDescription(
        identifier: "conditional_returns_on_newline",
        name: "Conditional Returns on Newline",
        description: "Conditional statements should always return on the next line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("guard true else {\n return true\n}\n"),
            Example("guard true,\n let x = true else {\n return true\n}\n"),
            Example("if true else {\n return true\n}\n"),
            Example("if textField.returnKeyType == .Next {\n"),
            Example("if true { // return }\n"),
            Example("guard something\nelse { return }\n"),
            Example("guard true else { return }\n", options: "if_only: true"),
            Example("if a {\n    return\n} else if b {\n    return\n}\n", options: "if_only: true"),
        ],
        triggeringExamples: [
            Example("↓guard true else { return }\n"),
            Example("↓if true { return }\n"),
            Example("↓if true { break } else { return }\n"),
            Example("↓if true { break } else {       return }\n"),
            Example("↓if true { return \"YES\" } else { return \"NO\" }\n"),
            Example("↓guard condition else { XCTFail(); return }\n"),
            Example("if a {\n    run()\n} else ↓if b { return }\n", options: "if_only: true"),
        ]
    )

    var ifOnly = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("if_only", \.ifOnly, "only `if` statements are checked, not `guard`")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("return") else { return }
        func returnsOnLine(of keyword: TokenSyntax, _ statements: CodeBlockItemListSyntax) -> Bool {
            guard let last = statements.last?.item.as(ReturnStmtSyntax.self) else { return false }
            return file.lineNumber(at: last.returnKeyword.positionAfterSkippingLeadingTrivia)
                == file.lineNumber(at: keyword.positionAfterSkippingLeadingTrivia)
        }
        walk.visitPost(IfExprSyntax.self) { node, found in
            if returnsOnLine(of: node.ifKeyword, node.body.statements) {
                found.add(at: node.ifKeyword)
            } else if let body = node.elseBody?.as(CodeBlockSyntax.self), let keyword = node.elseKeyword,
                      returnsOnLine(of: keyword, body.statements) {
                found.add(at: node.ifKeyword)
            }
        }
        guard !ifOnly else { return }
        walk.visitPost(GuardStmtSyntax.self) { node, found in
            if returnsOnLine(of: node.guardKeyword, node.body.statements) { found.add(at: node.guardKeyword) }
        }
    }
}
