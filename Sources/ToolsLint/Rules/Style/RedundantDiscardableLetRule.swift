// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `_ = value` discards a result; `let _ = value` says the same with a needless `let`, as SwiftLint's
/// `redundant_discardable_let`. With `ignore_swiftui_view_bodies`, view bodies (where `let _ =` runs code
/// inside a result builder) are left alone.
public struct RedundantDiscardableLetRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var ignoresViewBodies: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["ignore_swiftui_view_bodies"]
        )
        ignoresViewBodies = try PlainOptions.bool(options, "ignore_swiftui_view_bodies", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        let visitor = Visitor(ignoresViewBodies: ignoresViewBodies)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let ignoresViewBodies: Bool
        var edits: [TextEdit] = []
        /// Whether each enclosing body is a view body; blocks of `if` and the like keep their parent's kind.
        var inView: [Bool] = [false]

        init(ignoresViewBodies: Bool) {
            self.ignoresViewBodies = ignoresViewBodies
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            inView.append(node.isViewBody || node.isPreviewsBody)
            return .visitChildren
        }

        override func visitPost(_ node: AccessorBlockSyntax) { inView.removeLast() }

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            if let function = node.parent?.as(FunctionDeclSyntax.self) {
                inView.append(function.isViewBuilder)
            } else {
                inView.append(inView.last ?? false)
            }
            return .visitChildren
        }

        override func visitPost(_ node: CodeBlockSyntax) { inView.removeLast() }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            inView.append(node.parent?.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview")
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) { inView.removeLast() }

        override func visitPost(_ node: VariableDeclSyntax) {
            guard !(ignoresViewBodies && inView.last == true),
                  node.bindingSpecifier.tokenKind == .keyword(.let),
                  node.bindings.count == 1, let binding = node.bindings.first,
                  binding.pattern.is(WildcardPatternSyntax.self), binding.typeAnnotation == nil,
                  !node.modifiers.contains(where: { $0.name.text == "async" }) else { return }
            let start = node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = binding.pattern.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(violationOffset: start, range: start..<end, replacement: ""))
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
