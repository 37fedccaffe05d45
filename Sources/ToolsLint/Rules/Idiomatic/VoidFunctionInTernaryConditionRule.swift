// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `ready ? start() : stop()` as a statement hides control flow in an expression; use `if`/`else`.
struct VoidFunctionInTernaryConditionRule: Rule {
    static let description = RuleDescription(
        identifier: "void_function_in_ternary",
        name: "Void Function in Ternary",
        description: "Using ternary to call Void functions should be avoided",
        nonTriggeringExamples: [
            Example("let result = ready ? start() : stop()\n"),
            Example("var price: Double {\n    return discounted ? reduced() : regular()\n}\n"),
            Example("run(x == 2 ? a() : b())\n"),
            Example("items.map { item in\n    item.isEmpty ? .empty() : .value(item)\n}\n"),
            Example("func compute() -> Int {\n    fast ? quick() : slow()\n}\n"),
            Example("var value: Int {\n    fast ? quick() : slow()\n}\n"),
            Example("var value: Int {\n    get {\n        fast ? quick() : slow()\n    }\n}\n"),
            Example("func f() {\n    a += b ? c() : d()\n    a = b ? c() : d()\n    b ? c() : d() + 1\n}\n"),
        ],
        triggeringExamples: [
            Example("ready ↓? start() : stop()\n"),
            Example("perform { item in\n    item.isEmpty ↓? .empty() : .value(item)\n    return 1\n}\n"),
            Example("var value: Int {\n    fast ↓? quick() : slow()\n    return 0\n}\n"),
            Example("func run() -> Void {\n    if ready {\n        fast ↓? quick() : slow()\n    } else {\n"
                    + "        print(0)\n    }\n}\n"),
            Example("func f() {\n    x == 1 ↓? c() : d()\n}\n"),
            Example("func f() {\n    a ↓? b() : c() ↓? d() : e()\n}\n"),
            // SwiftLint 0.63 does not treat a branch of an `if` or `switch` as the function's value.
            Example("func size() -> Size {\n    switch section {\n    case 0: editing ↓? Size(1) : Size(2)\n"
                    + "    default: .zero\n    }\n}\n"),
            Example("func name() -> String {\n    if ready {\n        short ↓? a() : b()\n    } else {\n"
                    + "        \"none\"\n    }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("?") else { return }
        walk.visitPost(UnresolvedTernaryExprSyntax.self) { node, found in
            guard node.thenExpression.is(FunctionCallExprSyntax.self), let list = node.parent?.as(ExprListSyntax.self),
                  list.last?.is(FunctionCallExprSyntax.self) == true,
                  !list.contains(where: Self.isAssignment),
                  list.parent?.is(SequenceExprSyntax.self) == true,
                  let item = list.parent?.parent?.as(CodeBlockItemSyntax.self),
                  !ImplicitReturn.applies(to: item) else { return }
            found.add(at: node.questionMark)
        }
    }

    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("=") else {
            return false
        }
        return !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
