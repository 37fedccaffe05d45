// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A closure passed as the last argument goes after the parentheses, as SwiftLint's opt-in
/// `trailing_closure`; conditions of `if`/`guard`/`while` and `for` sequences are left alone, and with
/// `only_single_muted_parameter` only a sole unlabelled closure argument is reported.
struct TrailingClosureRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "trailing_closure",
        name: "Trailing Closure",
        description: "Trailing closure syntax should be used whenever possible",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let doubled = values.map { $0 * 2 }\nlet total = values.reduce(0) { $0 + $1 }\n"),
            Example("if let first = values.map({ $0 + 1 }).first {}\n"),
            Example("run(first: { $0 }, second: { $0 + 1 })\n"),
            Example("run({ return 1 }())\nrun(0, { return $0 }(1))\n"),
            Example("for item in list.filter({ $0.isValid }) {}\n"),
            Example("run(first: 1, second: { _ in true }, third: 0)\n"),
            Example("let total = values.reduce(0, combine: { $0 + $1 })\n"
                + "", options: "only_single_muted_parameter: true"),
        ],
        triggeringExamples: [
            Example("let doubled = values.map(↓{ $0 * 2 })\n"),
            Example("let total = values.reduce(0, combine: ↓{ $0 + $1 })\n"),
            Example("run(first: { _ in true }, second: 0, third: ↓{ _ in false })\n"),
            Example("for list in lists {\n    list.forEach(↓{ print($0) })\n}\n"),
            Example("let doubled = values.map(↓{ $0 * 2 })\n", options: "only_single_muted_parameter: true"),
        ],
        corrections: [
            Correction(Example("let doubled = values.map(↓{ $0 * 2 })\n"), "let doubled = values.map { $0 * 2 }\n"),
            Correction(
                Example("let total = values.reduce(0, combine: ↓{ $0 + $1 })\n"),
                "let total = values.reduce(0) { $0 + $1 }\n"
            ),
        ]
    )

    var onlySingleMutedParameter = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("only_single_muted_parameter", \.onlySingleMutedParameter,
                 "only a call whose one argument is an unlabelled closure is reported"),
        ]
    }

    /// Conditions and the headers of `for` loops are not looked at: a trailing closure there would read
    /// as the statement's body.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("({") || file.contains("{") else { return }
        walk.visit(ConditionElementListSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.trailingClosure == nil, let closure = closureToMove(node), !Self.isInForHeader(node) else {
                return
            }
            found.add(at: closure, fix: Self.edit(moving: closure, out: node, in: file).map { [$0] } ?? [])
        }
    }

    private func closureToMove(_ node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let arguments = Array(node.arguments)
        if onlySingleMutedParameter {
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            return arguments[0].expression.as(ClosureExprSyntax.self)
        }
        // Two closures at the end stay: only one of them could trail.
        if arguments.count > 1, arguments.suffix(2).allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }) {
            return nil
        }
        return arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// Whether `node` lies in a `for` loop's pattern, sequence or `where` clause (not in its body).
    private static func isInForHeader(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let loop = parent.as(ForStmtSyntax.self), child.id != loop.body.id { return true }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// Drops the last argument (and the parentheses when nothing is left) and puts the closure after.
    private static func edit(moving closure: ClosureExprSyntax, out node: FunctionCallExprSyntax, in file: LintFile)
        -> TextEdit? {
        guard node.leftParen != nil, let close = node.rightParen else { return nil }
        let arguments = Array(node.arguments)
        let closureText = " " + file.trimmedText(of: closure)
        if arguments.count == 1 {
            // The parentheses go with their trailing spaces, as in SwiftLint; a comment after them stays.
            let start = node.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
            let keepsTrivia = close.trailingTrivia.contains(where: \.isComment)
            let end = keepsTrivia ? close.endPositionBeforeTrailingTrivia : close.endPosition
            return TextEdit(start..<end.utf8Offset, closureText)
        }
        let previous = arguments[arguments.count - 2]
        let start = previous.expression.endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(start..<close.endPositionBeforeTrailingTrivia.utf8Offset, ")" + closureText)
    }
}
