// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `{ (a, b) in … }` without types needs no parentheses: `{ a, b in … }`, as SwiftLint's opt-in
/// `unneeded_parentheses_in_closure_argument`.
struct UnneededParenthesesInClosureArgumentRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unneeded_parentheses_in_closure_argument",
        name: "Unneeded Parentheses in Closure Argument",
        description: "Parentheses are not needed when declaring closure arguments",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let foo = { (bar: Int) in }\n"),
            Example("let foo = { bar, _  in }\n"),
            Example("let foo = { bar in }\n"),
            Example("let foo = { bar -> Bool in return true }\n"),
            Example("DispatchQueue.main.async { () -> Void in\n    doSomething()\n}\n"),
            Example("registerFilter(name) { any, args throws -> Any? in\n    doSomething(any, args)\n}\n"),
            Example("let pair = { (first: Int, second) in first }\n"),
        ],
        triggeringExamples: [
            Example("call(arg: { ↓(bar) in })\n"),
            Example("call(arg: { ↓(bar, _) in })\n"),
            Example("let foo = { ↓(bar) -> Bool in return true }\n"),
            Example("foo.map { ($0, $0) }.forEach { ↓(x, y) in }\n"),
            Example("foo.bar { [weak self] ↓(x, y) in }\n"),
            Example(
                "[].first { ↓(temp) in\n    [].first { ↓(temp) in\n        [].first { ↓(temp) in\n"
                    + "            _ = temp\n            return false\n        }\n        return false\n    }\n"
                    + "    return false\n}\n"
            ),
            Example("registerFilter(name) { ↓(any, args) throws -> Any? in\n    doSomething(any, args)\n}\n"),
        ],
        corrections: [
            Correction(Example("call(arg: { ↓(bar) in })\n"), "call(arg: { bar in })\n"),
            Correction(Example("call(arg: { ↓(bar, _) in })\n"), "call(arg: { bar, _ in })\n"),
            Correction(Example("call(arg: { ↓(bar, _)in })\n"), "call(arg: { bar, _ in })\n"),
            Correction(Example("let foo = { ↓(bar) -> Bool in return true"
                + " }\n"), "let foo = { bar -> Bool in return true }\n"),
            Correction(Example("method { ↓(foo, bar) in }\n"), "method { foo, bar in }\n"),
            Correction(Example("foo.bar { [weak self] ↓(x, y) in }\n"), "foo.bar { [weak self] x, y in }\n"),
            Correction(
                Example("[].first { ↓(temp) in\n    [].first { ↓(temp) in false }\n}\n"),
                "[].first { temp in\n    [].first { temp in false }\n}\n"
            ),
            // As SwiftLint rewrites it: the clause goes with the trivia around it.
            Correction(Example("let x = {\n    ↓(bar) in\n  bar }\n"), "let x = {bar in\n  bar }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("in") else { return }
        walk.visitPost(ClosureSignatureSyntax.self) { node, found in
            guard let clause = node.parameterClause?.as(ClosureParameterClauseSyntax.self),
                  !clause.parameters.isEmpty, clause.parameters.allSatisfy({ $0.type == nil }) else { return }
            // Each name keeps its trivia, a comma and one space between them, one space after the last; the
            // clause's own leading trivia and the parentheses' trivia go.
            var names: [String] = []
            for (index, parameter) in clause.parameters.enumerated() {
                let name = parameter.firstName
                let isLast = index == clause.parameters.count - 1
                names.append(name.leadingTrivia.description + name.text
                    + (isLast ? " " : name.trailingTrivia.description + ", "))
            }
            let range = clause.position.utf8Offset..<clause.endPosition.utf8Offset
            found.add(at: clause, fix: [TextEdit(range, names.joined())])
        }
    }
}
