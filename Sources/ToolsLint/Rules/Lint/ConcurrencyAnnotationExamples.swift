// Copyright © 2026 Tools Authors. All rights reserved.

/// `incompatible_concurrency_annotation`'s examples (SwiftLint's and our own), kept apart from the rule.
enum ConcurrencyAnnotationExamples {
    static let nonTriggering: [Example] = [
        Example("public struct S: Sendable {}\n"),
        Example("public class C: Sendable {}\n"),
        Example("public actor A {}\n"),
        Example("private @MainActor struct S { }\n"),
        Example("@MainActor struct S { }\n"),
        Example("internal @MainActor func globalActor()\n"),
        Example("private @MainActor init() {}\n"),
        Example("internal subscript(index: Int) -> String where String: Sendable { get }\n"),
        Example("@preconcurrency @MainActor public struct S {}\n"),
        Example("@preconcurrency @MainActor public class C {}\n"),
        Example("@preconcurrency @MainActor public enum E { case a }\n"),
        Example("@preconcurrency @MainActor public protocol P {}\n"),
        Example("@preconcurrency @MainActor public func globalActor()\n"),
        Example("@preconcurrency public func sendableClosure(_ block: @Sendable () -> Void)\n"),
        Example("@preconcurrency public func globalActorClosure(_ block: @MainActor () -> Void)\n"),
        Example("@preconcurrency public init(_ block: @Sendable () -> Void)\n"),
        Example("@preconcurrency public subscript(index: Int) -> String where String: Sendable { get }\n"),
        Example("@preconcurrency public func sendableReturningClosure() -> @Sendable () -> Void\n"),
        Example("@preconcurrency public func globalActorReturningClosure() -> @MainActor () -> Void\n"),
        Example("@preconcurrency public func sendingParameter(_ value: sending MyClass)\n"),
        Example(
            "@preconcurrency public func tupleParameterClosures(\n"
                + "    _ handlers: (@Sendable () -> Void, @MainActor () -> Void)\n)"
        ),
        Example(
            "@preconcurrency public func tupleReturningClosures() -> (\n    @Sendable () -> Void,\n"
                + "    @MainActor () -> Void\n)"
        ),
        Example(
            "@preconcurrency public func closureWithSendingArgument(\n"
                + "    _ handler: (_ value: sending MyClass) -> Void\n)"
        ),
        Example("public func nonSendableClosure(_ block: () -> Void)\n"),
        Example("public func generic<T>() where T: Equatable\n"),
        Example("public func generic<T: Hashable>()\n"),
        Example("public init<T: Hashable>()\n"),
        Example("public @MyActor enum E { case a }\n"),
        Example("public func customActor(_ block: @MyActor () -> Void)\n"),
    ]

    static let triggering: [Example] = [
        Example("@MainActor public ↓struct S {}\n"),
        Example("@MainActor public ↓class C {}\n"),
        Example("@MainActor public ↓enum E { case a }\n"),
        Example("@MainActor public ↓protocol GlobalActor {}\n"),
        Example("@MainActor public ↓func globalActor()\n"),
        Example("class C {\n    @MainActor public ↓init() {}\n}\n"),
        Example("@MainActor public ↓init<T>()\n"),
        Example("struct S {\n    @MainActor public ↓subscript(index: Int) -> String { get }\n}\n"),
        Example("public ↓subscript<T>(index: T) -> Int where T: ExpressibleByIntegerLiteral & Sendable { get }"),
        Example("public ↓func sendableClosure(_ block: @Sendable () -> Void)\n"),
        Example("public ↓func globalActorClosure(_ block: @MainActor () -> Void)\n"),
        Example("public struct S { public ↓func sendableClosure(_ block: @Sendable () -> Void) }\n"),
        Example("public ↓init(_ block: @Sendable () -> Void)\n"),
        Example("public ↓init(param: @MainActor () -> Void)\n"),
        Example("public ↓func tupleParameter(\n    _ handlers: (@Sendable () -> Void, @MainActor () -> Void)\n)"),
        Example(
            "public ↓func tupleWithSending(\n"
                + "    _ handlers: ((_ value: sending MyClass) -> Void, @MainActor () -> Void)\n)"
        ),
        Example("public ↓func generic<T>() where T: Sendable {}\n"),
        Example("public ↓struct S<T> where T: Sendable {}\n"),
        Example("public ↓class C<T> where T: Sendable {}\n"),
        Example("public ↓enum E<T> where T: Sendable { case a }\n"),
        Example("public ↓init<T>() where T: Sendable {}\n"),
        Example("public ↓func returnsSendableClosure() -> @Sendable () -> Void\n"),
        Example("public ↓func returnsActorClosure() -> @MainActor () -> Void\n"),
        Example("public ↓func returnsClosureTuple() -> (@Sendable () -> Void, @MainActor () -> Void)\n"),
        Example("@MyActor public ↓struct S {}\n", options: "global_actors: [\"MainActor\", \"MyActor\"]"),
        Example(
            "public ↓func globalActorClosure(_ block: @MyActor () -> Void)\n",
            options: "global_actors: [\"MainActor\", \"MyActor\"]"
        ),
        Example("@MyActor public ↓func customGlobalActor()\n", options: "global_actors: [\"MainActor\", \"MyActor\"]"),
        Example("@MyActor public ↓init()\n", options: "global_actors: [\"MainActor\", \"MyActor\"]"),
    ]

    static let corrections: [Correction] = [
        Correction(Example("@MainActor public ↓struct S {}\n"), "@preconcurrency\n@MainActor public struct S {}\n"),
        Correction(
            Example("public ↓func sendableClosure(_ block: @Sendable () -> Void)\n"),
            "@preconcurrency\npublic func sendableClosure(_ block: @Sendable () -> Void)\n"
        ),
        Correction(
            Example(
                "public struct S {\n    @MainActor\n    public ↓func a() {}\n    /// doc\n"
                    + "    public ↓func b(_ c: @Sendable () -> Void) {}\n"
                    + "    public ↓init<T>(t: T) where T: Sendable & Equatable {}\n}\n@MainActor public ↓class C {}\n"
                    + "  @objc public ↓func d() -> @MainActor () -> Void {}"
            ),
            "public struct S {\n    @preconcurrency\n    @MainActor\n    public func a() {}\n    /// doc\n"
                + "    @preconcurrency\n    public func b(_ c: @Sendable () -> Void) {}\n    @preconcurrency\n"
                + "    public init<T>(t: T) where T: Sendable & Equatable {}\n}\n@preconcurrency\n"
                + "@MainActor public class C {}\n  @preconcurrency\n  @objc public func d() -> @MainActor () -> Void {}"
        ),
        Correction(
            Example("public struct S {\r\n    @MainActor public ↓func a() {}\r\n}\r\n"),
            "public struct S {\r\n    @preconcurrency\r\n    @MainActor public func a() {}\r\n}\r\n"
        ),
    ]
}
