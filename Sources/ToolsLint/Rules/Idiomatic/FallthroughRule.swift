// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `fallthrough` runs the next case's body without its pattern: list the patterns in one case instead.
struct FallthroughRule: Rule {
    static let description = RuleDescription(
        identifier: "fallthrough",
        name: "Fallthrough",
        description: "Fallthrough should be avoided",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("switch foo {\ncase .bar, .bar2, .bar3:\n  something()\n}\n"),
            Example("let fallthroughCount = 1 // fallthrough\n"),
        ],
        triggeringExamples: [
            Example("switch foo {\ncase .bar:\n  ↓fallthrough\ncase .bar2:\n  something()\n}\n"),
            Example("switch foo {\ncase .bar:\n  run()\n  ↓fallthrough\ndefault:\n  something()\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("fallthrough") else { return }
        walk.visitPost(FallThroughStmtSyntax.self) { node, found in found.add(at: node) }
    }
}
