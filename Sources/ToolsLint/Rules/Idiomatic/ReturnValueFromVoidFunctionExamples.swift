// Copyright © 2026 Tools Authors. All rights reserved.

/// `return_value_from_void_function`'s examples, kept apart from the rule so that both stay short.
enum ReturnValueFromVoidFunctionExamples {
    static let nonTriggering: [Example] = [
        Example("func foo() {\n    return\n}\n"),
        Example("func foo() {\n    return /* a comment */\n}\n"),
        Example("func foo() -> Int {\n    return 1\n}\n"),
        Example("func foo() -> Void {\n    if condition {\n        return\n    }\n    bar()\n}\n"),
        Example("func foo() {\n    return;\n    bar()\n}\n"),
        Example("func test() {}\n"),
        Example("init?() {\n    guard condition else {\n        return nil\n    }\n}\n"),
        Example("init?(arg: String?) {\n    guard arg != nil else {\n        return nil\n    }\n}\n"),
        Example("func test() {\n    guard condition else {\n        return\n    }\n}\n"),
        Example("func test() -> Result<String, Error> {\n    func other() {}\n"
            + "    func otherVoid() -> Void {}\n}\n"),
        Example("func test() -> Int? {\n    return nil\n}\n"),
        Example("func test() {\n    if bar {\n        print(\"\")\n        return\n    }\n"
            + "    let foo = [1, 2, 3].filter { return true }\n    return\n}\n"),
        Example("func test() {\n    guard foo else {\n        bar()\n        return\n    }\n}\n"),
        Example("func spec() {\n    var foo: Int {\n        return 0\n    }\n"),
        Example("func f() -> () { g() }\n"),
        Example("func f() { g() }\n"),
        Example("func f() { { return g() }() }\n"),
        Example("func f() {\n    func g() -> Int {\n        return 1\n    }\n}\n"),
        Example("init?() { return nil }\n"),
        Example("func f() {\n    var i: Int { return 1 }\n}\n"),
    ]

    static let triggering: [Example] = [
        Example("func foo() {\n    ↓return bar()\n}\n"),
        Example("func foo() -> () {\n    ↓return self.bar()\n}\n"),
        Example("func foo() -> Void {\n    ↓return bar()\n}\n"),
        Example("func foo() -> Void {\n    ↓return /* comment */ bar()\n}\n"),
        Example("func foo() {\n    ↓return\n    self.bar()\n}\n"),
        Example("func foo() {\n    variable += 1\n    ↓return\n    variable += 1\n}\n"),
        Example("func initThing() {\n    guard foo else {\n        ↓return print(\"\")\n    }\n}\n"),
        Example("// Leading comment\nfunc test() {\n    guard condition else {\n"
            + "        ↓return assertionfailure(\"\")\n    }\n}\n"),
        Example("func test() -> Result<String, Error> {\n    func other() {\n        guard false else {\n"
            + "            ↓return assertionfailure(\"\")\n        }\n    }\n"
            + "    func otherVoid() -> Void {}\n}\n"),
        Example("func test() {\n    guard conditionIsTrue else {\n        sideEffects()\n"
            + "        return // comment\n    }\n    guard otherCondition else {\n"
            + "        ↓return assertionfailure(\"\")\n    }\n    differentSideEffect()\n}\n"),
        Example("func test() {\n    guard otherCondition else {\n"
            + "        ↓return assertionfailure(\"\"); // comment\n    }\n    differentSideEffect()\n}\n"),
        Example("func test() {\n  if x {\n    ↓return foo()\n  }\n  bar()\n}\n"),
        Example("func test() {\n  switch x {\n    case .a:\n      ↓return foo() // return to skip baz()\n"
            + "    case .b:\n      bar()\n  }\n  baz()\n}\n"),
        Example("func test() {\n  if check {\n    if otherCheck {\n      ↓return foo()\n    }\n  }\n  bar()\n"
            + "}\n"),
        Example("func test() {\n    ↓return foo()\n}\n"),
        Example("func test() {\n  ↓return foo({\n    return bar()\n  })\n}\n"),
        Example("func test() {\n  guard x else {\n    ↓return foo()\n  }\n  bar()\n}\n"),
        Example("func test() {\n  let closure: () -> () = {\n    return assert()\n  }\n  if check {\n"
            + "    if otherCheck {\n      return // comments are fine\n    }\n  }\n  ↓return foo()\n}\n"),
        Example("subscript(index: Int) -> Int {\n    get { 0 }\n    set {\n        func reset() {\n"
            + "            ↓return clear()\n        }\n    }\n}\n"),
    ]

    static let corrections: [Correction] = [
        Correction(
            Example("func f() -> Void {\n    ↓return g()\n    // some comment\n}\n"),
            "func f() -> Void {\n    g()\n    return\n    // some comment\n}\n"
        ),
        Correction(
            Example("func f(b: Bool) {\n    if b {\n        // some comment\n        ↓return g()\n    }\n}\n"),
            "func f(b: Bool) {\n    if b {\n        // some comment\n        g()\n        return\n    }\n}\n"
        ),
        Correction(
            Example("func f() {\n    if b { ↓return g() }\n    run()\n}\n"),
            "func f() {\n    if b { g() \nreturn }\n    run()\n}\n"
        ),
        Correction(Example("func f() {\r\n    ↓return g()\r\n}\r\n"), "func f() {\r\n    g()\r\n    return\r\n}\r\n"),
        Correction(
            Example("func f() {\n    ↓return g() // done\n}\n"),
            "func f() {\n    g() // done\n    return // done\n}\n"
        ),
        Correction(
            Example("func f() {\n    if b { ↓return g() }\n    ↓return h()\n}\n"),
            "func f() {\n    if b { return g() }\n    h()\n    return\n}\n"
        ),
    ]
}
