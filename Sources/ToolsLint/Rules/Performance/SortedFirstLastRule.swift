// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.min()` rather than `list.sorted().first`: sorting the whole list to keep one end of it, as
/// SwiftLint's opt-in `sorted_first_last`.
struct SortedFirstLastRule: Rule {
    static let description = RuleDescription(
        identifier: "sorted_first_last",
        name: "Min or Max over Sorted First or Last",
        description: "Prefer using `min()` or `max()` over `sorted().first` or `sorted().last`",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let min = myList.min()\n"),
            Example("let min = myList.min(by: { $0 < $1 })\n"),
            Example("let min = myList.min(by: >)\n"),
            Example("let max = myList.max(by: { $0 < $1 })\n"),
            Example("let message = messages.sorted(byKeyPath: #keyPath(Message.timestamp)).last\n"),
            Example("let message = messages.sorted(byKeyPath: \"timestamp\", ascending: false).first\n"),
            Example("myList.sorted().firstIndex(of: key)\n"),
            Example("myList.sorted().lastIndex(where: someFunction)\n"),
            Example("myList.sorted().firstIndex { $0 == key }\n"),
            Example("myList.sorted().first(where: someFunction)\n"),
            Example("myList.sorted().last { $0 == key }\n"),
            Example("let first = ((myList.sorted())).first\n"),
        ],
        triggeringExamples: [
            Example("↓myList.sorted().first\n"),
            Example("↓myList.sorted(by: { $0.description < $1.description }).first\n"),
            Example("↓myList.sorted(by: >).first\n"),
            Example("↓myList.map { $0 + 1 }.sorted().first\n"),
            Example("↓myList.sorted(by: someFunction).first\n"),
            Example("↓myList.map { $0 + 1 }.sorted { $0.description < $1.description }.first\n"),
            Example("↓myList.sorted().last\n"),
            Example("↓myList.sorted().last?.something()\n"),
            Example("↓myList.map { $0 + 1 }.sorted { $0.first < $1.first }.last\n"),
            Example("let lowest = ↓(myList.sorted()).first\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("sorted") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            let name = node.declName.baseName.text
            guard name == "first" || name == "last", node.parent?.is(FunctionCallExprSyntax.self) != true,
                  let call = node.base?.callOrSingleParenthesizedCall,
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sorted"
            else { return }
            let labels = call.arguments.map { $0.label?.text }
            guard labels.isEmpty || labels == ["by"] else { return }
            found.add(at: node)
        }
    }
}
