// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One test class per file, as SwiftLint's opt-in `single_test_class`: when a file declares several classes
/// inheriting from one of `test_parent_classes` (outside other declarations), each is reported.
struct SingleTestClassRule: Rule {
    static let description = RuleDescription(
        identifier: "single_test_class",
        name: "Single Test Class",
        description: "Test files should contain a single QuickSpec or XCTestCase class.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class FooTests {  }\n"),
            Example("class FooTests: QuickSpec {  }\n"),
            Example("class FooTests: XCTestCase {  }\n"),
            Example("class FooTests: XCTestCase {\n    class Helper: XCTestCase {}\n}\n"),
            Example("class FooTests: XCTestCase {  }\nclass BarTests: BaseTests {  }\n"),
        ],
        triggeringExamples: [
            Example("↓class FooTests: QuickSpec {  }\n↓class BarTests: QuickSpec {  }\n"),
            Example("↓class FooTests: QuickSpec {  }\n↓class BarTests: QuickSpec {  }\n"
                + "↓class TotoTests: QuickSpec {  }\n"),
            Example("↓class FooTests: XCTestCase {  }\n↓class BarTests: XCTestCase {  }\n"),
            Example("↓class FooTests: QuickSpec {  }\n↓class BarTests: XCTestCase {  }\nclass TotoTests {  }\n"),
            Example("final ↓class FooTests: QuickSpec {  }\n↓class BarTests: XCTestCase {  }\nclass TotoTests {  }\n"),
            Example(
                "↓class FooTests: XCTestCase {  }\n↓class BarTests: BaseTests {  }\n",
                options: "test_parent_classes: [BaseTests]"
            ),
            Example("#if DEBUG\n↓class FooTests: XCTestCase {  }\n#endif\n↓class BarTests: XCTestCase {  }\n"),
        ]
    )

    var testParentClasses = TestParentClasses()

    static var options: [RuleOption<Self>] {
        [.severity, .testParentClasses(\.testParentClasses)]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.offsets(of: "class", atMost: 2).count > 1 else { return }
        var classes: [TokenSyntax] = []
        // As SwiftLint's visitor, the bodies of declarations are not looked into.
        walk.skipDescendants(of: SkippedDeclaration.all.subtracting([.class]))
        walk.visit(ClassDeclSyntax.self) { node, _ in
            if node.inheritsTestParent(testParentClasses) { classes.append(node.classKeyword) }
            return .skipChildren
        }
        walk.atEnd { found in
            guard classes.count > 1 else { return }
            for keyword in classes {
                found.add(at: keyword, reason: "\(classes.count) test classes found in this file")
            }
        }
    }
}
