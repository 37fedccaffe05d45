// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An empty test (or an empty override of `setUp`, `tearDown`…) tests nothing and only adds noise.
struct EmptyXCTestMethodRule: Rule {
    static let description = RuleDescription(
        identifier: "empty_xctest_method",
        name: "Empty XCTest Method",
        description: "Empty XCTest method should be avoided",
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                "class TotoTests: XCTestCase {\n    var foobar: Foobar?\n\n    override func setUp() {\n"
                    + "        super.setUp()\n        foobar = Foobar()\n    }\n\n"
                    + "    override func setUpWithError() throws {\n        foobar = nil\n    }\n\n"
                    + "    override func tearDown() {\n        foobar = nil\n        super.tearDown()\n    }\n\n"
                    + "    func testFoo() {\n        XCTAssertTrue(foobar?.foo)\n    }\n\n    func testBar() {\n"
                    + "        // comment...\n\n        XCTAssertFalse(foobar?.bar)\n\n        // comment...\n    }\n"
                    + "\n    func testBaz() {\n        _ = 4 + 4\n    }\n}"
            ),
            Example("class Foobar {\n    func setUp() {}\n\n    func tearDown() {}\n\n    func testFoo() {}\n}"),
            Example(
                "class TotoTests: XCTestCase {\n    func setUp(with object: Foobar) {}\n\n"
                    + "    func tearDown(object: Foobar) {}\n\n    func testFoo(_ foo: Foobar) {}\n\n"
                    + "    func testBar(bar: (String) -> Int) {}\n}"
            ),
            Example(
                "class TotoTests: XCTestCase {\n    func testFoo() { XCTAssertTrue(foobar?.foo) }\n\n"
                    + "    func testBar() { XCTAssertFalse(foobar?.bar) }\n}"
            ),
            Example(
                "class TotoTests: XCTestCase {\n"
                    + "    override class var runsForEachTargetApplicationUIConfiguration: Bool { true }\n\n"
                    + "    static var allTests = [(\"testFoo\", testFoo)]\n\n    func testFoo() { XCTAssert(true) }\n"
                    + "}"
            ),
        ],
        triggeringExamples: [
            Example(
                "class TotoTests: XCTestCase {\n    override ↓func setUp() {\n    }\n\n"
                    + "    override ↓func tearDown() {\n\n    }\n\n    ↓func testFoo() {\n\n\n    }\n\n"
                    + "    ↓func testBar() {\n\n\n\n    }\n\n    func helperFunction() {\n    }\n}"
            ),
            Example(
                "class TotoTests: XCTestCase {\n    override ↓func setUp() {}\n\n"
                    + "    override ↓func tearDown() {}\n\n    ↓func testFoo() {}\n\n    func helperFunction() {}\n}"
            ),
            Example(
                "class TotoTests: XCTestCase {\n    override ↓func setUp() {\n        // comment...\n    }\n\n"
                    + "    override ↓func tearDown() {\n        // comment...\n        // comment...\n    }\n\n"
                    + "    ↓func testFoo() {\n        // comment...\n\n        // comment...\n\n"
                    + "        // comment...\n    }\n\n    ↓func testBar() {\n        /*\n         * comment...\n"
                    + "         *\n         * comment...\n         *\n         * comment...\n         */\n    }\n\n"
                    + "    func helperFunction() {\n    }\n}"
            ),
            Example(
                "class FooTests: XCTestCase {\n    override ↓func setUp() {}\n}\n\n"
                    + "class BarTests: XCTestCase {\n    ↓func testFoo() {}\n}"
            ),
        ]
    )

    var testParentClasses = TestParentClasses()

    static var options: [RuleOption<Self>] {
        [.severity, .testParentClasses(\.testParentClasses)]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("func") else { return }
        // As SwiftLint, only test classes are looked into; other declarations are skipped whole.
        walk.visit(ClassDeclSyntax.self) { node, _ in
            node.inheritsTestParent(testParentClasses) ? .visitChildren : .skipChildren
        }
        walk.skipDeclarationBodies(except: [ClassDeclSyntax.self])
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            let isTest = node.name.text.hasPrefix("test") && node.signature.parameterClause.parameters.isEmpty
            guard node.modifiers.contains(keyword: .override) || isTest,
                  let body = node.body, body.statements.isEmpty else { return }
            found.add(at: node.funcKeyword)
        }
    }
}
