// Copyright © 2026 Tools Authors. All rights reserved.

/// `quick_discouraged_pending_test`'s examples (SwiftLint's and our own), kept apart from the rule.
enum QuickDiscouragedPendingTestExamples {
    static let nonTriggering: [Example] = [
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           describe(\"bar\") { }\n           context(\"bar\") {\n               it(\"bar\") { }\n"
                + "           }\n           it(\"bar\") { }\n           itBehavesLike(\"bar\")\n       }\n   }\n}"
        ),
        Example("class Spec: QuickSpec {\n    override func spec() {\n        let test = xit(\"b\") { }\n    }\n}\n"),
        Example("class Spec {\n    override func spec() {\n        xit(\"b\") { }\n    }\n}\n"),
    ]

    static let triggering: [Example] = [
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓xdescribe(\"foo\") { }\n   }\n}"),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓xcontext(\"foo\") { }\n   }\n}"),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓xit(\"foo\") { }\n   }\n}"),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           ↓xit(\"bar\") { }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       context(\"foo\") {\n"
                + "           ↓xit(\"bar\") { }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           context(\"bar\") {\n               ↓xit(\"toto\") { }\n           }\n       }\n   }\n}"
        ),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓pending(\"foo\")\n   }\n}"),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       ↓xitBehavesLike(\"foo\")\n   }\n}"),
        Example(
            "class TotoTests: QuickSpecSubclass {\n   override func spec() {\n       ↓xitBehavesLike(\"foo\")\n"
                + "   }\n}"
        ),
        Example("↓xit(\"top level\") { }\n"),
        Example(
            "class Spec: QuickSpec {\n    override func spec() {\n        describe(\"a\") { ↓xit(\"b\") { } }\n"
                + "    }\n}\n"
        ),
    ]
}
