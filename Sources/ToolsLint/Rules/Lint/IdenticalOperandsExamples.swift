// Copyright © 2026 Tools Authors. All rights reserved.

/// `identical_operands`' examples, one set per comparison operator, kept apart from the rule.
enum IdenticalOperandsExamples {
    private static let operators = ["==", "!=", "===", "!==", ">", ">=", "<", "<="]

    static let nonTriggering: [Example] = operators.flatMap { operation in
        [
            Example("1 \(operation) 2\n"),
            Example("foo \(operation) bar\n"),
            Example("prefixedFoo \(operation) foo\n"),
            Example("foo.aProperty \(operation) foo.anotherProperty\n"),
            Example("self.aProperty \(operation) self.anotherProperty\n"),
            Example("\"1 \(operation) 1\"\n"),
            Example("self.aProperty \(operation) aProperty\n"),
            Example("lhs.aProperty \(operation) rhs.aProperty\n"),
            Example("lhs.identifier \(operation) rhs.identifier\n"),
            Example("i \(operation) index\n"),
            Example("$0 \(operation) 0\n"),
            Example("keyValues?.count ?? 0 \(operation) 0\n"),
            Example("string \(operation) string.lowercased()\n"),
            Example("let num: Int? = 0\n_ = num != nil && num \(operation) num?.byteSwapped\n"),
            Example("num \(operation) num!.byteSwapped\n"),
            Example("1    + 1 \(operation)   1     +    2\n"),
            Example("f(  i :   2) \(operation)   f (i: 3 )\n"),
        ]
    } + [
        Example("func evaluate(_ mode: CommandMode) -> Result<Options, CommandantError<CommandantError<()>>>\n"),
        Example("let array = Array<Array<Int>>()\n"),
        Example("guard Set(identifiers).count != identifiers.count else { return }\n"),
        Example(#"expect("foo") == "foo""# + "\n"),
        Example("type(of: model).cachePrefix == cachePrefix\n"),
        Example("histogram[156].0 == 0x003B8D96 && histogram[156].1 == 1\n"),
        Example(#"[Wrapper(type: .three), Wrapper(type: .one)].sorted { "\($0.type)" > "\($1.type)"}"# + "\n"),
        Example(#"array.sorted { "\($0)" < "\($1)" }"# + "\n"),
        Example("let sum = a + a == b\n"),
    ]

    static let triggering: [Example] = operators.flatMap { operation in
        [
            Example("↓1 \(operation) 1\n"),
            Example("↓foo \(operation) foo\n"),
            Example("↓foo.aProperty \(operation) foo.aProperty\n"),
            Example("↓self.aProperty \(operation) self.aProperty\n"),
            Example("↓$0 \(operation) $0\n"),
            Example("↓a?.b \(operation) a?.b\n"),
            Example("if (↓elem \(operation) elem) {}\n"),
            Example("XCTAssertTrue(↓s3 \(operation) s3)\n"),
            Example("if let tab = tabManager.selectedTab, ↓tab.webView \(operation) tab.webView\n"),
            Example("↓1    + 1 \(operation)   1     +    1\n"),
            Example(" ↓f(  i :   2) \(operation)   f (i: \n 2 )\n"),
        ]
    } + [
        Example("    return ↓lhs.foo == lhs.foo &&\n           lhs.bar == rhs.bar\n"),
        Example("    return lhs.foo == rhs.foo &&\n           ↓lhs.bar == lhs.bar\n"),
        Example("let check = try ↓value() == value()\n"),
        Example("let nested = ↓(a == b) == (a == b)\n"),
        Example("let same = (↓a == a) == b\n"),
        Example("let awaited = await ↓load() == load()\n"),
    ]
}
