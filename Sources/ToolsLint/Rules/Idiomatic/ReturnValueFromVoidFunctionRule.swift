// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `return value()` in a function returning `Void` hides that the value is thrown away. `--fix` splits a
/// final `return value()` into the call and a bare `return`.
struct ReturnValueFromVoidFunctionRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "return_value_from_void_function",
        name: "Return Value from Void Function",
        description: "Returning values from Void functions should be avoided",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: ReturnValueFromVoidFunctionExamples.nonTriggering,
        triggeringExamples: ReturnValueFromVoidFunctionExamples.triggering,
        corrections: ReturnValueFromVoidFunctionExamples.corrections
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("return") else { return }
        // The file's own line break goes between the expression and the `return` (SwiftLint writes `\n`).
        let lineBreak = file.contains("\r\n") ? "\r\n" : file.contains("\r") ? "\r" : "\n"
        walk.visitPost(ReturnStmtSyntax.self) { node, found in
            guard let expression = node.expression, let function = Self.enclosingFunction(of: node),
                  Self.returnsVoid(function) else { return }
            found.add(at: node, fix: Self.split(node, expression, lineBreak: lineBreak))
        }
    }

    /// The function the statement returns from: none inside a closure, a property or an initializer.
    private static func enclosingFunction(of node: ReturnStmtSyntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(VariableDeclSyntax.self)
                || ancestor.is(InitializerDeclSyntax.self) {
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    private static func returnsVoid(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = function.signature.returnClause?.type else { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
            || type.as(TupleTypeSyntax.self)?.elements.isEmpty == true
    }

    /// The last statement of a block becomes the expression, then `return` on a line of its own at the
    /// statement's indentation, as SwiftLint rewrites it (the statement's trailing trivia goes after both).
    private static func split(_ node: ReturnStmtSyntax, _ expression: ExprSyntax, lineBreak: String) -> [TextEdit] {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self), list.last?.id == item.id,
              !isInsideRewrittenBlock(list) else { return [] }
        let leading = node.leadingTrivia.description
        let value = expression.trimmed.description + node.trailingTrivia.description
        let indentation = Self.indentation(of: node.leadingTrivia)
        let replacement = leading + value + lineBreak + indentation + "return" + node.trailingTrivia.description
        return [TextEdit(from: item.position, to: item.endPosition, with: replacement)]
    }

    /// Whether a block around `list` also ends with a value returned from a `Void` function: SwiftLint's
    /// rewriter splits that one first, and what it rebuilt is no longer in the function for the blocks inside
    /// it, which wait for the next `--fix`.
    private static func isInsideRewrittenBlock(_ list: CodeBlockItemListSyntax) -> Bool {
        var current = list.parent
        while let ancestor = current {
            if let outer = ancestor.as(CodeBlockItemListSyntax.self),
               let last = outer.last?.item.as(ReturnStmtSyntax.self), last.expression != nil,
               let function = enclosingFunction(of: last), returnsVoid(function) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The whitespace after the last line break before the trivia's last comment (or its end), as
    /// swift-syntax's `Trivia.indentation(isOnNewline: false)`; nothing when there is no line break.
    private static func indentation(of trivia: Trivia) -> String {
        let pieces = Array(trivia)
        let end: Int = pieces.lastIndex { !$0.isWhitespace } ?? pieces.count
        guard let newline = pieces[..<end].lastIndex(where: { $0.isNewline }) else { return "" }
        return Trivia(pieces: pieces[(newline + 1)..<end]).description
    }
}
