// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Enum cases in alphabetical order, ignoring case, as SwiftLint's opt-in `sorted_enum_cases`: the `case`
/// declarations of an enum by their first element, and the elements of each declaration. `@frozen` enums
/// keep their order; enums inside other declarations than enums are not looked into, as in SwiftLint.
struct SortedEnumCasesRule: Rule {
    static let description = RuleDescription(
        identifier: "sorted_enum_cases",
        name: "Sorted Enum Cases",
        description: "Enum cases should be sorted",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("enum foo {\n    case a\n    case b\n    case c\n}\n"),
            Example("enum foo {\n    case example\n    case exBoyfriend\n}\n"),
            Example("enum foo {\n    case a\n    case B\n    case c\n}\n"),
            Example("enum foo {\n    case a, b, c\n}\n"),
            Example("enum foo {\n    case a(foo: Foo)\n    case b(String), c\n}\n"),
            Example("enum foo {\n    case a\n    case b, C, d\n}\n"),
            Example("@frozen\nenum foo {\n    case b\n    case a\n    case c, f, d\n}\n"),
            Example("struct S {\n    enum N {\n        case b, a\n    }\n}\n"),
            Example("enum E {\n    case a_b, ab\n}\n"),
        ],
        triggeringExamples: [
            Example("enum foo {\n    ↓case b\n    ↓case a\n    case c\n}\n"),
            Example("enum foo {\n    ↓case B\n    ↓case a\n    case c\n}\n"),
            Example("enum foo {\n    case ↓b, ↓a, c\n}\n"),
            Example("enum foo {\n    case ↓B, ↓a, c\n}\n"),
            Example("enum foo {\n    ↓case b, c\n    ↓case a\n}\n"),
            Example("enum foo {\n    case a\n    case b, ↓d, ↓c\n}\n"),
            Example("enum foo {\n    case a(foo: Foo)\n    case ↓c, ↓b(String)\n}\n"),
            Example("enum E {\n    case ↓ab, ↓a_b\n    enum N {\n        case ↓b, ↓a\n    }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("enum") else { return }
        // As SwiftLint's visitor, the bodies of declarations other than enums are not looked into.
        walk.skipDescendants(of: SkippedDeclaration.all.subtracting([.enum]))
        walk.visit(EnumDeclSyntax.self) { node, found in
            guard !node.attributes.contains(attributeNamed: "frozen") else { return .skipChildren }
            let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            for index in Self.misplaced(cases.map { $0.elements.first?.name.text ?? "" }) {
                found.add(at: cases[index])
            }
            return .visitChildren
        }
        walk.visitPost(EnumCaseDeclSyntax.self) { node, found in
            let elements = Array(node.elements)
            for index in Self.misplaced(elements.map(\.name.text)) {
                found.add(at: elements[index])
            }
        }
    }

    /// The indices whose name differs from the name at that index once sorted (stably, ignoring case).
    private static func misplaced(_ names: [String]) -> [Int] {
        let keys = names.map { $0.lowercased() }
        let order = names.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        return names.indices.filter { names[order[$0]] != names[$0] }
    }
}
