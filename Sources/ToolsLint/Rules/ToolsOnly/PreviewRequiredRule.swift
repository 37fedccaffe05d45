// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Every SwiftUI view has a preview in its file (`#Preview` or a `PreviewProvider`), so it can be seen
/// and checked without running the app. Mocks and tests are exempt (option `excluded`).
public struct PreviewRequiredRule: Rule {
    public static let description = RuleDescription(
        identifier: "preview_required",
        name: "Preview Required",
        description: "SwiftUI views should have a preview in their file",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("struct ProfileView: View {\n    var body: some View { Text(\"\") }\n}\n\n"
                + "#Preview {\n    ProfileView()\n}\n"),
            Example("struct ProfileView: SwiftUI.View {\n    var body: some View { Text(\"\") }\n}\n"
                + "struct ProfileView_Previews: PreviewProvider {\n"
                + "    static var previews: some View { ProfileView() }\n}\n"),
            Example("struct Profile {}\n"),
            Example("struct RowView: View {\n    var body: some View { Text(\"\") }\n}\n",
                    path: "Tests/AppTests/RowViewTests.swift"),
        ],
        triggeringExamples: [
            Example("struct ↓ProfileView: View {\n    var body: some View { Text(\"\") }\n}\n"),
            Example("struct Badge {}\nextension ↓Badge: View {\n    var body: some View { EmptyView() }\n}\n"),
            Example("struct ↓A: View, Equatable {\n    var body: some View { EmptyView() }\n}\n"
                + "struct ↓B: SwiftUI.View {\n    var body: some View { EmptyView() }\n}\n"),
        ]
    )

    public var severity: Severity
    public var scope: ProductionCodeScope

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity, otherKeys: ["excluded"])
        scope = try ProductionCodeScope(options: options, defaultExcluded: ProductionCodeScope.teamExcluded)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard scope.applies(to: file), file.contains("View") else { return [] }
        let visitor = ViewPreviewCollector(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        guard !visitor.hasPreview else { return [] }
        return visitor.views.map { name in
            let position = file.position(of: name.positionAfterSkippingLeadingTrivia)
            return Violation(
                ruleID: identifier, severity: severity, line: position.line, column: position.column,
                message: "'\(name.text)' is a SwiftUI view without a preview; add a #Preview for it in this file"
            )
        }
    }
}

/// The view types of a file and whether it declares a preview.
private final class ViewPreviewCollector: SyntaxVisitor {
    var views: [TokenSyntax] = []
    var hasPreview = false

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    override func visitPost(_ node: StructDeclSyntax) {
        let types = inherited(node.inheritanceClause)
        if types.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { views.append(node.name) }
        if types.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) { hasPreview = true }
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        // `extension ProfileView: View`: the view is the extended type.
        let types = inherited(node.inheritanceClause)
        guard types.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }),
              let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name else { return }
        views.append(name)
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { hasPreview = true }
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { hasPreview = true }
    }
}
