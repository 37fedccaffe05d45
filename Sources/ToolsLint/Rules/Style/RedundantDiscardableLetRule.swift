// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `_ = value` discards a result; `let _ = value` says the same with a needless `let`, as SwiftLint's
/// `redundant_discardable_let`. With `ignore_swiftui_view_bodies`, view bodies (where `let _ =` runs code
/// inside a result builder) are left alone.
struct RedundantDiscardableLetRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "redundant_discardable_let",
        name: "Redundant Discardable Let",
        description: "Prefer `_ = foo()` over `let _ = foo()` when discarding a result from a function",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("_ = load()\n"),
            Example("if let _ = load() {}\n"),
            Example("guard let _ = load() else { return }\n"),
            Example("let _: Int = load()\n"),
            Example("async let _ = await load()\n"),
            Example(
                "var body: some View {\n    let _ = log()\n    if flag {\n        let _ = log()\n    }\n"
                    + "    Text(\"a\")\n}\n",
                options: "ignore_swiftui_view_bodies: true"
            ),
            Example(
                "@ViewBuilder\nfunc row() -> some View {\n    let _ = log()\n    Text(\"a\")\n}\n",
                options: "ignore_swiftui_view_bodies: true"
            ),
            Example("#Preview {\n    let _ = log()\n    Text(\"a\")\n}\n", options: "ignore_swiftui_view_bodies: true"),
            Example(
                "static var previews: some View {\n    let _ = log()\n    Text(\"a\")\n}\n",
                options: "ignore_swiftui_view_bodies: true"
            ),
        ],
        triggeringExamples: [
            Example("↓let _ = load()\n"),
            Example("if _ = load() { ↓let _ = save() }\n"),
            Example("var body: some View {\n    ↓let _ = log()\n    Text(\"a\")\n}\n"),
            Example(
                "var other: some View {\n    ↓let _ = log()\n    Text(\"a\")\n}\n"
                    + "", options: "ignore_swiftui_view_bodies: true"
            ),
            Example(
                "var body: some Scene {\n    ↓let _ = log()\n    Text(\"a\")\n}\n"
                    + "", options: "ignore_swiftui_view_bodies: true"
            ),
        ],
        corrections: [
            Correction(Example("↓let _ = load()\n"), "_ = load()\n"),
            Correction(Example("if _ = load() { ↓let _ = save() }\n"), "if _ = load() { _ = save() }\n"),
        ]
    )

    var ignoresViewBodies = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("ignore_swiftui_view_bodies", \.ignoresViewBodies,
                 "`let _ = …` in SwiftUI view bodies, previews and @ViewBuilder functions is allowed"),
        ]
    }

    /// `--fix` removes `let` (and what separates it from `_`).
    func register(_ walk: inout FileWalk, for file: LintFile) {
        /// Whether each enclosing body is a view body; blocks of `if` and the like keep their parent's kind.
        var inView: [Bool] = [false]
        if ignoresViewBodies {
            walk.visit(AccessorBlockSyntax.self) { node, _ in
                inView.append(node.isViewBody || node.isPreviewsBody)
                return .visitChildren
            }
            walk.visitPost(AccessorBlockSyntax.self) { _, _ in inView.removeLast() }
            walk.visit(CodeBlockSyntax.self) { node, _ in
                if let function = node.parent?.as(FunctionDeclSyntax.self) {
                    inView.append(function.isViewBuilder)
                } else {
                    inView.append(inView.last ?? false)
                }
                return .visitChildren
            }
            walk.visitPost(CodeBlockSyntax.self) { _, _ in inView.removeLast() }
            walk.visit(ClosureExprSyntax.self) { node, _ in
                inView.append(node.parent?.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview")
                return .visitChildren
            }
            walk.visitPost(ClosureExprSyntax.self) { _, _ in inView.removeLast() }
        }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard !(ignoresViewBodies && inView.last == true),
                  node.bindingSpecifier.tokenKind == .keyword(.let),
                  node.bindings.count == 1, let binding = node.bindings.first,
                  binding.pattern.is(WildcardPatternSyntax.self), binding.typeAnnotation == nil,
                  !node.modifiers.contains(where: { $0.name.text == "async" }) else { return }
            let start = node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = binding.pattern.positionAfterSkippingLeadingTrivia.utf8Offset
            found.add(atByte: start, fix: [TextEdit(start..<end)])
        }
    }
}

private extension AccessorBlockSyntax {
    var isViewBody: Bool {
        guard let binding = parent?.as(PatternBindingSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              let type = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self) else { return false }
        return type.isSomeView && binding.parent?.parent?.is(VariableDeclSyntax.self) == true
    }

    var isPreviewsBody: Bool {
        guard let binding = parent?.as(PatternBindingSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              let type = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self) else { return false }
        return type.isSomeView
    }
}

private extension FunctionDeclSyntax {
    var isViewBuilder: Bool {
        let hasAttribute = attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "ViewBuilder"
        }
        return hasAttribute && signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.isSomeView == true
    }
}

private extension SomeOrAnyTypeSyntax {
    var isSomeView: Bool {
        someOrAnySpecifier.text == "some" && constraint.as(IdentifierTypeSyntax.self)?.name.text == "View"
    }
}
