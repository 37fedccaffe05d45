// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension FoldedSequence {
    /// The innermost operation of which the element at `index` is a whole operand (the element's parent
    /// once the sequence is folded), if any.
    func operation(ofOperand index: Int) -> Operation? {
        operations.last { $0.left == index...index || $0.right == index...index }
    }

    /// The operation one of whose operands is `operation` (its parent once folded); nil for the outermost one.
    func enclosing(_ operation: Operation) -> Operation? {
        let span = operation.left.lowerBound...operation.right.upperBound
        return operations.last { $0.left == span || $0.right == span }
    }

    /// Whether the outermost operation's parent, once folded, is an expression: the sequence's own parent,
    /// or the `try`/`await` that folding hoists over the whole sequence.
    static func outermostParentIsExpression(of sequence: SequenceExprSyntax) -> Bool {
        if let first = sequence.elements.first, first.is(TryExprSyntax.self) || first.is(AwaitExprSyntax.self) {
            return true
        }
        return sequence.parent?.is(ExprSyntax.self) == true
    }
}
