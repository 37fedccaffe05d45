// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `fatalError()` without a message leaves whoever reads the crash log guessing.
struct FatalErrorMessageRule: Rule {
    static let description = RuleDescription(
        identifier: "fatal_error_message",
        name: "Fatal Error Message",
        description: "A fatalError call should have a message",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("func load() {\n  fatalError(\"store missing\")\n}\n"),
            Example("func load() {\n  fatalError(message)\n}\n"),
            Example("func load() {\n  fatalError(\"\", file: file)\n}\n"),
            Example("func load() {\n  fatalError(\"\"\"\n  \"\"\")\n}\n"),
        ],
        triggeringExamples: [
            Example("func load() {\n  ↓fatalError(\"\")\n}\n"),
            Example("func load() {\n  ↓fatalError()\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("fatalError") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fatalError" else { return }
            if node.arguments.isEmpty {
                found.add(at: node)
            } else if node.arguments.count == 1, node.arguments.first?.expression.isEmptyStringLiteral == true {
                found.add(at: node)
            }
        }
    }
}
