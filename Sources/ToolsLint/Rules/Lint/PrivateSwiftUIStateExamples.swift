// Copyright © 2026 Tools Authors. All rights reserved.

/// `private_swiftui_state`'s examples (SwiftLint's and our own), kept apart from the rule.
enum PrivateSwiftUIStateExamples {
    static let nonTriggering: [Example] = [
        Example("struct MyApp: App {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example("struct MyScene: Scene {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example("struct CofntentView: View {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example(
            "struct ContentView: View {\n    @State private var isPlaying: Bool = false\n\n"
                + "    struct InnerView: View {\n        @State private var showsIndicator: Bool = false\n    }\n}"
        ),
        Example(
            "struct MyStruct {\n    struct ContentView: View {\n"
                + "        @State private var isPlaying: Bool = false\n    }\n}"
        ),
        Example(
            "struct MyStruct {\n    struct ContentView: View {\n"
                + "        @State private var isPlaying: Bool = false\n    }\n\n"
                + "    @State var nonTriggeringState: Bool = false\n}"
        ),
        Example(
            "struct ContentView: View {\n    var s: Int {\n        @State\n        var s: Int = 3\n"
                + "        return s\n    }\n\n    var body: some View { Text(\"\") }\n}"
        ),
        Example("struct ContentView: View {\n    var isPlaying = false\n}\n"),
        Example("struct MyApp: App {\n    @StateObject private var model = DataModel()\n}\n"),
        Example("struct MyScene: Scene {\n    @StateObject private var model = DataModel()\n}\n"),
        Example("struct ContentView: View {\n    @StateObject private var model = DataModel()\n}\n"),
        Example(
            "struct MyStruct {\n    struct ContentView: View {\n"
                + "        @StateObject private var dataModel = DataModel()\n    }\n\n"
                + "    @StateObject var nonTriggeringObject = MyModel()\n}"
        ),
        Example("struct Foo {\n    @State var bar = false\n}\n"),
        Example("class Foo: ObservableObject {\n    @State var bar = Bar()\n}\n"),
        Example(
            "extension MyObject {\n    struct ContentView: View {\n"
                + "        @State private var isPlaying: Bool = false\n    }\n}"
        ),
        Example("actor ContentView: View {\n    @State private var isPlaying: Bool = false\n}\n"),
        Example("struct ContentViewModifier: ViewModifier {\n    @State private var isPlaying = false\n}\n"),
    ]

    static let triggering: [Example] = [
        Example("struct MyApp: App {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example("struct MyScene: Scene {\n    @State ↓public var isPlaying: Bool = false\n}\n"),
        Example("struct ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example(
            "struct ContentView: View {\n    struct InnerView: View {\n"
                + "        @State private var showsIndicator: Bool = false\n    }\n\n"
                + "    @State ↓var isPlaying: Bool = false\n}"
        ),
        Example(
            "struct MyStruct {\n    struct ContentView: View {\n        @State ↓var isPlaying: Bool = false\n"
                + "    }\n}"
        ),
        Example(
            "struct MyStruct {\n    struct ContentView: View {\n        @State ↓var isPlaying: Bool = false\n"
                + "    }\n\n    @State var isPlaying: Bool = false\n}"
        ),
        Example("final class ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example(
            "extension MyObject {\n    struct ContentView: View {\n"
                + "        @State ↓var isPlaying: Bool = false\n    }\n}"
        ),
        Example("actor ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
        Example("struct MyApp: App {\n    @StateObject ↓var model = DataModel()\n}\n"),
        Example("struct MyScene: Scene {\n    @StateObject ↓var model = DataModel()\n}\n"),
        Example("struct ContentView: View {\n    @StateObject ↓var model = DataModel()\n}\n"),
        Example("struct ContentView: View {\n    @State ↓private(set) var isPlaying = false\n"),
        Example("struct ContentView: View {\n    @State ↓fileprivate(set) public var isPlaying = false\n"),
        Example("struct ContentViewModifier: ViewModifier {\n    @State ↓var isPlaying = false\n}\n"),
        Example(
            "struct A: View {\n    @State ↓public var a = 1\n    @State\n    ↓var b = 1\n"
                + "    @State ↓fileprivate(set) var c = 1\n    @StateObject ↓internal static var d = M()\n"
                + "    @State ↓private(set) public var e = 1\n    @State ↓var f = 1, g = 2\n"
                + "    struct Inner { @State var h = 1 }\n}\nextension B: View {\n    @State var i = 1\n}\n"
                + "class C: App {\n    @State ↓var j = 1\n    var k: Int {\n        @State var l = 1\n"
                + "        return l\n    }\n}"
        ),
    ]

    static let corrections: [Correction] = [
        Correction(
            Example("struct ContentView: View {\n    @State ↓var isPlaying: Bool = false\n}\n"),
            "struct ContentView: View {\n    @State private var isPlaying: Bool = false\n}\n"
        ),
        Correction(
            Example(
                "struct A: View {\n    @State static ↓internal var a = 1\n    @State\n    ↓public var b = 1\n"
                    + "    @State nonisolated(unsafe) ↓public lazy var c = 1\n"
                    + "    @State ↓public private(set) var d = 1\n    @State ↓public /* x */ var e = 1\n"
                    + "    @State ↓public\n    var f = 1\n    @State static ↓var g = 1\n}"
            ),
            "struct A: View {\n    @State private static var a = 1\n    @State\n    private var b = 1\n"
                + "    @State private nonisolated(unsafe) lazy var c = 1\n    @State private var d = 1\n"
                + "    @State private /* x */ var e = 1\n    @State private \n    var f = 1\n"
                + "    @State private static var g = 1\n}"
        ),
        Correction(
            Example(
                "struct A: View {\r\n    @State ↓public  /* x */  var e = 1\r\n    @State ↓public /* y */\r\n"
                    + "    var f = 1\r\n}\r\n"
            ),
            "struct A: View {\r\n    @State private  /* x */  var e = 1\r\n"
                + "    @State private /* y */ \r\n    var f = 1\r\n}\r\n"
        ),
    ]
}
