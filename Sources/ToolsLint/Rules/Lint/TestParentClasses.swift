// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The superclasses that make a class a test case for the XCTest rules (`empty_xctest_method`,
/// `balanced_xctest_lifecycle`, `test_case_accessibility`): `QuickSpec` and `XCTestCase`, plus those
/// `test_parent_classes` adds (SwiftLint adds them to its two, never replaces them).
enum TestParentClasses {
    static let defaults: Set<String> = ["QuickSpec", "XCTestCase"]

    static func option<R: Rule>(_ path: WritableKeyPath<R, Set<String>>) -> RuleOption<R> {
        .custom(
            keys: ["test_parent_classes"],
            "superclasses that make a class a test case (QuickSpec and XCTestCase always)",
            read: { node, settings throws(ConfigurationError) in
                guard let value = node["test_parent_classes"] else { return }
                settings.rule[keyPath: path] = defaults.union(try [String].read(value, current: []))
            },
            values: { settings in [OptionEntry("test_parent_classes", settings.rule[keyPath: path].yaml)] }
        )
    }

    /// Whether `node` names one of `parents` (a plain name, not `Module.Type`) among the types it inherits.
    static func isTestCase(_ node: ClassDeclSyntax, parents: Set<String>) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { inherited in
            inherited.type.as(IdentifierTypeSyntax.self).map { parents.contains($0.name.text) } ?? false
        } ?? false
    }
}
