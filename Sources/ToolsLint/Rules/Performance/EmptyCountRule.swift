// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `items.isEmpty` rather than `items.count == 0`, as SwiftLint's opt-in `empty_count`; with
/// `only_after_dot`, a bare `count` is not checked.
public struct EmptyCountRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var onlyAfterDot: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["only_after_dot"]
        )
        onlyAfterDot = try PlainOptions.bool(options, "only_after_dot", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("count") else { return [] }
        let visitor = Visitor(file: file, onlyAfterDot: onlyAfterDot)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let file: LintFile
        let onlyAfterDot: Bool
        var edits: [TextEdit] = []

        init(file: LintFile, onlyAfterDot: Bool) {
            self.file = file
            self.onlyAfterDot = onlyAfterDot
            super.init(viewMode: .sourceAccurate)
        }

        /// TipKit's `#Rule { $0.count == 0 }` must compare: its closures are left alone.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            let isTipsRule = node.macroName.text == "Rule" && node.additionalTrailingClosures.isEmpty
                && node.arguments.count == 1
                && node.trailingClosure.map {
                    $0.statements.count == 1 && $0.statements.first?.item.is(ReturnStmtSyntax.self) == false
                } == true
            return isTipsRule ? .skipChildren : .visitChildren
        }

        override func visitPost(_ node: SequenceExprSyntax) {
            let elements = Array(node.elements)
            guard !elements.contains(where: { OperatorPrecedence.level(ofElement: $0) == -1 }) else { return }
            for index in elements.indices {
                guard let binary = elements[index].as(BinaryOperatorExprSyntax.self),
                      EmptyCountRule.comparisons.contains(binary.operator.text),
                      index > 0, index + 1 < elements.count,
                      Self.isSingleOperand(elements, beside: index - 2),
                      Self.isSingleOperand(elements, beside: index + 2) else { continue }
                let left = elements[index - 1]
                let right = elements[index + 1]
                let count = left.isZeroLiteral ? right : left
                guard left.isZeroLiteral || right.isZeroLiteral, let position = countPosition(count) else { continue }
                // `count` becomes `isEmpty`, negated for `!=`, `<` and `>`, as SwiftLint rewrites it.
                let negated = ["!=", "<", ">"].contains(binary.operator.text)
                let isEmpty = file.text(from: count.positionAfterSkippingLeadingTrivia, to: position) + "isEmpty"
                let range = left.positionAfterSkippingLeadingTrivia.utf8Offset..<right.trimmedByteRange.upperBound
                edits.append(TextEdit(
                    violationOffset: position.utf8Offset, range: range, replacement: (negated ? "!" : "") + isEmpty
                ))
            }
        }

        /// An operand is the one element when the operator beyond it binds no tighter than a comparison.
        private static func isSingleOperand(_ elements: [ExprSyntax], beside other: Int) -> Bool {
            guard elements.indices.contains(other) else { return true }
            return (OperatorPrecedence.level(ofElement: elements[other]) ?? 99) <= 4
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
}

private extension ExprSyntax {
    /// An integer literal whose value is zero, in any base, with or without separators.
    var isZeroLiteral: Bool {
        guard let literal = self.as(IntegerLiteralExprSyntax.self) else { return false }
        var digits = literal.literal.text.filter { $0 != "_" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0b") || digits.hasPrefix("0o") { digits.removeFirst(2) }
        return !digits.isEmpty && digits.allSatisfy { $0 == "0" }
    }
}
