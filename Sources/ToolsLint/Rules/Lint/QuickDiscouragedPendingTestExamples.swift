// Copyright © 2026 Tools Authors. All rights reserved.

/// `quick_discouraged_pending_test`'s examples (SwiftLint's, and cases found comparing with it), kept apart from the rule.
enum QuickDiscouragedPendingTestExamples {
    static let nonTriggering: [Example] = [
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   describe("foo") {
                       describe("bar") { }
                       context("bar") {
                           it("bar") { }
                       }
                       it("bar") { }
                       itBehavesLike("bar")
                   }
               }
            }
            """#),
        Example("class Spec: QuickSpec {\n    override func spec() {\n        let test = xit(\"b\") { }\n    }\n}\n"),
        Example("class Spec {\n    override func spec() {\n        xit(\"b\") { }\n    }\n}\n"),
    ]

    static let triggering: [Example] = [
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓xdescribe("foo") { }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓xcontext("foo") { }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓xit("foo") { }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   describe("foo") {
                       ↓xit("bar") { }
                   }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   context("foo") {
                       ↓xit("bar") { }
                   }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   describe("foo") {
                       context("bar") {
                           ↓xit("toto") { }
                       }
                   }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓pending("foo")
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓xitBehavesLike("foo")
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpecSubclass {
               override func spec() {
                   ↓xitBehavesLike("foo")
               }
            }
            """#),
        Example("↓xit(\"top level\") { }\n"),
        Example("class Spec: QuickSpec {\n    override func spec() {\n        describe(\"a\") { ↓xit(\"b\") { } }\n    }\n}\n"),
    ]
}
