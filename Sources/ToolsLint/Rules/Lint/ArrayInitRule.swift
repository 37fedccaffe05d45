// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `seq.map { $0 }` only copies a sequence into an array; `Array(seq)` says so.
struct ArrayInitRule: Rule {
    static let description = RuleDescription(
        identifier: "array_init",
        name: "Array Init",
        description: "Prefer using `Array(seq)` over `seq.map { $0 }` to convert a sequence into an Array",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("Array(foo)\n"),
            Example("foo.map { $0.0 }\n"),
            Example("foo.map { $1 }\n"),
            Example("foo.map { $0() }\n"),
            Example("foo.map { ((), $0) }\n"),
            Example("foo.map { $0! }\n"),
            Example("foo.map { $0! /* force unwrap */ }\n"),
            Example("foo.something { RouteMapper.map($0) }\n"),
            Example("foo.map { !$0 }\n"),
            Example("foo.map { /* a comment */ !$0 }\n"),
            Example("foo.map(transform: { $0 }, other: 1)\n"),
            Example("foo.map { a, b in a }\n"),
        ],
        triggeringExamples: [
            Example("foo.↓map({ $0 })\n"),
            Example("foo.↓map { $0 }\n"),
            Example("foo.↓map { return $0 }\n"),
            Example("foo.↓map { elem in\n    elem\n}\n"),
            Example("foo.↓map { elem in\n    return elem\n}\n"),
            Example("foo.↓map { (elem: String) in\n    elem\n}\n"),
            Example("foo.↓map { elem -> String in\n    elem\n}\n"),
            Example("foo.↓map { $0 /* a comment */ }\n"),
            Example("foo.↓map { /* a comment */ $0 }\n"),
            Example("foo.↓map(transform: { $0 })\n"),
            Example("foo?.↓map { x in return x }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("map") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "map", let closure = Self.onlyClosure(of: node),
                  closure.statements.count == 1, let statement = closure.statements.first,
                  Self.returnsItsInput(statement, parameter: Self.onlyParameter(of: closure)) else { return }
            found.add(at: member.declName.baseName)
        }
    }

    /// The closure that is the call's only argument or, without arguments, its trailing closure.
    private static func onlyClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if call.arguments.count == 1 { return call.arguments.first?.expression.as(ClosureExprSyntax.self) }
        return call.arguments.isEmpty ? call.trailingClosure : nil
    }

    /// The name of the closure's one parameter, when it declares exactly one (without an argument label).
    private static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self), shorthand.count == 1 {
            return shorthand.first?.name.text
        }
        if let parameters = clause.as(ClosureParameterClauseSyntax.self)?.parameters, parameters.count == 1,
           let parameter = parameters.first, parameter.secondName == nil {
            return parameter.firstName.text
        }
        return nil
    }

    /// `$0`, `return $0`, or the same with the parameter's name.
    private static func returnsItsInput(_ statement: CodeBlockItemSyntax, parameter: String?) -> Bool {
        let reference = statement.item.as(DeclReferenceExprSyntax.self)
            ?? statement.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)
        return reference?.baseName.text == (parameter ?? "$0")
    }
}
