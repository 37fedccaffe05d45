// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `case .bar:` matches an optional enum since Swift 5.1: no `case .bar?:`, as SwiftLint's opt-in
/// `optional_enum_case_matching` (alone or as an element of a tuple pattern; `_?`, `true?` and `false?` are
/// left alone).
struct OptionalEnumCaseMatchingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "optional_enum_case_matching",
        name: "Optional Enum Case Match",
        description: "Matching an enum case against an optional enum without '?' is supported on Swift 5.1 and above",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("switch foo {\n case .bar: break\n case .baz: break\n default: break\n}\n"),
            Example(
                "switch foo {\n case (.bar, .baz): break\n case (.bar, _): break\n case (_, .baz): break\n"
                    + " default: break\n}\n"
            ),
            Example(
                "switch (x, y) {\ncase (.c, _?):\n    break\ncase (.c, nil):\n    break\ncase (_, _):\n    break\n}\n"
            ),
            Example("switch bool {\ncase true?:\n  break\ncase false?:\n  break\ncase .none:\n  break\n}\n"),
        ],
        triggeringExamples: [
            Example("switch foo {\n case .bar↓?: break\n case .baz: break\n default: break\n}\n"),
            Example("switch foo {\n case Foo.bar↓?: break\n case .baz: break\n default: break\n}\n"),
            Example("switch foo {\n case .bar↓?, .baz↓?: break\n default: break\n}\n"),
            Example("switch foo {\n case .bar↓? where x > 1: break\n case .baz: break\n default: break\n}\n"),
            Example(
                "switch foo {\n case (.bar↓?, .baz↓?): break\n case (.bar↓?, _): break\n case (_, .bar↓?): break\n"
                    + " default: break\n}\n"
            ),
        ],
        corrections: [
            Correction(
                Example("switch foo {\n case .bar↓?: break\n case .baz: break\n default: break\n}\n"),
                "switch foo {\n case .bar: break\n case .baz: break\n default: break\n}\n"
            ),
            Correction(
                Example("switch foo {\n case Foo.bar↓?: break\n case .baz: break\n default: break\n}\n"),
                "switch foo {\n case Foo.bar: break\n case .baz: break\n default: break\n}\n"
            ),
            Correction(
                Example("switch foo {\n case .bar↓?, .baz↓?: break\n default: break\n}\n"),
                "switch foo {\n case .bar, .baz: break\n default: break\n}\n"
            ),
            Correction(
                Example("switch foo {\n case .bar↓? where x > 1: break\n case .baz: break\n default: break\n}\n"),
                "switch foo {\n case .bar where x > 1: break\n case .baz: break\n default: break\n}\n"
            ),
            Correction(
                Example(
                    "switch foo {\n case (.bar↓?, .baz↓?): break\n case (.bar↓?, _): break\n case (_, .bar↓?): break\n"
                        + " default: break\n}\n"
                ),
                "switch foo {\n case (.bar, .baz): break\n case (.bar, _): break\n case (_, .bar): break\n"
                    + " default: break\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("?"), file.contains("case") else { return }
        walk.visitPost(SwitchCaseItemSyntax.self) { node, found in
            guard let pattern = node.pattern.as(ExpressionPatternSyntax.self) else { return }
            if let optional = pattern.expression.as(OptionalChainingExprSyntax.self) {
                guard !optional.expression.isDiscardOrBooleanLiteral else { return }
                let mark = optional.questionMark
                // The `?` goes; a `where` after it keeps the spacing that followed the `?`.
                let edit = node.whereClause.map {
                    TextEdit(
                        mark.position.utf8Offset..<$0.positionAfterSkippingLeadingTrivia.utf8Offset,
                        mark.trailingTrivia.description
                    )
                } ?? TextEdit(mark.position.utf8Offset..<mark.endPosition.utf8Offset)
                found.add(at: mark, fix: [edit])
            } else if let tuple = pattern.expression.as(TupleExprSyntax.self) {
                for element in tuple.elements {
                    guard let optional = element.expression.as(OptionalChainingExprSyntax.self),
                          !optional.expression.isDiscardOrBooleanLiteral else { continue }
                    let mark = optional.questionMark
                    found.add(at: mark, fix: [TextEdit(mark.position.utf8Offset..<mark.endPosition.utf8Offset)])
                }
            }
        }
    }
}

private extension ExprSyntax {
    var isDiscardOrBooleanLiteral: Bool {
        self.is(DiscardAssignmentExprSyntax.self) || self.is(BooleanLiteralExprSyntax.self)
    }
}
