// Copyright © 2026 Tools Authors. All rights reserved.

/// `missing_docs`' examples (SwiftLint's, and cases found comparing with it), kept apart from the rule.
enum MissingDocsExamples {
    static let nonTriggering: [Example] = [
        Example(
            "/// docs\npublic class A {\n/// docs\npublic func b() {}\n}\n// no docs\n"
                + "public class B: A { override public func b() {} }"
        ),
        Example(
            "import Foundation\n// no docs\npublic class B: NSObject {\n// no docs\n"
                + "override public var description: String { fatalError() } }"
        ),
        Example("/// docs\npublic class A {\n    var j = 1\n    var i: Int { 1 }\n    func f() {}\n    deinit {}\n}"),
        Example("public extension A {}\n"),
        Example("enum E {\n    case A\n}"),
        Example("/// docs\npublic class A {\n    public init() {}\n}", options: "excludes_trivial_init: true"),
        Example("class C {\n    public func f() {}\n}", options: "evaluate_effective_access_control_level: true"),
        Example("public struct S: ~Copyable, P {\n    public init() {}\n}"),
        Example("/// my doc\n#if os(macOS)\npublic func f() {}\n#else\npublic func f() async {}\n#endif"),
        Example(
            "/// my doc\n#if os(macOS)\n    #if is(iOS)\n    public func f() {}\n    #endif\n#else\n"
                + "public func f() async {}\n#endif"
        ),
        Example("/// docs\npublic func run() {\n    public func inner() {}\n}\n"),
        Example("/** docs */\npublic let value = 1\n"),
        Example("/// docs\n@MainActor\npublic final class Model {}\n"),
        Example("internal func helper() {}\n", options: "warning: [public]"),
    ]

    static let triggering: [Example] = [
        Example("public ↓func a() {}\n"),
        Example("// regular comment\npublic ↓func a() {}"),
        Example("/* regular comment */\npublic ↓func a() {}"),
        Example(
            "/// docs\npublic protocol A {\n    // no docs\n    ↓var b: Int { get }\n}\n/// docs\n"
                + "public struct C: A {\n    public let b: Int\n}"
        ),
        Example("/// a doc\npublic class C {\n    public static ↓let i = 1\n}"),
        Example(
            "public extension A {\n    public ↓func f() {}\n    static ↓var i: Int { 1 }\n    ↓struct S {\n"
                + "        func f() {}\n    }\n    ↓class C {\n        func f() {}\n    }\n    ↓actor A {\n"
                + "        func f() {}\n    }\n    ↓enum E {\n        ↓case a\n        func f() {}\n    }\n}"
        ),
        Example("public extension A {\n    ↓enum E {\n        enum Inner {\n            case a\n        }\n    }\n}"),
        Example("extension E {\n    public ↓struct S {\n        public static ↓let i = 1\n    }\n}"),
        Example("extension E {\n    public ↓func f() {}\n}"),
        Example(
            "/// docs\npublic class A {\n    public ↓init(argument: String) {}\n}",
            options: "excludes_trivial_init: true"
        ),
        Example("public ↓struct C: A {\n    public ↓let b: Int\n}", options: "excludes_inherited_types: false"),
        Example("public ↓extension A {\n    public ↓func f() {}\n}", options: "excludes_extensions: false"),
        Example(
            "public extension E {\n    ↓var i: Int {\n        let j = 1\n        func f() {}\n"
                + "        return j\n    }\n}"
        ),
        Example("#if os(macOS)\npublic ↓func f() {}\n#endif"),
        Example("public ↓enum E {\n    ↓case A, B\n    func f() {}\n    init(_ i: Int) { self = .A }\n}"),
        Example("/// a doc\npublic struct S {}\npublic extension S {\n    ↓enum E {\n        ↓case A\n    }\n}"),
        Example("class C {\n    public ↓func f() {}\n}", options: "evaluate_effective_access_control_level: false"),
        Example("public ↓struct S: ~Copyable, ~Escapable {\n    public ↓init() {}\n}"),
        Example(
            "open ↓class C {\n    public ↓enum E {\n        ↓case A\n        func f() {}\n"
                + "        init(_ i: Int) { self = .A }\n    }\n}"
        ),
        Example(
            "public extension URL {\n    fileprivate enum E {\n        static let source = \"\"\n    }\n"
                + "    static ↓var a: Int { 1 }\n}"
        ),
        Example("/// my doc\n#if os(macOS)\npublic func f() {}\npublic ↓func g() {}\n#endif\n"),
        Example("internal ↓func helper() {}\n", options: "error: [internal]"),
        Example("public ↓typealias Name = String\n"),
        Example("public ↓actor Store {}\n"),
        Example("public ↓enum Tree {\n    indirect ↓case node(Tree)\n}\n"),
        Example(
            "/// docs\npublic protocol Source {\n    ↓associatedtype Item\n"
                + "    ↓subscript(index: Int) -> Item { get }\n}\n"
        ),
    ]
}
