// Copyright © 2026 Tools Authors. All rights reserved.

/// `nesting`'s examples, kept apart from the rule so that both stay short.
enum NestingExamples {
    static let nonTriggering: [Example] = [
        Example("struct Library {\n    struct Shelf {}\n}\n"),
        Example("enum Palette {\n    enum Tone {\n        case light\n    }\n}\n"),
        Example("extension Library {\n    final class Index {}\n}\n"),
        Example("protocol Source {\n    associatedtype Item\n}\n"),
        Example("func load() {\n    func parse() {\n        func token() {}\n    }\n}\n"),
        Example("struct Library {\n    func load() {\n        struct Entry {}\n    }\n}\n"),
        Example("var total: Int {\n    func add() {\n        func one() {}\n    }\n    return 0\n}\n"),
        Example(
            "run {\n    struct Step {\n        struct Part {\n            struct Piece {}\n        }\n    }\n}\n",
            options: "check_nesting_in_closures_and_statements: false"
        ),
        Example(
            "struct Library {\n    func load() {\n        struct Entry {}\n    }\n}\n",
            options: "always_allow_one_type_in_functions: true"
        ),
        Example(
            "struct Library {\n    struct Shelf {\n        typealias Slot = Int\n    }\n}\n",
            options: "ignore_typealiases_and_associatedtypes: true"
        ),
        Example(
            "struct Library {\n    struct Shelf {\n        enum CodingKeys: String, CodingKey {\n"
                + "            case slot\n"
                + "        }\n    }\n}\n",
            options: "ignore_coding_keys: true"
        ),
        Example("struct A {\n    struct B {\n        struct C {}\n    }\n}\n", options: "type_level: 2"),
    ]

    static let triggering: [Example] = [
        Example("struct Library {\n    struct Shelf {\n        ↓struct Slot {}\n    }\n}\n"),
        Example("enum Palette {\n    enum Tone {\n        ↓enum Shade {}\n    }\n}\n"),
        Example("extension Library {\n    class Index {\n        final ↓class Page {}\n    }\n}\n"),
        Example("actor Store {\n    actor Cache {\n        ↓protocol Entry {}\n    }\n}\n"),
        Example("struct Library {\n    struct Shelf {\n        ↓typealias Slot = Int\n    }\n}\n"),
        Example("func load() {\n    func parse() {\n        func token() {\n"
            + "            ↓func char() {}\n        }\n    }\n}\n"),
        Example(
            "var total: Int {\n    func a() {\n        func b() {\n            func c() {\n"
                + "                ↓func d() {}\n"
                + "            }\n        }\n    }\n    return 0\n}\n"
        ),
        Example("run {\n    struct Step {\n        struct Part {\n            ↓struct Piece {}\n        }\n    }\n}\n"),
        Example(
            "switch mode {\ncase .fast:\n    class Step {\n        class Part {\n            ↓class Piece {}\n"
                + "        }\n    }\ndefault:\n    break\n}\n"
        ),
        Example(
            "struct A {\n    func f() {\n        struct B {\n            func g() {\n                func h() {\n"
                + "                    ↓struct C {}\n                    ↓func i() {}\n"
                + "                }\n            }\n"
                + "        }\n    }\n}\n"
        ),
        Example(
            "struct Library {\n    struct Shelf {\n        ↓enum Keys: String, CodingKey {\n            case slot\n"
                + "        }\n    }\n}\n",
            options: "ignore_coding_keys: true"
        ),
        Example(
            "struct Library {\n    enum CodingKeys: String, CodingKey {\n        case slot\n        ↓struct Slot {}\n"
                + "    }\n}\n",
            options: "ignore_coding_keys: true"
        ),
        Example("struct A {\n    ↓struct B {\n        ↓struct C {}\n    }\n}\n",
                options: "type_level: {warning: 0, error: 1}"),
    ]
}
