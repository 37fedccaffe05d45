// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `dynamic` dispatch and `@inline(__always)` contradict each other.
struct DynamicInlineRule: Rule {
    static let description = RuleDescription(
        identifier: "dynamic_inline",
        name: "Dynamic Inline",
        description: "Avoid using 'dynamic' and '@inline(__always)' together",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("class C {\ndynamic func f() {}}\n"),
            Example("class C {\n@inline(__always) func f() {}}\n"),
            Example("class C {\n@inline(never) dynamic func f() {}}\n"),
        ],
        triggeringExamples: [
            Example("class C {\n@inline(__always) dynamic ↓func f() {}\n}\n"),
            Example("class C {\n@inline(__always) public dynamic ↓func f() {}\n}\n"),
            Example("class C {\n@inline(__always)\ndynamic\n↓func f() {}\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("dynamic"), file.contains("__always") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard node.modifiers.contains(where: { $0.name.text == "dynamic" }) else { return }
            let inlineAlways = node.attributes.contains { element in
                guard let attribute = element.as(AttributeSyntax.self), attribute.attributeNameText == "inline"
                else { return false }
                return attribute.arguments?.firstToken(viewMode: .sourceAccurate)?.tokenKind == .identifier("__always")
            }
            if inlineAlways { found.add(at: node.funcKeyword) }
        }
    }
}
