// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The same set of conditions twice in one `if`/`else if` chain, or the same pattern twice in one `switch`.
struct DuplicateConditionsRule: Rule {
    static let description = RuleDescription(
        identifier: "duplicate_conditions",
        name: "Duplicate Conditions",
        description: "Duplicate sets of conditions in the same branch instruction should be avoided",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("if x < 5 {\n    a()\n} else if y == 1 {\n    b()\n}\n"),
            Example("if x < 5 {\n    a()\n}\nif x < 5 {\n    b()\n}\n"),
            Example("if x < 5, y == 1 {\n    a()\n} else if x < 5 {\n    b()\n}\n"),
            Example("switch x {\ncase 1 where y == 1:\n    a()\ncase 1 where y == 2:\n    b()\ndefault:\n    break\n"
                    + "}\n"),
            Example("if let v = first {\n    a()\n} else if let v = second {\n    b()\n}\n"),
            Example("if true {\n    if true { a() }\n}\n"),
        ],
        triggeringExamples: [
            Example("if ↓x < 5 {\n    a()\n} else if y == 1 {\n    b()\n} else if ↓x < 5 {\n    c()\n}\n"),
            Example("if ↓x < 5, y == 1 {\n    a()\n} else if x < 9 {\n    b()\n} else if ↓y == 1, x < 5 {\n    c()\n"
                    + "}\n"),
            Example("switch x {\ncase ↓1, 2:\n    a()\ncase 3, ↓1:\n    b()\ndefault:\n    break\n}\n"),
            Example("if ↓let v = first {\n    a()\n} else if ↓let v = first {\n    b()\n}\n"),
            Example("if ↓#available(iOS 17, *) {\n    a()\n} else if ↓#available(iOS 17, *) {\n    b()\n}\n"),
            Example("if ↓x < 5 {}\nelse if ↓x < 5 {}\nelse if ↓x < 5 {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(IfExprSyntax.self) { node, found in
            // An `else if` is checked with the chain its first `if` starts.
            guard node.parent?.is(IfExprSyntax.self) != true else { return }
            // A lone `if` (no `else if`) has nothing to repeat: its conditions' text is not made.
            guard node.elseBody?.is(IfExprSyntax.self) == true else { return }
            var groups = PositionGroups<Set<String>>()
            var current: IfExprSyntax? = node
            while let branch = current {
                let conditions = Set(branch.conditions.map { $0.condition.trimmedDescription })
                groups.append(branch.conditions.positionAfterSkippingLeadingTrivia, for: conditions)
                current = branch.elseBody?.as(IfExprSyntax.self)
            }
            groups.duplicated.forEach { found.add(at: $0) }
        }
        walk.visitPost(SwitchCaseListSyntax.self) { node, found in
            // A single case item has nothing to repeat: its text is not made.
            guard node.count > 1 || Self.itemCount(of: node.first) > 1 else { return }
            var groups = PositionGroups<String>()
            for element in node {
                guard let switchCase = element.as(SwitchCaseSyntax.self),
                      case .case(let label) = switchCase.label else { continue }
                for item in label.caseItems {
                    let key = item.pattern.trimmedDescription + (item.whereClause?.trimmedDescription ?? "")
                    groups.append(item.positionAfterSkippingLeadingTrivia, for: key)
                }
            }
            groups.duplicated.forEach { found.add(at: $0) }
        }
    }

    private static func itemCount(of element: SwitchCaseListSyntax.Element?) -> Int {
        guard let switchCase = element?.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else {
            return 0
        }
        return label.caseItems.count
    }
}
