// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.contains { … }` rather than `list.filter { … }.count > 0`: filtering builds an array only to
/// count it, as SwiftLint's opt-in `contains_over_filter_count` says (a comparison of three elements,
/// `==`, `!=` or `>` with a zero literal).
struct ContainsOverFilterCountRule: Rule {
    static let description = RuleDescription(
        identifier: "contains_over_filter_count",
        name: "Contains over Filter Count",
        description: "Prefer `contains` over comparing `filter(where:).count` to 0",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let result = myList.filter(where: { $0 % 2 == 0 }).count > 1\n"),
            Example("let result = myList.filter { $0 % 2 == 0 }.count > 1\n"),
            Example("let result = myList.filter(where: { $0 % 2 == 0 }).count > 01\n"),
            Example("let result = myList.filter { $0 % 2 == 0 }.count == 1\n"),
            Example("let result = myList.filter(where: { $0 % 2 == 0 }).count != 01\n"),
            Example("let result = myList.contains(where: { $0 % 2 == 0 })\n"),
            Example("let result = !myList.contains(where: { $0 % 2 == 0 })\n"),
            Example("let result = myList.contains(10)\n"),
            Example("let result = myList.filter(isEven).count >= 0\nlet other = 0 == myList.filter(isEven).count\n"),
            Example("let result = ready && myList.filter(isEven).count > 0\n"),
        ],
        triggeringExamples: [
            Example("let result = ↓myList.filter(where: { $0 % 2 == 0 }).count > 0\n"),
            Example("let result = ↓myList.filter { $0 % 2 == 0 }.count > 0\n"),
            Example("let result = ↓myList.filter(where: someFunction).count > 0\n"),
            Example("let result = ↓myList.filter(where: { $0 % 2 == 0 }).count == 0\n"),
            Example("let result = ↓myList.filter { $0 % 2 == 0 }.count == 0\n"),
            Example("let result = ↓myList.filter(where: someFunction).count != 0\n"),
            Example("let result = ↓(myList.filter(isEven)).count == 0x00\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("filter") else { return }
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            let elements = node.elements
            guard elements.count == 3, let first = elements.first, let last = elements.last,
                  last.as(IntegerLiteralExprSyntax.self)?.hasZeroValue == true,
                  let kind = elements.dropFirst().first?.firstToken(viewMode: .sourceAccurate)?.tokenKind,
                  kind.isEqualOrNotEqualOperator || kind == .binaryOperator(">"),
                  let count = first.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
                  let call = count.base?.callOrSingleParenthesizedCall,
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "filter"
            else { return }
            found.add(at: node)
        }
    }
}
