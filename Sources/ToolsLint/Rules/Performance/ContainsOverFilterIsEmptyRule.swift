// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.contains { … }` rather than `list.filter { … }.isEmpty`: filtering builds an array only to ask
/// whether it is empty, as SwiftLint's opt-in `contains_over_filter_is_empty`.
struct ContainsOverFilterIsEmptyRule: Rule {
    static let description = RuleDescription(
        identifier: "contains_over_filter_is_empty",
        name: "Contains over Filter is Empty",
        description: "Prefer `contains` over using `filter(where:).isEmpty`",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let result = myList.filter(where: { $0 % 2 == 0 }).count > 1\n"),
            Example("let result = myList.filter { $0 % 2 == 0 }.count == 1\n"),
            Example("let result = myList.contains(where: { $0 % 2 == 0 })\n"),
            Example("let result = !myList.contains(where: { $0 % 2 == 0 })\n"),
            Example("let result = myList.contains(10)\n"),
            Example("let result = myList.filter(isEven).first?.isEmpty\n"),
        ],
        triggeringExamples: [
            Example("let result = ↓myList.filter(where: { $0 % 2 == 0 }).isEmpty\n"),
            Example("let result = !↓myList.filter(where: { $0 % 2 == 0 }).isEmpty\n"),
            Example("let result = ↓myList.filter { $0 % 2 == 0 }.isEmpty\n"),
            Example("let result = ↓myList.filter(where: someFunction).isEmpty\n"),
            Example("let result = ↓(myList.filter(isEven)).isEmpty\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("filter") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            guard node.declName.baseName.text == "isEmpty", let call = node.base?.callOrSingleParenthesizedCall,
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "filter"
            else { return }
            found.add(at: node)
        }
    }
}
