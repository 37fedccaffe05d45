// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// SwiftLint's `test_parent_classes` of the test class rules (`final_test_case`, `single_test_class`): the
/// superclasses that make a class a test case. The names given are added to `QuickSpec` and `XCTestCase`,
/// which always count, as SwiftLint merges them.
struct TestParentClasses: Sendable, Hashable {
    static let standard: Set<String> = ["QuickSpec", "XCTestCase"]

    private(set) var names: Set<String> = Self.standard

    func contains(_ name: String) -> Bool { names.contains(name) }
}

extension TestParentClasses: OptionValue {
    static func read(_ node: ConfigNode, current: TestParentClasses) throws(ConfigurationError) -> TestParentClasses {
        let given: Set<String> = node.isNull ? [] : Set(try node.strings())
        return TestParentClasses(names: given.union(standard))
    }

    var yaml: OptionYAML { .list(names.sorted().map(OptionYAML.string)) }
}

extension RuleOption {
    /// `test_parent_classes`, as the rules about test classes document it.
    static func testParentClasses(_ path: WritableKeyPath<R, TestParentClasses>) -> Self {
        .key(
            "test_parent_classes", path,
            "superclasses that make a class a test case (QuickSpec and XCTestCase always)"
        )
    }
}
