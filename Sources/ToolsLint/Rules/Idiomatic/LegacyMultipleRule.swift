// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `value.isMultiple(of: 2)` says what `value % 2 == 0` computes; reported at the `%`.
struct LegacyMultipleRule: Rule {
    static let description = RuleDescription(
        identifier: "legacy_multiple",
        name: "Legacy Multiple",
        description: "Prefer using the `isMultiple(of:)` function instead of using the remainder operator (`%`)",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("cell.contentView.backgroundColor = indexPath.row.isMultiple(of: 2) ? .gray : .white\n"),
            Example("guard count.isMultiple(of: 2) else { throw DecodingError.dataCorrupted(...) }\n"),
            Example("sanityCheck(bytes > 0 && bytes.isMultiple(of: 4), \"capacity must be multiple of 4 bytes\")\n"),
            Example("guard let i = reversedNumbers.firstIndex(where: { $0.isMultiple(of: 2) }) else { return }\n"),
            Example("let constant = 56\nlet isMultiple = value.isMultiple(of: constant)\n"),
            Example("let constant = 56\nlet secret = value % constant == 5\n"),
            Example("let secretValue = (value % 3) + 2\n"),
            Example("let odd = (value % 2) == 0\nlet sum = a + value % 2 == 0\n"),
        ],
        triggeringExamples: [
            Example("cell.contentView.backgroundColor = indexPath.row ↓% 2 == 0 ? .gray : .white\n"),
            Example("cell.contentView.backgroundColor = 0 == indexPath.row ↓% 2 ? .gray : .white\n"),
            Example("cell.contentView.backgroundColor = indexPath.row ↓% 2 != 0 ? .gray : .white\n"),
            Example("guard count ↓% 2 == 0 else { throw DecodingError.dataCorrupted(...) }\n"),
            Example("sanityCheck(bytes > 0 && bytes ↓% 4 == 0, \"capacity must be multiple of 4 bytes\")\n"),
            Example("guard let i = reversedNumbers.firstIndex(where: { $0 ↓% 2 == 0 }) else { return }\n"),
            Example("let constant = 56\nlet isMultiple = value ↓% constant == 0\n"),
            Example("let even = a * b ↓% 2 == 0x0\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("%") else { return }
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            guard node.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "%" })
            else { return }
            let folded = FoldedSequence(node)
            for comparison in folded.operations {
                let text = folded.elements[comparison.operatorIndex].as(BinaryOperatorExprSyntax.self)?.operator.text
                guard text == "==" || text == "!=" else { continue }
                for (remainder, zero) in [(comparison.left, comparison.right), (comparison.right, comparison.left)] {
                    guard folded.single(zero)?.as(IntegerLiteralExprSyntax.self)?.hasZeroValue == true,
                          let operation = folded.operations.first(where: {
                              $0.left.lowerBound == remainder.lowerBound && $0.right.upperBound == remainder.upperBound
                          }),
                          let percent = folded.elements[operation.operatorIndex].as(BinaryOperatorExprSyntax.self),
                          percent.operator.text == "%" else { continue }
                    found.add(at: percent.operator)
                }
            }
        }
    }
}
