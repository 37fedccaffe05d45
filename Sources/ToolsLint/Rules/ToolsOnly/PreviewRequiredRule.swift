// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Every SwiftUI view has a preview in its file (`#Preview` or a `PreviewProvider`), so it can be seen
/// and checked without running the app. Mocks and tests are exempt (option `excluded`).
struct PreviewRequiredRule: Rule {
    static let description = RuleDescription(
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

    var scope = ProductionCodeScope(excluding: ProductionCodeScope.teamExcluded)

    static var options: [RuleOption<Self>] {
        [.severity, .key("excluded", \.scope, "globs (relative to the lint root) of files not checked")]
    }

    /// The view types of a file, reported at the end unless the file declares a preview.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard scope.applies(to: file), file.contains("View") else { return }
        var views: [TokenSyntax] = []
        var hasPreview = false
        func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        }
        walk.visitPost(StructDeclSyntax.self) { node, _ in
            let types = inherited(node.inheritanceClause)
            if types.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { views.append(node.name) }
            if types.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
                hasPreview = true
            }
        }
        walk.visitPost(ExtensionDeclSyntax.self) { node, _ in
            // `extension ProfileView: View`: the view is the extended type.
            let types = inherited(node.inheritanceClause)
            guard types.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }),
                  let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name else { return }
            views.append(name)
        }
        walk.visitPost(MacroExpansionDeclSyntax.self) { node, _ in
            if node.macroName.text == "Preview" { hasPreview = true }
        }
        walk.visitPost(MacroExpansionExprSyntax.self) { node, _ in
            if node.macroName.text == "Preview" { hasPreview = true }
        }
        walk.atEnd { found in
            guard !hasPreview else { return }
            for name in views {
                found.add(
                    at: name,
                    reason: "'\(name.text)' is a SwiftUI view without a preview; add a #Preview for it in this file"
                )
            }
        }
    }
}
