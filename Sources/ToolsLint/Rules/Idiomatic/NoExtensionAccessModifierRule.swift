// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An access level on an extension applies to its members without showing on them; each member states its own.
struct NoExtensionAccessModifierRule: Rule {
    static let description = RuleDescription(
        identifier: "no_extension_access_modifier",
        name: "No Extension Access Modifier",
        description: "Prefer not to use extension access modifiers",
        defaultSeverity: .error,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("extension String {}\n"),
            Example("\n\n extension String {}\n"),
            Example("nonisolated extension String {}\n"),
        ],
        triggeringExamples: [
            Example("↓private extension String {}\n"),
            Example("↓public \n extension String {}\n"),
            Example("↓open extension String {}\n"),
            Example("↓internal extension String {}\n"),
            Example("↓fileprivate extension String {}\n"),
            Example("nonisolated ↓public extension String {}\n@MainActor ↓private extension Int {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("extension") else { return }
        walk.visitPost(ExtensionDeclSyntax.self) { node, found in
            if let level = node.modifiers.firstAccessLevel { found.add(at: level) }
        }
    }
}
