// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `final class func` and `class func` in a final class cannot be overridden: say `static`.
public struct StaticOverFinalClassRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("class") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        /// Whether each enclosing class is final, innermost last.
        private var finalClasses: [Bool] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            finalClasses.append(node.modifiers.contains(keyword: .final))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            finalClasses.removeLast()
        }

        override func visitPost(_ node: FunctionDeclSyntax) { check(node, node.modifiers) }
        override func visitPost(_ node: VariableDeclSyntax) { check(node, node.modifiers) }
        override func visitPost(_ node: SubscriptDeclSyntax) { check(node, node.modifiers) }

        private func check(_ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax) {
            guard modifiers.contains(keyword: .class) else { return }
            if modifiers.contains(keyword: .final) {
                add(node, reason: "Prefer `static` over `final class`")
            } else if finalClasses.last == true {
                add(node, reason: "Prefer `static` over `class` in a final class")
            }
        }
    }
}
