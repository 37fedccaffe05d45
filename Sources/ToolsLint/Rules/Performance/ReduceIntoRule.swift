// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `reduce(into: [])` rather than `reduce([])` for arrays, dictionaries, sets and strings: the copy-on-write
/// value is copied at every step otherwise, as SwiftLint's opt-in `reduce_into` says.
struct ReduceIntoRule: Rule {
    static let description = RuleDescription(
        identifier: "reduce_into",
        name: "Reduce into",
        description: "Prefer `reduce(into:_:)` over `reduce(_:_:)` for copy-on-write types",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let foo = values.reduce(into: \"abc\") { $0 += \"\\($1)\" }\n"),
            Example("values.reduce(into: Array<Int>()) { result, value in\n    result.append(value)\n}\n"),
            Example("zip(group, group.dropFirst()).reduce(into: []) { result, pair in\n    result.append(pair.0)\n}\n"),
            Example(
                "let foo = values.reduce(into: Dictionary<String, Int>.init()) { result, value in\n"
                    + "    result[\"\\(value)\"] = value\n}\n"
            ),
            Example(
                "let foo = values.reduce(MyClass()) { result, value in\n    result.handleValue(value)\n"
                    + "    return result\n}\n"
            ),
            Example("let total = values.reduce(0, +)\nlet joined = values.reduce(\"\", +, extra)\n"),
        ],
        triggeringExamples: [
            Example("let bar = values.↓reduce(\"abc\") { $0 + \"\\($1)\" }\n"),
            Example("values.↓reduce(Array<Int>()) { result, value in\n    result += [value]\n}\n"),
            Example(
                "[1, 2, 3].↓reduce(Set<Int>()) { acc, value in\n    var result = acc\n    result.insert(value)\n"
                    + "    return result\n}\n"
            ),
            Example("zip(group, group.dropFirst()).↓reduce([]) { result, pair in\n    result + [pair.0 + pair.1]\n}\n"),
            Example("let foo = values.↓reduce([String: Int](), merge)\n"),
            Example("let bar = values.↓reduce(Dictionary<String, Int>.init(), merge)\n"),
            Example("let bar = values.↓reduce([Int](repeating: 0, count: 10)) { $0 + [$1] }\n"),
            Example(
                "extension Data {\n    var hexString: String {\n"
                    + "        return ↓reduce(\"\") { (output, byte) -> String in\n"
                    + "            output + String(format: \"%02x\", byte)\n        }\n    }\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("reduce") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
            guard let name, name.text == "reduce",
                  node.arguments.count == 2 || (node.arguments.count == 1 && node.trailingClosure != nil),
                  let first = node.arguments.first, first.label == nil,
                  Self.isCopyOnWrite(first.expression) else { return }
            found.add(at: name)
        }
    }

    private static let copyOnWriteTypes: Set<String> = ["Array", "Dictionary", "Set"]

    /// A string, array or dictionary literal, or a call making an `Array`, `Dictionary` or `Set`
    /// (`Set<Int>()`, `Dictionary<K, V>.init()`, `[Int](repeating: 0, count: 2)`).
    private static func isCopyOnWrite(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
            || expression.is(ArrayExprSyntax.self) {
            return true
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let name = typeName(call.calledExpression) { return copyOnWriteTypes.contains(name) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base, let name = typeName(base) {
            return copyOnWriteTypes.contains(name)
        }
        return isCopyOnWrite(call.calledExpression)
    }

    /// The name of `Name` or `Name<Generic>`.
    private static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        }
        return nil
    }
}
