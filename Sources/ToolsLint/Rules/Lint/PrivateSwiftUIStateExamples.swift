// Copyright © 2026 Tools Authors. All rights reserved.

/// `private_swiftui_state`'s examples (SwiftLint's, and cases found comparing with it), kept apart from the rule.
enum PrivateSwiftUIStateExamples {
    static let nonTriggering: [Example] = [
        Example("struct MyApp: App {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example("struct MyScene: Scene {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example("struct CofntentView: View {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example(#"""
            struct ContentView: View {
                @State private var isPlaying: Bool = false

                struct InnerView: View {
                    @State private var showsIndicator: Bool = false
                }
            }
            """#),
        Example(#"""
            struct MyStruct {
                struct ContentView: View {
                    @State private var isPlaying: Bool = false
                }
            }
            """#),
        Example(#"""
            struct MyStruct {
                struct ContentView: View {
                    @State private var isPlaying: Bool = false
                }

                @State var nonTriggeringState: Bool = false
            }
            """#),
        Example(#"""
            struct ContentView: View {
                var s: Int {
                    @State
                    var s: Int = 3
                    return s
                }

                var body: some View { Text("") }
            }
            """#),
        Example("struct ContentView: View {\n    var isPlaying = false\n}\n"),
        Example("struct MyApp: App {\n    @StateObject private var model = DataModel()\n}\n"),
        Example("struct MyScene: Scene {\n    @StateObject private var model = DataModel()\n}\n"),
        Example("struct ContentView: View {\n    @StateObject private var model = DataModel()\n}\n"),
        Example(#"""
            struct MyStruct {
                struct ContentView: View {
                    @StateObject private var dataModel = DataModel()
                }

                @StateObject var nonTriggeringObject = MyModel()
            }
            """#),
        Example("struct Foo {\n    @State var bar = false\n}\n"),
        Example("class Foo: ObservableObject {\n    @State var bar = Bar()\n}\n"),
        Example(#"""
            extension MyObject {
                struct ContentView: View {
                    @State private var isPlaying: Bool = false
                }
            }
            """#),
        Example("actor ContentView: View {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example("struct ContentViewModifier: ViewModifier {\n    @State private var isPlaying = false\n}\n"),
    ]

    static let triggering: [Example] = [
        Example("struct MyApp: App {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example("struct MyScene: Scene {\n    @State ↓public var isPlaying: Bool = false\n}\n"),
        Example("struct ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example(#"""
            struct ContentView: View {
                struct InnerView: View {
                    @State private var showsIndicator: Bool = false
                }

                @State ↓var isPlaying: Bool = false
            }
            """#),
        Example(#"""
            struct MyStruct {
                struct ContentView: View {
                    @State ↓var isPlaying: Bool = false
                }
            }
            """#),
        Example(#"""
            struct MyStruct {
                struct ContentView: View {
                    @State ↓var isPlaying: Bool = false
                }

                @State var isPlaying: Bool = false
            }
            """#),
        Example("final class ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example(#"""
            extension MyObject {
                struct ContentView: View {
                    @State ↓var isPlaying: Bool = false
                }
            }
            """#),
        Example("actor ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example("struct MyApp: App {\n    @StateObject ↓var model = DataModel()\n}\n"),
        Example("struct MyScene: Scene {\n    @StateObject ↓var model = DataModel()\n}\n"),
        Example("struct ContentView: View {\n    @StateObject ↓var model = DataModel()\n}\n"),
        Example("struct ContentView: View {\n    @State ↓private(set) var isPlaying = false\n"),
        Example("struct ContentView: View {\n    @State ↓fileprivate(set) public var isPlaying = false\n"),
        Example("struct ContentViewModifier: ViewModifier {\n    @State ↓var isPlaying = false\n}\n"),
        Example(#"""
            struct A: View {
                @State ↓public var a = 1
                @State
                ↓var b = 1
                @State ↓fileprivate(set) var c = 1
                @StateObject ↓internal static var d = M()
                @State ↓private(set) public var e = 1
                @State ↓var f = 1, g = 2
                struct Inner { @State var h = 1 }
            }
            extension B: View {
                @State var i = 1
            }
            class C: App {
                @State ↓var j = 1
                var k: Int {
                    @State var l = 1
                    return l
                }
            }
            """#),
    ]

    static let corrections: [Correction] = [
        Correction(
            Example("struct ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
            "struct ContentView: View {\n    @State private var isPlaying: Bool = false\n}\n"
        ),
        Correction(
            Example(#"""
                struct A: View {
                    @State static ↓internal var a = 1
                    @State
                    ↓public var b = 1
                    @State nonisolated(unsafe) ↓public lazy var c = 1
                    @State ↓public private(set) var d = 1
                    @State ↓public /* x */ var e = 1
                    @State ↓public
                    var f = 1
                    @State static ↓var g = 1
                }
                """#),
            "struct A: View {\n    @State private static var a = 1\n    @State\n    private var b = 1\n"
                + "    @State private nonisolated(unsafe) lazy var c = 1\n    @State private var d = 1\n"
                + "    @State private /* x */ var e = 1\n    @State private \n    var f = 1\n"
                + "    @State private static var g = 1\n}"
        ),
        Correction(
            Example("struct A: View {\r\n    @State ↓public  /* x */  var e = 1\r\n    @State ↓public /* y */\r\n    var f = 1\r\n}\r\n"),
            "struct A: View {\r\n    @State private  /* x */  var e = 1\r\n    @State private /* y */ \r\n    var f = 1\r\n}\r\n"
        ),
    ]
}
