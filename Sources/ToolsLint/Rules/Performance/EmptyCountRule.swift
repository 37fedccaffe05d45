// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `items.isEmpty` rather than `items.count == 0`, as SwiftLint's opt-in `empty_count`; with
/// `only_after_dot`, a bare `count` is not checked.
struct EmptyCountRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "empty_count",
        name: "Empty Count",
        description: "Prefer checking `isEmpty` over comparing `count` to zero",
        defaultSeverity: .error,
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("var count = 0\nlet empty = list.isEmpty\n"),
            Example("let many = list.count > 1\nlet one = list.count == 1\nlet hex = list.count == 0xff\n"),
            Example("let none = discount == 0\nlet other = order.discount == 0\n"),
            Example("let rule = #Rule(Event(id: \"tip\")) { $0.donations.count == 0 }\n"),
            Example("func isEmpty(count: Int) -> Bool { count == 0 }\n"),
            Example("var isEmpty: Bool {\n    let count = 0\n    return count == 0\n}\n"),
            Example("let check = { count in count == 0 }(1)\n"),
            Example("let bare = count == 0\n", options: "only_after_dot: true"),
        ],
        triggeringExamples: [
            Example("let empty = list.↓count == 0\n"),
            Example("let empty = 0 == list.↓count\nlet tight = list.↓count==0\n"),
            Example("let some = list.↓count > 0\nlet other = list.↓count != 0\n"),
            Example("let empty = list.↓count == 0x00_00\nlet binary = list.↓count == 0b00\n"),
            Example("let bare = ↓count == 0\n"),
            Example("let both = ↓count == 0 && list.↓count == 0o00\n"),
            Example("#Check { $0.list.↓count == 0 }\n"),
        ],
        corrections: [
            Correction(Example("let empty = 0 == list.↓count\n"), "let empty = list.isEmpty\n"),
            Correction(Example("let some = list.↓count > 0\n"), "let some = !list.isEmpty\n"),
            Correction(
                Example("let both = ↓count == 0 && list.↓count != 0\n"), "let both = isEmpty && !list.isEmpty\n"
            ),
        ]
    )

    static let comparisons: Set<String> = ["==", "!=", ">", ">=", "<", "<="]

    var onlyAfterDot = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("only_after_dot", \.onlyAfterDot, "only `.count` is checked, not a bare `count`")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("count") else { return }
        // TipKit's `#Rule { $0.count == 0 }` must compare: its closures are left alone.
        walk.visit(MacroExpansionExprSyntax.self) { node, _ in
            let isTipsRule = node.macroName.text == "Rule" && node.additionalTrailingClosures.isEmpty
                && node.arguments.count == 1
                && node.trailingClosure.map {
                    $0.statements.count == 1 && $0.statements.first?.item.is(ReturnStmtSyntax.self) == false
                } == true
            return isTipsRule ? .skipChildren : .visitChildren
        }
        walk.visitPost(SequenceExprSyntax.self) { node, found in
            // Only a comparison with a zero can hold a finding: the sequence is folded only then. A sequence
            // with an operator the standard library does not declare is left alone.
            guard node.elements.contains(where: \.hasZeroValue),
                  !node.elements.contains(where: FoldedSequence.isUnknownOperator) else { return }
            let folded = FoldedSequence(node)
            for operation in folded.operations {
                guard let binary = folded.elements[operation.operatorIndex].as(BinaryOperatorExprSyntax.self),
                      Self.comparisons.contains(binary.operator.text),
                      let left = folded.single(operation.left), let right = folded.single(operation.right) else {
                    continue
                }
                let count = left.hasZeroValue ? right : left
                guard left.hasZeroValue || right.hasZeroValue, let position = countPosition(count) else { continue }
                // `count` becomes `isEmpty`, negated for `!=`, `<` and `>`, as SwiftLint rewrites it.
                let negated = ["!=", "<", ">"].contains(binary.operator.text)
                let isEmpty = file.text(from: count.positionAfterSkippingLeadingTrivia, to: position) + "isEmpty"
                let range = left.positionAfterSkippingLeadingTrivia.utf8Offset..<right.trimmedByteRange.upperBound
                found.add(at: position, fix: [TextEdit(range, (negated ? "!" : "") + isEmpty)])
            }
        }
    }

    private func countPosition(_ expression: ExprSyntax) -> AbsolutePosition? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.declName.argumentNames == nil, member.declName.baseName.text == "count" else { return nil }
            return member.declName.baseName.positionAfterSkippingLeadingTrivia
        }
        guard !onlyAfterDot, let reference = expression.as(DeclReferenceExprSyntax.self),
              reference.argumentNames == nil, reference.baseName.tokenKind == .identifier("count"),
              !LocalDeclarations.declares("count", around: reference) else { return nil }
        return reference.positionAfterSkippingLeadingTrivia
    }
}
private extension ExprSyntax {
    /// An integer literal whose value is zero, in any base, with or without separators.
    var hasZeroValue: Bool {
        guard let literal = self.as(IntegerLiteralExprSyntax.self) else { return false }
        var digits = literal.literal.text.filter { $0 != "_" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0b") || digits.hasPrefix("0o") { digits.removeFirst(2) }
        return !digits.isEmpty && digits.allSatisfy { $0 == "0" }
    }
}
