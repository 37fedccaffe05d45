// Copyright © 2026 Tools Authors. All rights reserved.

/// `quick_discouraged_focused_test`'s examples (SwiftLint's, and cases found comparing with it), kept apart from the rule.
enum QuickDiscouragedFocusedTestExamples {
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
        Example("class Spec: QuickSpec {\n    override func spec() {\n        let test = fit(\"b\") { }\n    }\n}\n"),
        Example("class Spec {\n    override func spec() {\n        fit(\"b\") { }\n    }\n}\n"),
    ]

    static let triggering: [Example] = [
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓fdescribe("foo") { }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓fcontext("foo") { }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓fit("foo") { }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   describe("foo") {
                       ↓fit("bar") { }
                   }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   context("foo") {
                       ↓fit("bar") { }
                   }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   describe("foo") {
                       context("bar") {
                           ↓fit("toto") { }
                       }
                   }
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpec {
               override func spec() {
                   ↓fitBehavesLike("foo")
               }
            }
            """#),
        Example(#"""
            class TotoTests: QuickSpecSubclass {
               override func spec() {
                   ↓fitBehavesLike("foo")
               }
            }
            """#),
        Example("↓fit(\"top level\") { }\n"),
        Example("class Spec: QuickSpec {\n    override func spec() {\n        describe(\"a\") { ↓fit(\"b\") { } }\n    }\n}\n"),
    ]
}
