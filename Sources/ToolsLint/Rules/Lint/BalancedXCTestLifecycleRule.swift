// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A test case that sets up state in `setUp` but never tears it down (or the reverse) leaks state from one
/// test into the next. As SwiftLint, file-level test classes are checked, by their methods' names.
struct BalancedXCTestLifecycleRule: Rule {
    static let description = RuleDescription(
        identifier: "balanced_xctest_lifecycle",
        name: "Balanced XCTest Life Cycle",
        description: "Test classes must implement balanced setUp and tearDown methods",
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                "final class FooTests: XCTestCase {\n    override func setUp() {}\n"
                    + "    override func tearDown() {}\n}"
            ),
            Example(
                "final class FooTests: XCTestCase {\n    override func setUpWithError() throws {}\n"
                    + "    override func tearDown() {}\n}"
            ),
            Example(
                "final class FooTests: XCTestCase {\n    override func setUp() {}\n"
                    + "    override func tearDownWithError() throws {}\n}"
            ),
            Example(
                "final class FooTests: XCTestCase {\n    override func setUpWithError() throws {}\n"
                    + "    override func tearDownWithError() throws {}\n}\nfinal class BarTests: XCTestCase {\n"
                    + "    override func setUpWithError() throws {}\n"
                    + "    override func tearDownWithError() throws {}\n}"
            ),
            Example(
                "struct FooTests {\n    override func setUp() {}\n}\nclass BarTests {\n"
                    + "    override func setUpWithError() throws {}\n}"
            ),
            Example("final class FooTests: XCTestCase {\n    override func setUpAlLExamples() {}\n}\n"),
            Example("final class FooTests: XCTestCase {\n    class func setUp() {}\n    class func tearDown() {}\n}"),
            Example("final class FooTests: XCTestCase {\n    override func setUp(with value: Int) {}\n}\n"),
            Example(
                "enum Outer {\n    final class FooTests: XCTestCase {\n        override func setUp() {}\n"
                    + "    }\n}\n"
            ),
        ],
        triggeringExamples: [
            Example("final class ↓FooTests: XCTestCase {\n    override func setUp() {}\n}\n"),
            Example("final class ↓FooTests: XCTestCase {\n    override func setUpWithError() throws {}\n}\n"),
            Example(
                "final class FooTests: XCTestCase {\n    override func setUp() {}\n"
                    + "    override func tearDownWithError() throws {}\n}\nfinal class ↓BarTests: XCTestCase {\n"
                    + "    override func setUpWithError() throws {}\n}"
            ),
            Example("final class ↓FooTests: XCTestCase {\n    class func tearDown() {}\n}\n"),
            Example("final class ↓FooTests: XCTestCase {\n    override func tearDown() {}\n}\n"),
            Example("final class ↓FooTests: XCTestCase {\n    override func tearDownWithError() throws {}\n}\n"),
            Example(
                "final class FooTests: XCTestCase {\n    override func setUp() {}\n"
                    + "    override func tearDownWithError() throws {}\n}\nfinal class ↓BarTests: XCTestCase {\n"
                    + "    override func tearDownWithError() throws {}\n}"
            ),
            Example(
                "final class ↓FooTests: XCTestCase {\n    #if DEBUG\n    override func setUp() {}\n    #endif\n"
                    + "}\n"
            ),
            Example(
                "final class ↓FooTests: BaseTests {\n    override func setUp() {}\n}\n",
                options: "test_parent_classes: [BaseTests]"
            ),
        ]
    )

    var testParentClasses = TestParentClasses()

    static var options: [RuleOption<Self>] {
        [.severity, .testParentClasses(\.testParentClasses)]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("setUp") || file.contains("tearDown") else { return }
        walk.skipDeclarationBodies()
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            guard node.inheritsTestParent(testParentClasses) else { return }
            var setsUp = false
            var tearsDown = false
            Self.lifecycleMethods(in: node.memberBlock.members, setsUp: &setsUp, tearsDown: &tearsDown)
            if setsUp != tearsDown { found.add(at: node.name) }
        }
    }

    /// Which of `setUp`/`setUpWithError` and `tearDown`/`tearDownWithError` (without parameters) the members
    /// declare, those in `#if` blocks included.
    private static func lifecycleMethods(
        in members: MemberBlockItemListSyntax, setsUp: inout Bool, tearsDown: inout Bool
    ) {
        for member in members {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested) = clause.elements {
                        lifecycleMethods(in: nested, setsUp: &setsUp, tearsDown: &tearsDown)
                    }
                }
                continue
            }
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  function.signature.parameterClause.parameters.isEmpty else { continue }
            // The name with its trivia, as SwiftLint compares it.
            switch function.name.description {
            case "setUp", "setUpWithError": setsUp = true
            case "tearDown", "tearDownWithError": tearsDown = true
            default: continue
            }
        }
    }
}
