// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `xit`, `xdescribe`, `pending` keep tests from running; they tend to stay that way.
struct QuickDiscouragedPendingTestRule: Rule {
    static let description = RuleDescription(
        identifier: "quick_discouraged_pending_test",
        name: "Quick Discouraged Pending Test",
        description: "This test won't run as long as it's marked pending",
        isOptIn: true,
        nonTriggeringExamples: QuickDiscouragedPendingTestExamples.nonTriggering,
        triggeringExamples: QuickDiscouragedPendingTestExamples.triggering
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard QuickCallKinds.pending.contains(where: { file.contains($0) }) else { return }
        QuickSpecCalls.register(&walk, names: QuickCallKinds.pending)
    }
}
