// Copyright © 2026 Tools Authors. All rights reserved.

/// `quick_discouraged_call`'s examples (SwiftLint's and our own), kept apart from the rule.
enum QuickDiscouragedCallExamples {
    static let nonTriggering: [Example] = [
        Example(
            "class TotoTests {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           let foo = Foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           beforeEach {\n               let foo = Foo()\n               foo.toto()\n           }\n"
                + "       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           beforeEach {\n               let foo = Foo()\n               foo.toto()\n           }\n"
                + "           afterEach {\n               let foo = Foo()\n               foo.toto()\n           }\n"
                + "           describe(\"bar\") {\n           }\n           context(\"bar\") {\n           }\n"
                + "           it(\"bar\") {\n               let foo = Foo()\n               foo.toto()\n"
                + "           }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           justBeforeEach {\n               let foo = Foo()\n               foo.toto()\n"
                + "           }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           aroundEach {\n               let foo = Foo()\n               foo.toto()\n           }\n"
                + "       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "          itBehavesLike(\"bar\")\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           it(\"does something\") {\n               let foo = Foo()\n               foo.toto()\n"
                + "           }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       context(\"foo\") {\n"
                + "           afterEach { toto.append(foo) }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       xcontext(\"foo\") {\n"
                + "           afterEach { toto.append(foo) }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       xdescribe(\"foo\") {\n"
                + "           afterEach { toto.append(foo) }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           xit(\"does something\") {\n               let foo = Foo()\n               foo.toto()\n"
                + "           }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       fcontext(\"foo\") {\n"
                + "           afterEach { toto.append(foo) }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       fdescribe(\"foo\") {\n"
                + "           afterEach { toto.append(foo) }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           #if os(iOS)\n           let foo = 1\n           #endif\n       }\n   }\n}"
        ),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       fitBehavesLike(\"foo\")\n   }\n}"),
        Example("class TotoTests: QuickSpec {\n   override func spec() {\n       xitBehavesLike(\"foo\")\n   }\n}"),
    ]

    static let triggering: [Example] = [
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override static func spec() {\n       describe(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           context(\"foo\") {\n               let foo = ↓Foo()\n           }\n"
                + "           context(\"bar\") {\n               let foo = ↓Foo()\n               ↓foo.bar()\n"
                + "               it(\"does something\") {\n                   let foo = Foo()\n"
                + "                   foo.toto()\n               }\n           }\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           context(\"foo\") {\n               context(\"foo\") {\n"
                + "                   beforeEach {\n                       let foo = Foo()\n"
                + "                       foo.toto()\n                   }\n                   it(\"bar\") {\n"
                + "                   }\n                   context(\"foo\") {\n"
                + "                       let foo = ↓Foo()\n                   }\n               }\n           }\n"
                + "       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       context(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       sharedExamples(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       describe(\"foo\") {\n"
                + "           #if os(iOS)\n           ↓foo()\n           #endif\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       context(\"foo\") {\n"
                + "           ↓foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       sharedExamples(\"foo\") {\n"
                + "           ↓foo()\n       }\n   }\n}"
        ),
        Example(
            "#if os(macOS)\nclass TotoTests: QuickSpec {\n   override func spec() {\n"
                + "       sharedExamples(\"foo\") {\n           ↓foo()\n       }\n   }\n}\n#endif"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       sharedExamples(\"foo\") {\n"
                + "           bar = ↓foo()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       xdescribe(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n       fdescribe(\"foo\") {\n           let foo = ↓Foo()\n"
                + "       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n   override func spec() {\n       xcontext(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n       fcontext(\"foo\") {\n"
                + "           let foo = ↓f() + g()\n       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpecSubclass {\n   override func spec() {\n       xcontext(\"foo\") {\n"
                + "           let foo = ↓Foo()\n       }\n       fcontext(\"foo\") {\n           let foo = ↓{}()\n"
                + "       }\n   }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n    override func spec() {\n        describe(\"foo\") {\n"
                + "            ↓foo()\n            bar()\n            let x = baz()\n            y = qux()\n"
                + "            beforeEach { a() }\n            context(\"c\") {\n                ↓one()\n"
                + "                two()\n            }\n            three()\n        }\n        describe(\"g\") {\n"
                + "            #if DEBUG\n            ↓four()\n            #endif\n            it(\"x\") { five() }\n"
                + "        }\n    }\n}"
        ),
        Example(
            "class TotoTests: QuickSpec {\n    override func spec() {\n        describe(\"foo\") {\n"
                + "            let x = ↓[1].map { $0 }\n        }\n        context(\"bar\") {\n"
                + "            self.value = ↓make()\n        }\n    }\n}"
        ),
    ]
}
