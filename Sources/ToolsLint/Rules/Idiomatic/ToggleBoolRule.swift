// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `flag.toggle()` rather than `flag = !flag`, as SwiftLint's opt-in `toggle_bool`.
struct ToggleBoolRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "toggle_bool",
        name: "Toggle Bool",
        description: "Prefer `someBool.toggle()` over `someBool = !someBool`",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("isHidden.toggle()\nview.clipsToBounds.toggle()\n"),
            Example("view.clipsToBounds = !clipsToBounds\n"),
            Example("disconnected = !connected\n"),
            Example("result = !result.toggle()\n"),
        ],
        triggeringExamples: [
            Example("↓isHidden = !isHidden\n"),
            Example("↓view.clipsToBounds = !view.clipsToBounds\n"),
            Example("func flip() { ↓flag = !flag }\n"),
        ],
        corrections: [
            Correction(Example("↓isHidden = !isHidden\n"), "isHidden.toggle()\n"),
            Correction(Example("func flip() { ↓view.flag = !view.flag }\n"), "func flip() { view.flag.toggle() }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("!") else { return }
        walk.visitPost(ExprListSyntax.self) { node, found in
            let elements = Array(node)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[2].is(PrefixOperatorExprSyntax.self),
                  elements[2].trimmedDescription == "!" + elements[0].trimmedDescription else { return }
            let range = node.trimmedByteRange
            found.add(atByte: range.lowerBound, fix: [TextEdit(range, file.trimmedText(of: elements[0]) + ".toggle()")])
        }
    }
}
