// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A closure parameter the body never names should be `_`, as SwiftLint's `unused_closure_parameter`.
/// Like SwiftLint, a name counts as used wherever the body (nested closures included) refers to it
/// outside a member access; shadowing is not tracked.
struct UnusedClosureParameterRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unused_closure_parameter",
        name: "Unused Closure Parameter",
        description: "Unused parameter in a closure should be replaced with _",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let doubled = values.map { $0 * 2 }\n"),
            Example("let doubled = values.map { value in\n    value * 2\n}\n"),
            Example("let constant = values.map { _ in 3 }\n"),
            Example("let sorted = values.sorted(by: { lhs, rhs in\n    lhs < rhs\n})\n"),
            Example("let label = { (view: UILabel) -> UILabel in\n    view.text = \"a\"\n    return view\n"
                + "}(UILabel())\n"),
            Example("run { input in\n    if true { print(\"\\(input)\") }\n}\n"),
            Example("List($names) { $name in\n    TextField($name)\n}\n"),
            Example("let kept = words.filter { `class` in `class`.isEmpty }\n"),
            Example("let nested = values.map { value in { other in other + value } }\n"),
        ],
        triggeringExamples: [
            Example("let constant = values.map { ↓value in\n    return 3\n}\n"),
            Example("let constant = values.map { ↓value in\n    return 3 // value\n}\n"),
            Example("let first = pairs.map { key, ↓value in key }\n"),
            Example("run { (↓value: Int, other: Int) in return other }\n"),
            Example("let make: (Int) -> Void = { ↓value in _ = .value }\n"),
            Example("let call = values.map { ↓value in run(value: 1) }\n"),
            Example("let member = values.map { ↓value in self.value }\n"),
            Example("List($names) { ↓$name in\n    Text(\"a\")\n}\n"),
            Example("model.observe(weak: self) { (↓self, image) in\n    imageView.image = image\n}\n"),
        ],
        corrections: [
            Correction(Example("let constant = values.map { ↓value in 3 }\n"
                + ""), "let constant = values.map { _ in 3 }\n"),
            Correction(
                Example("run { (↓value: Int, other: Int) in return other }\n"
                    + ""), "run { (_: Int, other: Int) in return other }\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(" in") || file.contains("in ") else { return }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            let parameters = Self.namedParameters(of: node)
            guard !parameters.isEmpty else { return }
            let references = ReferencedNames()
            references.walk(node.statements)
            for parameter in parameters where !references.names.contains(parameter.text.withoutDollarsAndBackticks) {
                found.add(at: parameter, fix: [TextEdit(parameter.trimmedByteRange, "_")])
            }
        }
    }

    private static func namedParameters(of node: ClosureExprSyntax) -> [TokenSyntax] {
        if let shorthand = node.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
            return shorthand.map(\.name).filter { $0.tokenKind != .wildcard }
        }
        if let clause = node.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self) {
            return clause.parameters.map(\.firstName).filter { $0.tokenKind != .wildcard }
        }
        return []
    }
}
/// Every name referred to in a subtree, member accesses (`x.name`, `.name`) aside.
private final class ReferencedNames: SyntaxVisitor {
    var names = Set<String>()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitPost(_ node: DeclReferenceExprSyntax) {
        if node.keyPathInParent == \MemberAccessExprSyntax.declName { return }
        names.insert(node.baseName.text.withoutDollarsAndBackticks)
    }
}

private extension String {
    var withoutDollarsAndBackticks: String { filter { $0 != "$" && $0 != "`" } }
}
