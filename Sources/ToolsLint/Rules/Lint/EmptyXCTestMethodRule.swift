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
            Example(#"""
                class TotoTests: XCTestCase {
                    var foobar: Foobar?

                    override func setUp() {
                        super.setUp()
                        foobar = Foobar()
                    }

                    override func setUpWithError() throws {
                        foobar = nil
                    }

                    override func tearDown() {
                        foobar = nil
                        super.tearDown()
                    }

                    func testFoo() {
                        XCTAssertTrue(foobar?.foo)
                    }

                    func testBar() {
                        // comment...

                        XCTAssertFalse(foobar?.bar)

                        // comment...
                    }

                    func testBaz() {
                        _ = 4 + 4
                    }
                }
                """#),
            Example(#"""
                class Foobar {
                    func setUp() {}

                    func tearDown() {}

                    func testFoo() {}
                }
                """#),
            Example(#"""
                class TotoTests: XCTestCase {
                    func setUp(with object: Foobar) {}

                    func tearDown(object: Foobar) {}

                    func testFoo(_ foo: Foobar) {}

                    func testBar(bar: (String) -> Int) {}
                }
                """#),
            Example(#"""
                class TotoTests: XCTestCase {
                    func testFoo() { XCTAssertTrue(foobar?.foo) }

                    func testBar() { XCTAssertFalse(foobar?.bar) }
                }
                """#),
            Example(#"""
                class TotoTests: XCTestCase {
                    override class var runsForEachTargetApplicationUIConfiguration: Bool { true }

                    static var allTests = [("testFoo", testFoo)]

                    func testFoo() { XCTAssert(true) }
                }
                """#),
        ],
        triggeringExamples: [
            Example(#"""
                class TotoTests: XCTestCase {
                    override ↓func setUp() {
                    }

                    override ↓func tearDown() {

                    }

                    ↓func testFoo() {


                    }

                    ↓func testBar() {



                    }

                    func helperFunction() {
                    }
                }
                """#),
            Example(#"""
                class TotoTests: XCTestCase {
                    override ↓func setUp() {}

                    override ↓func tearDown() {}

                    ↓func testFoo() {}

                    func helperFunction() {}
                }
                """#),
            Example(#"""
                class TotoTests: XCTestCase {
                    override ↓func setUp() {
                        // comment...
                    }

                    override ↓func tearDown() {
                        // comment...
                        // comment...
                    }

                    ↓func testFoo() {
                        // comment...

                        // comment...

                        // comment...
                    }

                    ↓func testBar() {
                        /*
                         * comment...
                         *
                         * comment...
                         *
                         * comment...
                         */
                    }

                    func helperFunction() {
                    }
                }
                """#),
            Example(#"""
                class FooTests: XCTestCase {
                    override ↓func setUp() {}
                }

                class BarTests: XCTestCase {
                    ↓func testFoo() {}
                }
                """#),
        ]
    )

    var testParentClasses = TestParentClasses.defaults

    static var options: [RuleOption<Self>] {
        [.severity, TestParentClasses.option(\.testParentClasses)]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("func") else { return }
        // As SwiftLint, only test classes are looked into; other declarations are skipped whole.
        walk.visit(ClassDeclSyntax.self) { node, _ in
            TestParentClasses.isTestCase(node, parents: testParentClasses) ? .visitChildren : .skipChildren
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
