// Copyright © 2026 Tools Authors. All rights reserved.

/// `quick_discouraged_focused_test`'s examples (SwiftLint's and our own), kept apart from the rule.
enum QuickDiscouragedFocusedTestExamples {
    static let nonTriggering: [Example] = [
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           describe(\"bar\") { }\n           context(\"bar\") {\n               it(\"bar\") { }\n"
                + "           }\n           it(\"bar\") { }\n           itBehavesLike(\"bar\")\n       }\n   }\n}"
        ),
        Example("class Spec: QuickSpec {\n    override func spec() {\n        let test = fit(\"b\") { }\n    }\n}\n"),
        Example("class Spec {\n    override func spec() {\n        fit(\"b\") { }\n    }\n}\n"),
    ]

    static let triggering: [Example] = [
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓fdescribe(\"foo\") { }\n   }\n}"),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓fcontext(\"foo\") { }\n   }\n}"),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓fit(\"foo\") { }\n   }\n}"),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           ↓fit(\"bar\") { }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       context(\"foo\") {\n"
                + "           ↓fit(\"bar\") { }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           context(\"bar\") {\n               ↓fit(\"toto\") { }\n           }\n       }\n   }\n}"
        ),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓fitBehavesLike(\"foo\")\n   }\n}"),
        Example(
            "class TotoTests: QuickSpecSubclass {\n   override func spec() {\n       ↓fitBehavesLike(\"foo\")\n"
                + "   }\n}"
        ),
        Example("↓fit(\"top level\") { }\n"),
        Example(
            "class Spec: QuickSpec {\n    override func spec() {\n        describe(\"a\") { ↓fit(\"b\") { } }\n"
                + "    }\n}\n"
        ),
    ]
}
