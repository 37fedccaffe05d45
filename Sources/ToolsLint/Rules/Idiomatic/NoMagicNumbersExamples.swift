// Copyright © 2026 Tools Authors. All rights reserved.

/// `no_magic_numbers`' examples, kept apart from the rule so that both stay short.
enum NoMagicNumbersExamples {
    static let nonTriggering: [Example] = [
        Example("var foo = 123\n"),
        Example("static let bar: Double = 0.123\n"),
        Example("let a = b + 1.0\n"),
        Example("array[0] + array[1] \n"),
        Example("let foo = 1_000.000_01\n"),
        Example("// array[1337]\n"),
        Example("baz(\"9999\")\n"),
        Example("func foo() {\n    let x: Int = 2\n    let y = 3\n    let vector = [x, y, -1]\n}\n"),
        Example("class A {\n    var foo: Double = 132\n    static let bar: Double = 0.98\n}\n"),
        Example("@available(iOS 13, *)\nfunc version() {\n    if #available(iOS 13, OSX 10.10, *) {\n"
            + "        return\n    }\n}\n"),
        Example("enum Example: Int {\n    case positive = 2\n    case negative = -2\n}\n"),
        Example("class FooTests: XCTestCase {\n    let array: [Int] = []\n    let bar = array[42]\n}\n"),
        Example("class FooTests: XCTestCase {\n    class Bar {\n        let array: [Int] = []\n"
            + "        let bar = array[42]\n    }\n}\n"),
        Example("class MyTest: XCTestCase {}\nextension MyTest {\n    let a = Int(3)\n}\n"),
        Example("extension MyTest {\n    let a = Int(3)\n}\nclass MyTest: XCTestCase {}\n"),
        Example("let foo = 1 << 2\n"),
        Example("let foo = 1 >> 2\n"),
        Example("let foo = 2 >> 2\n"),
        Example("let foo = 2 << 2\n"),
        Example("let a = b / 100.0\n"),
        Example("let range = 2 ..< 12\n"),
        Example("let range = ...12\n"),
        Example("let range = 12...\n"),
        Example("let (lowerBound, upperBound) = (400, 599)\n"),
        Example("let a = (5, 10)\n"),
        Example("let notFound = (statusCode: 404, description: \"Not Found\", isError: true)\n"),
        Example("#Preview { ContentView(value: 5) }\n"),
        Example("@Test func f() { let _ = 2 + 2 }\n"),
        Example("@Suite struct Test {\n    @Test func f() {\n        func g() { let _ = 2 + 2 }\n"
            + "        let _ = 2 + 2\n    }\n}\n"),
        Example("@Suite actor Test {\n    private var a: Int { 2 }\n    @Test func f() { let _ = 2 + a }\n}\n"),
        Example("class Test { // @Suite implicitly\n    private var a: Int { 2 }\n"
            + "    @Test func f() { let _ = 2 + a }\n}\n"),
        Example("#if compiler(<6.0) && compiler(>4.0)\nlet a = 1\n#elseif compiler(<3.0)\nlet a = 2\n#endif\n"),
        Example("let myColor: UIColor = UIColor(red: 0.6, green: 1.0, blue: 0.2, alpha: 0.52)\n"),
        Example("let colorLiteral = #colorLiteral(red: 0.7019607843, green: 0.7019607843, blue: 0.7019607843,"
            + " alpha: 1)\n"),
        Example("let yourColor: UIColor = UIColor(hue: 0.9, saturation: 0.6, brightness: 0.333334, alpha: 1.0)\n"),
        Example("func createColor() -> UIColor {\n    return UIColor.init(white: 0.5, alpha: 0.8)\n}\n"),
        Example("let a = b + 2\n", options: "allowed_numbers: [2]"),
        Example("class Spec: BaseSpec {\n    let limit = check(7)\n}\n", options: "test_parent_classes: [BaseSpec]"),
        Example("let mask = 0b1010 + 0o17\n"),
    ]

    static let triggering: [Example] = [
        Example("foo(↓321)\n"),
        Example("bar(↓1_000.005_01)\n"),
        Example("array[↓42]\n"),
        Example("let box = array[↓12 + ↓14]\n"),
        Example("let a = b + ↓2.0\n"),
        Example("let range = 2 ... ↓12 + 1\n"),
        Example("let range = ↓2*↓6...\n"),
        Example("let slice = array[↓2...↓4]\n"),
        Example("for i in ↓3 ..< ↓8 {}\n"),
        Example("let n: Int = Int(r * ↓255) << ↓16 | Int(g * ↓255) << ↓8\n"),
        Example("Color.primary.opacity(isAnimate ? ↓0.1 : ↓1.5)\n"),
        Example("        class MyTest: XCTestCase {}\n        extension NSObject {\n"
            + "            let a = Int(↓3)\n        }\n"),
        Example("if (fileSize > ↓1000000) {\n    return\n}\n"),
        Example("let imageHeight = (width - ↓24)\n"),
        Example("return (↓5, ↓10, ↓15)\n"),
        Example("#ExampleMacro {\n    ContentView(value: ↓5)\n}\n"),
        Example("#if compiler(<6.0) && compiler(>4.0)\nf(↓6.0)\n#elseif compiler(<3.0)\nf(↓3.0)\n#else\n"
            + "f(↓4.0)\n#endif\n"),
        Example("let big = ↓5 + Int(↓3) << ↓2\nlet value = ↓5 as Double\n"),
        Example("let a = b + ↓3\n", options: "allowed_numbers: [2]"),
        Example("extension Later {\n    let a = f(↓3)\n}\nclass Later {}\n"),
    ]
}
