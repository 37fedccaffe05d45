// Copyright © 2026 Tools Authors. All rights reserved.

/// The examples of `opening_brace`, which the rule tests run.
enum OpeningBraceExamples {
    static let nonTriggering: [Example] = [
        Example("func run() {\n}\n"),
        Example("items.map() { $0 }\nitems.map({ $0 })\n"),
        Example("if let a = b { }\nwhile a == b { }\nguard let a = b else { return }\n"),
        Example("struct Outer {\n\tstruct Inner {\n\t\tlet value: Int\n\t}\n}\n"),
        Example("func make() -> () -> Void {\n    {}\n}\n"),
        Example("class Model:\n  NSObject {\n  var name: String {\n    return \"\"\n  }\n}\n"),
        Example("call(\n    (\n        \"text\",\n        { \"closure argument\" }\n    )\n)\n"),
        Example("if ready {}\nelse {}\n"),
        Example("    if ready /* note */ {\n        return\n    }\n"),
        Example("extension Store\n    where Value: Equatable\n{}\n", options: "ignore_multiline_type_headers: true"),
        Example("if\n    first,\n    second\n{}\n", options: "ignore_multiline_statement_conditions: true"),
        Example("func run(\n    a: Int\n)\n{}\n", options: "ignore_multiline_function_signatures: true"),
    ]

    static let triggering: [Example] = [
        Example("func run()↓{\n}\n"),
        Example("func run()\n\t↓{ }\n"),
        Example("items.map()↓{ $0 }\n"),
        Example("if let a = b↓{ }\n"),
        Example("guard let a = b else↓{ return }\n"),
        Example("struct Rule\n\n\t↓{\n}\n"),
        Example("switch value↓{}\n"),
        Example("class A↓{}\nactor B↓{}\nenum C↓{}\nprotocol D↓{}\nextension E↓{}\n"),
        Example("class Model {\n  var name: String↓{\n    return \"\"\n  }\n}\n"),
        Example("class Model {\n  var name = \"\" {\n    willSet↓{\n    }\n    didSet  ↓{\n    }\n  }\n}\n"),
        Example("precedencegroup Group↓{\n  assignment: true\n}\n"),
        Example("Button {\n  toggle()\n} label:↓{\n  Text(\"a\")\n}\n"),
        Example("if ready  ↓{}\nelse /* note */  ↓{}\n"),
        Example("if\n    first,\n    second\n↓{}\n"),
        Example("struct Store\n↓{}\n", options: "ignore_multiline_type_headers: true"),
        Example("if ready\n↓{}\n", options: "ignore_multiline_statement_conditions: true"),
        Example("func run(\n    a: Int)\n↓{}\n", options: "ignore_multiline_type_headers: true"),
    ]

    static let corrections: [Correction] = [
        Correction(Example("struct Rule↓{}\n"), "struct Rule {}\n"),
        Correction(Example("struct Rule\n↓{\n}\n"), "struct Rule {\n}\n"),
        Correction(Example("if ready // why\n↓{\n}\n"), "if ready { // why\n}\n"),
        Correction(Example("if ready  ↓{}\nelse /* note */  ↓{}\n"), "if ready {}\nelse /* note */ {}\n"),
        Correction(Example("items.map()↓{ $0 }\n"), "items.map() { $0 }\n"),
    ]
}
