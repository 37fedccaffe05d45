// Copyright © 2026 Tools Authors. All rights reserved.

/// `missing_docs`' examples (SwiftLint's, and cases found comparing with it), kept apart from the rule.
enum MissingDocsExamples {
    static let nonTriggering: [Example] = [
        Example(#"""
            /// docs
            public class A {
            /// docs
            public func b() {}
            }
            // no docs
            public class B: A { override public func b() {} }
            """#),
        Example(#"""
            import Foundation
            // no docs
            public class B: NSObject {
            // no docs
            override public var description: String { fatalError() } }
            """#),
        Example(#"""
            /// docs
            public class A {
                var j = 1
                var i: Int { 1 }
                func f() {}
                deinit {}
            }
            """#),
        Example("public extension A {}\n"),
        Example(#"""
            enum E {
                case A
            }
            """#),
        Example(#"""
            /// docs
            public class A {
                public init() {}
            }
            """#, options: "excludes_trivial_init: true"),
        Example(#"""
            class C {
                public func f() {}
            }
            """#, options: "evaluate_effective_access_control_level: true"),
        Example(#"""
            public struct S: ~Copyable, P {
                public init() {}
            }
            """#),
        Example(#"""
            /// my doc
            #if os(macOS)
            public func f() {}
            #else
            public func f() async {}
            #endif
            """#),
        Example(#"""
            /// my doc
            #if os(macOS)
                #if is(iOS)
                public func f() {}
                #endif
            #else
            public func f() async {}
            #endif
            """#),
        Example("/// docs\npublic func run() {\n    public func inner() {}\n}\n"),
        Example("/** docs */\npublic let value = 1\n"),
        Example("/// docs\n@MainActor\npublic final class Model {}\n"),
        Example("internal func helper() {}\n", options: "warning: [public]"),
    ]

    static let triggering: [Example] = [
        Example("public ↓func a() {}\n"),
        Example(#"""
            // regular comment
            public ↓func a() {}
            """#),
        Example(#"""
            /* regular comment */
            public ↓func a() {}
            """#),
        Example(#"""
            /// docs
            public protocol A {
                // no docs
                ↓var b: Int { get }
            }
            /// docs
            public struct C: A {
                public let b: Int
            }
            """#),
        Example(#"""
            /// a doc
            public class C {
                public static ↓let i = 1
            }
            """#),
        Example(#"""
            public extension A {
                public ↓func f() {}
                static ↓var i: Int { 1 }
                ↓struct S {
                    func f() {}
                }
                ↓class C {
                    func f() {}
                }
                ↓actor A {
                    func f() {}
                }
                ↓enum E {
                    ↓case a
                    func f() {}
                }
            }
            """#),
        Example(#"""
            public extension A {
                ↓enum E {
                    enum Inner {
                        case a
                    }
                }
            }
            """#),
        Example(#"""
            extension E {
                public ↓struct S {
                    public static ↓let i = 1
                }
            }
            """#),
        Example(#"""
            extension E {
                public ↓func f() {}
            }
            """#),
        Example(#"""
            /// docs
            public class A {
                public ↓init(argument: String) {}
            }
            """#, options: "excludes_trivial_init: true"),
        Example(#"""
            public ↓struct C: A {
                public ↓let b: Int
            }
            """#, options: "excludes_inherited_types: false"),
        Example(#"""
            public ↓extension A {
                public ↓func f() {}
            }
            """#, options: "excludes_extensions: false"),
        Example(#"""
            public extension E {
                ↓var i: Int {
                    let j = 1
                    func f() {}
                    return j
                }
            }
            """#),
        Example(#"""
            #if os(macOS)
            public ↓func f() {}
            #endif
            """#),
        Example(#"""
            public ↓enum E {
                ↓case A, B
                func f() {}
                init(_ i: Int) { self = .A }
            }
            """#),
        Example(#"""
            /// a doc
            public struct S {}
            public extension S {
                ↓enum E {
                    ↓case A
                }
            }
            """#),
        Example(#"""
            class C {
                public ↓func f() {}
            }
            """#, options: "evaluate_effective_access_control_level: false"),
        Example(#"""
            public ↓struct S: ~Copyable, ~Escapable {
                public ↓init() {}
            }
            """#),
        Example(#"""
            open ↓class C {
                public ↓enum E {
                    ↓case A
                    func f() {}
                    init(_ i: Int) { self = .A }
                }
            }
            """#),
        Example(#"""
            public extension URL {
                fileprivate enum E {
                    static let source = ""
                }
                static ↓var a: Int { 1 }
            }
            """#),
        Example("/// my doc\n#if os(macOS)\npublic func f() {}\npublic ↓func g() {}\n#endif\n"),
        Example("internal ↓func helper() {}\n", options: "error: [internal]"),
        Example("public ↓typealias Name = String\n"),
        Example("public ↓actor Store {}\n"),
        Example("public ↓enum Tree {\n    indirect ↓case node(Tree)\n}\n"),
        Example(
            "/// docs\npublic protocol Source {\n    ↓associatedtype Item\n    ↓subscript(index: Int) -> Item { get }\n}\n"
        ),
    ]
}
