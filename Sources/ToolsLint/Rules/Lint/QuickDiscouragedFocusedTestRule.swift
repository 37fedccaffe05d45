// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `fit`, `fdescribe`, `fcontext` make Quick run only them: a focused test committed by mistake silently
/// skips the rest of the suite.
struct QuickDiscouragedFocusedTestRule: Rule {
    static let description = RuleDescription(
        identifier: "quick_discouraged_focused_test",
        name: "Quick Discouraged Focused Test",
        description: "Non-focused tests won't run as long as this test is focused",
        isOptIn: true,
        nonTriggeringExamples: QuickDiscouragedFocusedTestExamples.nonTriggering,
        triggeringExamples: QuickDiscouragedFocusedTestExamples.triggering
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard QuickCallKinds.focused.contains(where: { file.contains($0) }) else { return }
        QuickSpecCalls.register(&walk, names: QuickCallKinds.focused)
    }
}
