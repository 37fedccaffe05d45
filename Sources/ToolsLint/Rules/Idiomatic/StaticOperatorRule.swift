// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An operator belongs to the type it works on: `static func ==` inside the type or an extension of it,
/// not a free `func ==` at file level.
struct StaticOperatorRule: Rule {
    static let description = RuleDescription(
        identifier: "static_operator",
        name: "Static Operator",
        description: "Operators should be declared as static functions, not free functions",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class A: Equatable {\n  static func == (lhs: A, rhs: A) -> Bool {\n    return false\n  }\n"),
            Example("class A<T>: Equatable {\n    static func == <T>(lhs: A<T>, rhs: A<T>) -> Bool {\n"
                + "        return false\n    }\n"),
            Example("public extension Array where Element == Rule {\n"
                + "  static func == (lhs: Array, rhs: Array) -> Bool {\n"
                + "    if lhs.count != rhs.count { return false }\n"
                + "    return !zip(lhs, rhs).contains { !$0.0.isEqualTo($0.1) }\n  }\n}\n"),
            Example("private extension Optional where Wrapped: Comparable {\n"
                + "  static func < (lhs: Optional, rhs: Optional) -> Bool {\n    switch (lhs, rhs) {\n"
                + "    case let (lhs?, rhs?):\n      return lhs < rhs\n    case (nil, _?):\n      return true\n"
                + "    default:\n      return false\n    }\n  }\n}\n"),
            Example("func equals(lhs: A, rhs: A) -> Bool { lhs.id == rhs.id }\n"),
            Example("func outer() {\n    func == (lhs: A, rhs: A) -> Bool { true }\n}\n"),
        ],
        triggeringExamples: [
            Example("↓func == (lhs: A, rhs: A) -> Bool {\n  return false\n}\n"),
            Example("↓func == <T>(lhs: A<T>, rhs: A<T>) -> Bool {\n  return false\n}\n"),
            Example("↓func == (lhs: [Rule], rhs: [Rule]) -> Bool {\n  if lhs.count != rhs.count { return false }\n"
                + "  return !zip(lhs, rhs).contains { !$0.0.isEqualTo($0.1) }\n}\n"),
            Example("private ↓func < <T: Comparable>(lhs: T?, rhs: T?) -> Bool {\n  switch (lhs, rhs) {\n"
                + "  case let (lhs?, rhs?):\n    return lhs < rhs\n  case (nil, _?):\n    return true\n  default:\n"
                + "    return false\n  }\n}\n"),
            Example("#if DEBUG\n↓func ~= (pattern: Kind, value: Int) -> Bool { false }\n#endif\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("func") else { return }
        walk.skipDescendants(of: SkippedDeclaration.all)
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard node.parent?.is(CodeBlockItemSyntax.self) == true,
                  case .binaryOperator = node.name.tokenKind else { return }
            found.add(at: node.funcKeyword)
        }
    }
}
