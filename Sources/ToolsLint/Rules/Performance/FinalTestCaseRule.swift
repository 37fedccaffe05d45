// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Test case classes should be `final` (the compiler dispatches their methods statically), as SwiftLint's
/// opt-in `final_test_case`: a class inheriting from one of `test_parent_classes` that is neither `final`
/// nor `open`. `--fix` adds `final` after the other modifiers.
struct FinalTestCaseRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "final_test_case",
        name: "Final Test Case",
        description: "Test cases should be final",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("final class Test: XCTestCase {}\n"),
            Example("open class Test: XCTestCase {}\n"),
            Example("public final class Test: QuickSpec {}\n"),
            Example("class Test: MyTestCase {}\n"),
            Example("struct Test: MyTestCase {}\n", options: "test_parent_classes: MyTestCase"),
            Example("class Test: XCTest.XCTestCase {}\n"),
        ],
        triggeringExamples: [
            Example("class ↓Test: XCTestCase {}\n"),
            Example("public class ↓Test: QuickSpec {}\n"),
            Example("class ↓Test: MyTestCase {}\n", options: "test_parent_classes: MyTestCase"),
            Example("enum Suite {\n    class ↓Test: XCTestCase {}\n}\n"),
            Example("@MainActor\nclass ↓Test: XCTestCase, Sendable {}\n"),
        ],
        corrections: [
            Correction(Example("class ↓Test: XCTestCase {}\n"), "final class Test: XCTestCase {}\n"),
            Correction(Example("internal class ↓Test: XCTestCase {}\n"), "internal final class Test: XCTestCase {}\n"),
            Correction(
                Example("/// Tests.\n@MainActor\nclass ↓Test: XCTestCase {}\n"),
                "/// Tests.\n@MainActor\nfinal class Test: XCTestCase {}\n"
            ),
            Correction(Example("// Tests.\nclass ↓Test: XCTestCase {}\n"), "// Tests.\n"
                + "final class Test: XCTestCase {}\n"),
        ]
    )

    var testParentClasses = TestParentClasses()

    static var options: [RuleOption<Self>] {
        [.severity, .testParentClasses(\.testParentClasses)]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("class") else { return }
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            guard node.inheritsTestParent(testParentClasses),
                  !node.modifiers.contains(keyword: .open), !node.modifiers.contains(keyword: .final) else { return }
            let keyword = node.classKeyword
            // Without modifiers `final` takes the keyword's leading trivia; else it follows the last modifier.
            let edit = node.modifiers.isEmpty
                ? TextEdit(
                    keyword.position.utf8Offset..<keyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                    keyword.leadingTrivia.description + "final "
                )
                : TextEdit(keyword.position.utf8Offset..<keyword.position.utf8Offset, "final ")
            found.add(at: node.name, fix: [edit])
        }
    }
}
