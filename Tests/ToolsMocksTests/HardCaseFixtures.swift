// Copyright © 2026 Tools Authors. All rights reserved.

/// Protocols whose mocks used not to compile, or were not selected: parameters named like the mock's
/// locals, non-escaping closures in parentheses, generic typed throws, subscripts with setters, and a
/// protocol annotated on an extension in another file. Part of the `Fixtures` module of the compile test.
enum HardCaseFixtures {
    static let files: [String: String] = [
        "Data/HardCases.swift": """
        // sourcery: AutoMockable
        protocol ShadowingNames {
            func keep(closure: @escaping () -> Void)
            func run(_ closure: () -> Void)
            func pick(value: Int, error: Int, closure: Int) -> Int
            func wrapped(_ handler: ((Int) -> Void))
            func twice(first: (((Int) -> Void)), second: ((String) -> Int)) -> Int
        }

        protocol TypedThrowing: AutoMockable {
            init<E>(flag: Bool) throws(E) where E: Error
            func attempt<E>(_ block: () throws(E) -> Void) throws(E) -> Int where E: Error
            var never: Int { get throws(Never) }
        }

        // sourcery: AutoMockable
        protocol Indexed {
            subscript(index: Int) -> String { get set }
            subscript<T>(key: T) -> Int { get }
            subscript<T: Hashable>(key: T) -> T? { get set }
        }

        // A parent from the standard library that a class can conform to.
        protocol Runner: SerialExecutor, AutoMockable {
            func start()
        }

        protocol SelectedByExtension {
            func ping() -> Int
        }
        """,
        "Data/HardCases+Mocking.swift": """
        /// sourcery: AutoMockable
        extension SelectedByExtension {}
        """,
    ]

    /// Calls the mocks as a test would (inside the `Fixtures` module).
    static let use = """
    public func useHardCaseMocks() throws {
        let shadowing = ShadowingNamesMock()
        var ran = false
        shadowing.runClosure = { work in work() }
        shadowing.run { ran = true }
        precondition(ran, "a closure parameter named 'closure' is forwarded")
        shadowing.pickValueErrorClosureClosure = { value, error, closure in value + error + closure }
        precondition(shadowing.pick(value: 1, error: 2, closure: 3) == 6)
        shadowing.wrappedClosure = { handler in handler(4) }
        var seen = 0
        shadowing.wrapped { seen = $0 }
        precondition(seen == 4)

        let throwing = TypedThrowingMock()
        throwing.attemptReturnValue = 7
        let attempted = try throwing.attempt { () throws(CancellationError) in }
        precondition(attempted == 7)
        throwing.attemptThrowableError = CancellationError()
        do {
            _ = try throwing.attempt { () throws(CancellationError) in }
            preconditionFailure("the configured error is thrown")
        } catch {}

        let indexed = IndexedMock()
        indexed[0] = "b"
        precondition(indexed.subscriptIntSetReceivedInvocations.first?.newValue == "b")
        let none: String? = nil
        indexed["k"] = none
        precondition(indexed.subscriptTTSetCallsCount == 1)

        let runner = RunnerMock()
        runner.start()
        precondition(runner.startCalled && runner.enqueueCallsCount == 0)

        let selected = SelectedByExtensionMock()
        selected.pingReturnValue = 1
        precondition(selected.ping() == 1)
    }
    """
}
