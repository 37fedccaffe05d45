// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.first(where: p) != nil` asks whether an element matches: that is `list.contains(where: p)`.
struct ContainsOverFirstNotNilRule: Rule {
    static let description = RuleDescription(
        identifier: "contains_over_first_not_nil",
        name: "Contains over First not Nil",
        description: "Prefer `contains` over `first(where:) != nil` and `firstIndex(where:) != nil`.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let first = items.first(where: { $0 % 2 == 0 })\n"),
            Example("let index = items.firstIndex { $0 % 2 == 0 }\n"),
            Example("let found = nil != items.first(where: isEven)\n"),
            Example("let some = items.first != nil\n"),
        ],
        triggeringExamples: [
            Example("let found = ↓items.first { $0 % 2 == 0 } != nil\n"),
            Example("let found = ↓items.map { $0 + 1 }.first(where: isEven) == nil\n"),
            Example("let found = (↓items.firstIndex { $0 % 2 == 0 }) != nil\n"),
            Example("let both = ready && ↓items.firstIndex(of: 1) != nil\n"),
            Example("XCTAssertTrue(try ↓cursor.first { $0 == 3 } == nil)\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("first") else { return }
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            // Only a comparison with `nil` can hold a finding: the sequence is folded only then.
            guard node.elements.contains(where: { $0.is(NilLiteralExprSyntax.self) }) else { return }
            let folded = FoldedSequence(node)
            for operation in folded.operations {
                let kind = folded.elements[operation.operatorIndex].as(BinaryOperatorExprSyntax.self)?.operator.text
                guard kind == "!=" || kind == "==",
                      folded.single(operation.right)?.is(NilLiteralExprSyntax.self) == true,
                      let call = folded.single(operation.left)?.withoutEffectMarkers.unparenthesizedCall,
                      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      name == "first" || name == "firstIndex" else { continue }
                found.add(at: call, reason: "Prefer `contains` over `\(name)(where:) != nil`")
            }
        }
    }
}
