// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A case or static member named `none` is easily mistaken for `Optional.none` (`let kind: Kind? = .none`).
struct DiscouragedNoneNameRule: Rule {
    static let description = RuleDescription(
        identifier: "discouraged_none_name",
        name: "Discouraged None Name",
        description: "Enum cases and static members named `none` are discouraged as they can conflict with "
            + "`Optional<T>.none`.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("enum MyEnum {\n    case nOne\n}\n"),
            Example("enum MyEnum {\n    case _none\n}\n"),
            Example("enum MyEnum {\n    case none_\n}\n"),
            Example("enum MyEnum {\n    case none(Any)\n}\n"),
            Example("enum MyEnum {\n    case nonenone\n}\n"),
            Example("class MyClass {\n    class var nonenone: MyClass { MyClass() }\n}\n"),
            Example("class MyClass {\n    static var nonenone = MyClass()\n}\n"),
            Example("class MyClass {\n    static let nonenone = MyClass()\n}\n"),
            Example("struct MyStruct {\n    static var nonenone = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    static let nonenone = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    let none = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    var none = MyStruct()\n}\n"),
            Example("class MyClass {\n    let none = MyClass()\n}\n"),
            Example("class MyClass {\n    var none = MyClass()\n}\n"),
        ],
        triggeringExamples: [
            Example("enum MyEnum {\n    case ↓none\n}\n"),
            Example("enum MyEnum {\n    case a, ↓none\n}\n"),
            Example("enum MyEnum {\n    case ↓none, b\n}\n"),
            Example("enum MyEnum {\n    case a, ↓none, b\n}\n"),
            Example("enum MyEnum {\n    case a\n    case ↓none\n}\n"),
            Example("enum MyEnum {\n    case ↓none\n    case b\n}\n"),
            Example("enum MyEnum {\n    case a\n    case ↓none\n    case b\n}\n"),
            Example("class MyClass {\n    ↓static let none = MyClass()\n}\n"),
            Example("class MyClass {\n    ↓static let none: MyClass = MyClass()\n}\n"),
            Example("class MyClass {\n    ↓static var none: MyClass = MyClass()\n}\n"),
            Example("class MyClass {\n    ↓class var none: MyClass { MyClass() }\n}\n"),
            Example("struct MyStruct {\n    ↓static var none = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    ↓static var none: MyStruct = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    ↓static var none = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    ↓static var none: MyStruct = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    ↓static var a = MyStruct(), none = MyStruct()\n}\n"),
            Example("struct MyStruct {\n    ↓static var none = MyStruct(), a = MyStruct()\n}\n"),
            Example("enum MyEnum {\n    case ↓`none`\n    case other()\n}\n"),
            Example("struct MyStruct {\n    ↓@MainActor static let none = MyStruct()\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("none") else { return }
        walk.visitPost(EnumCaseElementSyntax.self) { node, found in
            guard node.parameterClause?.parameters.isEmpty ?? true, Self.isNone(node.name) else { return }
            found.add(at: node, reason: Self.reason("`case`"))
        }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            let kind: String
            if node.modifiers.contains(keyword: .class) {
                kind = "`class` member"
            } else if node.modifiers.contains(keyword: .static) {
                kind = "`static` member"
            } else {
                return
            }
            let namesNone = node.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { Self.isNone($0.identifier) } ?? false
            }
            if namesNone { found.add(at: node, reason: Self.reason(kind)) }
        }
    }

    private static func isNone(_ name: TokenSyntax) -> Bool {
        name.tokenKind == .identifier("none") || name.tokenKind == .identifier("`none`")
    }

    private static func reason(_ kind: String) -> String {
        "Avoid naming \(kind) `none` as the compiler can think you mean `Optional<T>.none`; "
            + "consider using an Optional value instead"
    }
}
