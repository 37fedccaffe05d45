// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `joined()` already joins with `""`: `joined(separator: "")` spells out the default. `--fix` removes it.
struct JoinedDefaultParameterRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "joined_default_parameter",
        name: "Joined Default Parameter",
        description: "Discouraged explicit usage of the default separator",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let foo = bar.joined()\n"),
            Example("let foo = bar.joined(separator: \",\")\n"),
            Example("let foo = bar.joined(separator: toto)\n"),
            Example("let foo = joined(separator: \"\")\nlet text = bar.joined(separator: \"\"\"\n\"\"\")\n"),
        ],
        triggeringExamples: [
            Example("let foo = bar.joined(↓separator: \"\")\n"),
            Example("let foo = bar.filter(toto)\n             .joined(↓separator: \"\"),\n"),
            Example("func foo() -> String {\n  return [\"1\", \"2\"].joined(↓separator: \"\")\n}\n"),
        ],
        corrections: [
            Correction(Example("let foo = bar.joined(↓separator: \"\")\n"), "let foo = bar.joined()\n"),
            Correction(Example("let foo = bar.filter(toto)\n.joined(↓separator: \"\")\n"),
                       "let foo = bar.filter(toto)\n.joined()\n"),
            Correction(Example("func foo() -> String {\n   return [\"1\", \"2\"].joined(↓separator: \"\")\n}\n"),
                       "func foo() -> String {\n   return [\"1\", \"2\"].joined()\n}\n"),
            Correction(Example("class C {\n#if true\nlet foo = bar.joined(↓separator: \"\")\n#endif\n}\n"),
                       "class C {\n#if true\nlet foo = bar.joined()\n#endif\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("joined") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let argument = node.arguments.first, argument.label?.text == "separator",
                  argument.expression.isEmptyStringLiteral,
                  node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "joined"
            else { return }
            found.add(at: argument, fix: [TextEdit(from: node.arguments.position, to: node.arguments.endPosition)])
        }
    }
}
