// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftOperators
import SwiftSyntax

/// A sequence expression as the parser leaves it (`a + b * c == d` is one flat list of elements) grouped
/// by Swift's standard operators (SwiftOperators' `OperatorTable.standardOperators`, errors ignored, as
/// SwiftLint folds its trees): each operation with the elements of the original tree forming its operands,
/// so a rule reads precedence without losing the nodes' places in the file.
struct FoldedSequence {
    /// One operation: an operator element and the elements of its two operands.
    struct Operation {
        /// Index in `elements` of the operator: `BinaryOperatorExprSyntax`, `AssignmentExprSyntax`,
        /// `UnresolvedAsExprSyntax`, `UnresolvedIsExprSyntax`, `UnresolvedTernaryExprSyntax`, `ArrowExprSyntax`.
        var operatorIndex: Int
        /// Indices of the elements forming the left operand (a `try` or `await` before the whole sequence
        /// belongs to the first element).
        var left: ClosedRange<Int>
        var right: ClosedRange<Int>
    }

    let elements: [ExprSyntax]
    /// Every operation, outermost first.
    let operations: [Operation]

    init(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        self.elements = elements
        let base = sequence.position.utf8Offset
        // The folded expression is a new tree with the same text: its offsets count from the sequence's start.
        let starts = elements.map { $0.position.utf8Offset - base }
        let folded = OperatorTable.standardOperators.foldSingle(sequence) { _ in }
        var operations: [Operation] = []
        Self.collect(Syntax(folded), starts: starts, into: &operations)
        self.operations = operations
    }

    /// Whether an element is an operator the standard library does not declare (or an arrow): rules
    /// written against the hand-kept precedence of the standard operators leave such sequences alone.
    static func isUnknownOperator(_ element: ExprSyntax) -> Bool {
        if element.is(ArrowExprSyntax.self) { return true }
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
        return OperatorTable.standardOperators.infixOperator(named: binary.operator.text) == nil
    }

    /// The operation whose operator is the element at `index`.
    func operation(at index: Int) -> Operation? {
        operations.first { $0.operatorIndex == index }
    }

    /// The single element an operand consists of, if it is one.
    func single(_ operand: ClosedRange<Int>) -> ExprSyntax? {
        operand.count == 1 ? elements[operand.lowerBound] : nil
    }

    /// The operations of a folded expression, outermost first: only the nodes folding made (and the `try`
    /// or `await` it hoists over them) are looked into, not the elements' own subexpressions.
    private static func collect(_ node: Syntax, starts: [Int], into operations: inout [Operation]) {
        if let parts = operationParts(node) {
            let index = element(at: parts.operator.positionAfterSkippingLeadingTrivia.utf8Offset, starts: starts)
            operations.append(Operation(
                operatorIndex: index,
                left: span(parts.left, starts: starts), right: span(parts.right, starts: starts)
            ))
            collect(parts.left, starts: starts, into: &operations)
            collect(parts.right, starts: starts, into: &operations)
        } else if let hoisted = node.as(TryExprSyntax.self)?.expression ?? node.as(AwaitExprSyntax.self)?.expression {
            collect(Syntax(hoisted), starts: starts, into: &operations)
        }
    }

    /// The operands and operator of a folded operation node.
    private struct Parts {
        var left: Syntax
        var `operator`: Syntax
        var right: Syntax

        init(_ left: some SyntaxProtocol, _ operator: some SyntaxProtocol, _ right: some SyntaxProtocol) {
            self.left = Syntax(left)
            self.operator = Syntax(`operator`)
            self.right = Syntax(right)
        }
    }

    private static func operationParts(_ node: Syntax) -> Parts? {
        if let infix = node.as(InfixOperatorExprSyntax.self) {
            return Parts(infix.leftOperand, infix.operator, infix.rightOperand)
        }
        if let cast = node.as(AsExprSyntax.self) { return Parts(cast.expression, cast.asKeyword, cast.type) }
        if let check = node.as(IsExprSyntax.self) { return Parts(check.expression, check.isKeyword, check.type) }
        if let ternary = node.as(TernaryExprSyntax.self) {
            return Parts(ternary.condition, ternary.questionMark, ternary.elseExpression)
        }
        return nil
    }

    private static func span(_ node: Syntax, starts: [Int]) -> ClosedRange<Int> {
        let first = element(at: node.positionAfterSkippingLeadingTrivia.utf8Offset, starts: starts)
        let last = element(at: max(node.endPositionBeforeTrailingTrivia.utf8Offset - 1, 0), starts: starts)
        return first...max(first, last)
    }

    /// The index of the element covering a (relative) offset: the last one starting at or before it.
    private static func element(at offset: Int, starts: [Int]) -> Int {
        starts.lastIndex(startingAtOrBefore: offset)
    }
}
