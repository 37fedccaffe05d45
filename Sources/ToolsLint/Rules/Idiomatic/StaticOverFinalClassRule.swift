// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `final class func` and `class func` in a final class cannot be overridden: say `static`.
struct StaticOverFinalClassRule: Rule {
    static let description = RuleDescription(
        identifier: "static_over_final_class",
        name: "Static Over Final Class",
        description: "Prefer `static` over `class` when the declaration is not allowed to be overridden in child "
            + "classes due to its context being final. Likewise, the compiler complains about `open` being used "
            + "in `final` classes.",
        nonTriggeringExamples: [
            Example("class Store {\n    static func make() {}\n}\n"),
            Example("class Store {\n    static var count: Int { 0 }\n}\n"),
            Example("class Store {\n    class func make() {}\n}\n"),
            Example("final class Store {}\n"),
            Example("final class Store {\n    class Inner {\n      class func make() {}\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("class Store {\n    ↓final class func make() {}\n}\n"),
            Example("class Store {\n    ↓final class var count: Int { 0 }\n}\n"),
            Example("class Store {\n    ↓final class subscript(_: Int) -> Int { 0 }\n}\n"),
            Example("final class Store {\n    ↓class func make() {}\n}\n"),
            Example("class Store {\n    final class Inner {\n        ↓@objc class func make() {}\n    }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("class") else { return }
        /// Whether each enclosing class is final, innermost last.
        var finalClasses: [Bool] = []
        walk.visit(ClassDeclSyntax.self) { node, _ in
            finalClasses.append(node.modifiers.contains(keyword: .final))
            return .visitChildren
        }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in finalClasses.removeLast() }
        func check(_ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax, _ found: inout RuleFindings) {
            guard modifiers.contains(keyword: .class) else { return }
            if modifiers.contains(keyword: .final) {
                found.add(at: node, reason: "Prefer `static` over `final class`")
            } else if finalClasses.last == true {
                found.add(at: node, reason: "Prefer `static` over `class` in a final class")
            }
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in check(node, node.modifiers, &found) }
        walk.visitPost(VariableDeclSyntax.self) { node, found in check(node, node.modifiers, &found) }
        walk.visitPost(SubscriptDeclSyntax.self) { node, found in check(node, node.modifiers, &found) }
    }
}
