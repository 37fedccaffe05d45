// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `if #available(…) {} else { work() }` reads better inverted: `if #unavailable(…) { work() }`.
struct UnavailableConditionRule: Rule {
    static let description = RuleDescription(
        identifier: "unavailable_condition",
        name: "Unavailable Condition",
        description: "Use #unavailable/#available instead of #available/#unavailable with an empty body.",
        nonTriggeringExamples: [
            Example("if #unavailable(iOS 13) {\n  loadLegacy()\n}\n"),
            Example("if #available(iOS 16, *) {\n  loadModern()\n} else {\n  loadLegacy()\n}\n"),
            Example("if #available(macOS 14, *) {\n   // nothing\n} else if #available(macOS 13, *) {\n   adapt()\n"
                    + "}\n"),
            Example("if #available(macOS 14, *) {\n} else if ready {\n   adapt()\n} else if #available(macOS 12, *) {\n"
                    + "   fallback()\n}\n"),
            Example("if #available(iOS 16, *), ready {\n} else {\n  loadLegacy()\n}\n"),
        ],
        triggeringExamples: [
            Example("if ↓#available(iOS 16, *) {\n\n} else {\n  loadLegacy()\n}\n"),
            Example("if ↓#available(iOS 16, *) {\n  // nothing to do\n} else {\n  loadLegacy()\n}\n"),
            Example("if ↓#unavailable(iOS 13) {\n  // nothing\n} else if ready {\n  loadModern()\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("available(") else { return }
        walk.visitPost(IfExprSyntax.self) { node, found in
            guard node.body.statements.isEmpty, node.conditions.count == 1,
                  let availability = node.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
                  !Self.laterBranchChecksAvailability(node) else { return }
            let reason = availability.availabilityKeyword.tokenKind == .poundAvailable
                ? "Use #unavailable instead of #available with an empty body"
                : "Use #available instead of #unavailable with an empty body"
            found.add(at: availability, reason: reason)
        }
    }

    /// With another availability check further down the chain, inverting the first may not be possible.
    static func laterBranchChecksAvailability(_ node: IfExprSyntax) -> Bool {
        var current = node.elseBody?.as(IfExprSyntax.self)
        while let branch = current {
            if branch.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return true
            }
            current = branch.elseBody?.as(IfExprSyntax.self)
        }
        return false
    }
}
