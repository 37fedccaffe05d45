// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A case whose only statement is `fallthrough` should be merged into the next case's pattern list.
struct NoFallthroughOnlyRule: Rule {
    static let description = RuleDescription(
        identifier: "no_fallthrough_only",
        name: "No Fallthrough only",
        description: "Fallthroughs can only be used if the `case` contains at least one other statement",
        nonTriggeringExamples: [
            Example("switch value {\ncase 1:\n    log(1)\n    fallthrough\ncase 2:\n    log(2)\ndefault:\n    break\n"
                    + "}\n"),
            Example("switch value {\ncase .a:\n    log(1)\ncase .b:\n    fallthrough\n@unknown default:\n    log(0)\n"
                    + "}\n"),
            Example("switch value {\ncase 1: // one\n    log(1)\ndefault:\n    break\n}\n"),
        ],
        triggeringExamples: [
            Example("switch value {\ncase 1:\n    ↓fallthrough\ncase 2:\n    log(2)\ndefault:\n    break\n}\n"),
            Example("switch value {\ncase 1: // one\n    ↓fallthrough\ndefault:\n    break\n}\n"),
            Example("switch point {\ncase let (x, y) where x == y:\n    log(1)\ncase let (x, y) where x == -y:\n"
                    + "    ↓fallthrough\ndefault:\n    log(2)\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("fallthrough") else { return }
        walk.visitPost(SwitchCaseListSyntax.self) { node, found in
            let cases = node.compactMap { $0.as(SwitchCaseSyntax.self) }
            for (index, switchCase) in cases.enumerated() {
                guard switchCase.statements.count == 1,
                      let statement = switchCase.statements.first?.item.as(FallThroughStmtSyntax.self) else { continue }
                // Falling through into `@unknown default` cannot be written any other way.
                if index + 1 < cases.count, cases[index + 1].attribute != nil { continue }
                found.add(at: statement)
            }
        }
    }
}
