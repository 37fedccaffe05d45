// Copyright © 2026 Tools Authors. All rights reserved.

// The fixtures are one literal of Swift sources: its length is theirs.
// swiftlint:disable type_body_length file_length

/// Protocols covering every requirement kind the generator must mock, spread over files so that
/// inheritance across files is exercised. They compile as a module named `Fixtures`.
enum MockFixtures {
    static let files: [String: String] = [
        "Domain/BaseService.swift": """
        import Foundation

        public protocol BaseService: Sendable {
            func start() async
            var isRunning: Bool { get }
        }
        """,
        "Domain/CarService.swift": """
        import Foundation

        public struct Car: Sendable, Equatable, Codable {
            public let vin: String
            public init(vin: String) { self.vin = vin }
        }

        public enum CarError: Error, Equatable {
            case notFound
        }

        // sourcery: AutoMockable
        public protocol CarService: BaseService {
            var name: String { get }
            var nickname: String? { get set }
            var tags: [String] { get }
            var lookup: [String: Int] { get set }
            var legacy: Int! { get }
            var slow: Int { get async throws }
            var typedSlow: Int { get throws(CarError) }
            static var shared: Int { get set }
            static func make(id: Int) -> Self
            init(name: String)
            func car(vin: String) async throws -> Car
            func cars(page: Int, size: Int) -> [Car]
            func value(for key: String) -> String?
            func value(for key: Int) -> String?
            func value(for key: Int) -> Int
            func find(_ vin: String) throws(CarError) -> Car
            func map(_ transform: (Int) throws -> Int) rethrows -> [Int]
            func fetch<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
            func same<T>(_ left: T, _ right: T) -> Bool where T: Equatable
            func observe(_ handler: @escaping @Sendable (Car) -> Void)
            func perform(_ work: () -> Void)
            func adjust(_ value: inout Int)
            func log(_ items: String...)
            func describe(_ value: some CustomStringConvertible) -> String
            func keep(_ value: any Codable & Sendable)
            func finish(_ completion: (() -> Void)?)
            @discardableResult func ping() -> Bool
            func reset()
            subscript(index: Int) -> String { get set }
            subscript(key key: String) -> Int? { get }
        }
        """,
        "Domain/EdgeCases.swift": """
        import Foundation

        // No annotation needed in Domain/.
        @MainActor public protocol Identified {
            nonisolated func id() -> String
            func load()
        }

        public protocol Computing {
            func sum(_ values: Int...) -> [Int]
            func lazy(_ value: @autoclosure () -> Int) -> Int
            func notify(_ handler: (@Sendable (Int) -> Void)?)
        }

        public protocol Lookup {
            subscript<T>(key: String) -> T? { get }
        }

        public protocol Creatable {
            init()
            init?(raw: Int) throws
        }

        public protocol Task: Sendable {
            func run() async throws(CancellationError)
            var state: String { get async }
        }
        """,
        "Domain/Repository.swift": """
        import Foundation

        // sourcery: AutoMockable
        protocol Repository where Item: Equatable, Self: AnyObject {
            associatedtype Item: Codable & Sendable
            associatedtype ID: Hashable
            func all() async -> [Item]
            func item(id: ID) -> Item?
            func save(_ item: Item) throws
            // The method's own `Item` shadows the associated type: the mock renames it.
            func convert<Item>(_ value: Item) -> Item
            func finish(_ done: Completion)
            func later(_ done: @escaping Completion)
        }

        public typealias Completion = (Bool) -> Void
        """,
        "Presentation/ScreenStateNotifier.swift": """
        /// Drives the screen.
        /// @mockable
        @MainActor
        public protocol ScreenStateNotifier: AnyObject {
            var title: String { get }
            var items: [String] { get set }
            static var instances: Int { get set }
            func load() async
            func select(index: Int) -> String
        }
        """,
        "Data/Counter.swift": """
        protocol AutoMockable {}

        protocol Counter: Actor, AutoMockable {
            var value: Int { get }
            func increment(by step: Int) -> Int
            func reset() async
        }

        protocol Settings: AutoMockable {
            static var current: String { get set }
            static func reload() -> Bool
            func apply(_ value: String!) -> String!
            func choose(_ value: any Sendable) -> (any Sendable)?
        }

        protocol Named: Hashable, AutoMockable {
            var id: String { get }
        }

        // Not annotated and outside Domain/Application: not mocked.
        protocol Ignored {
            func nothing()
        }

        // sourcery: AutoMockable
        protocol Cancellable: AnyObject {
            func cancel()
        }

        // sourcery: AutoMockable
        protocol Storage<Value> {
            associatedtype Value
            var current: Value { get }
            func update(_ transform: @escaping (Value) -> Value)
        }
        """,
        "Data/Conditional.swift": """
        // sourcery: AutoMockable
        public protocol Conditional {
            func always()
            #if DEBUG
            func debugOnly() -> Int
            static var level: Int { get set }
            #elseif canImport(Foundation)
            func foundation()
            #else
            static var other: Int { get }
            #endif
        }
        """,
        "Data/Registry.swift": """
        // sourcery: AutoMockable
        public protocol Registry: Sendable {
            associatedtype Key: Hashable & Sendable
            static var instances: Int { get set }
            static func register(name: String)
            func value(for key: Key) -> String?
        }

        // sourcery: AutoMockable
        protocol Table {
            associatedtype Row
            static var tableName: String { get }
            func rows() -> [Row]
        }
        """,
        "Data/Aliases.swift": """
        // No protocol declared here: the alias is still found as a parent.
        typealias ServiceMarker = Sendable
        """,
        "Data/Failure.swift": """
        protocol Failure: Error, CustomStringConvertible, AutoMockable {
            var code: Int { get }
        }

        protocol Marked: ServiceMarker, AutoMockable {
            func mark()
        }
        """,
        "Application/Unmockable.swift": """
        // Every protocol in Application/ is mocked: this one cannot be, and must not break the file.
        protocol Unmockable {
            func fail<E: Error>(with error: E) throws(E)
        }

        protocol Orphan: MissingParent {
            func run()
        }
        """,
    ]

    /// Code in another module that calls the mocks as tests would, and checks what they record.
    /// With the argument `unstubbed`, it calls a method whose return value was never configured.
    static let runner = """
    import Fixtures
    import Foundation

    func check(_ condition: Bool, _ message: String, line: Int = #line) {
        if !condition {
            print("FAILED line \\(line): \\(message)")
            exit(1)
        }
    }

    if CommandLine.arguments.dropFirst().first == "unstubbed" {
        let mock = CarServiceMock()
        _ = try await mock.car(vin: "WVW")
        exit(0)
    }

    let cars = CarServiceMock()
    cars.carVinReturnValue = Car(vin: "A")
    let car = try await cars.car(vin: "WVW")
    check(car == Car(vin: "A"), "return value")
    check(cars.carVinCallsCount == 1 && cars.carVinCalled, "calls count")
    check(cars.carVinReceivedVin == "WVW", "received vin")
    check(cars.carVinReceivedInvocations == ["WVW"], "invocations")

    cars.carVinThrowableError = CarError.notFound
    do {
        _ = try await cars.car(vin: "X")
        check(false, "should throw")
    } catch {
        check(error as? CarError == .notFound, "thrown error")
    }

    cars.carsPageSizeReturnValue = []
    _ = cars.cars(page: 2, size: 20)
    check(cars.carsPageSizeReceivedArguments?.page == 2 && cars.carsPageSizeReceivedArguments?.size == 20, "tuple")

    cars.valueForStringReturnValue = "s"
    cars.valueForIntStringReturnValue = "i"
    cars.valueForIntIntReturnValue = 7
    let text: String? = cars.value(for: "k")
    let number: Int = cars.value(for: 1)
    let optionalText: String? = cars.value(for: 2)
    check(text == "s" && number == 7 && optionalText == "i", "overloads")

    cars.findThrowableError = .notFound
    do {
        _ = try cars.find("V")
        check(false, "typed throw")
    } catch {
        check(error == .notFound, "typed error")
    }

    cars.mapClosure = { _ in [1, 2] }
    check(cars.map { $0 } == [1, 2], "rethrows")

    cars.fetchFromReturnValue = Car(vin: "F")
    let fetched: Car = try cars.fetch(Car.self, from: Data())
    check(fetched.vin == "F", "generic return")
    check(cars.fetchFromReceivedArguments?.type is Car.Type, "generic argument kept")

    cars.sameClosure = { left, right in (left as? Int) == (right as? Int) }
    check(cars.same(1, 1), "where clause")

    final class Box: @unchecked Sendable {
        var car: Car?
    }
    let box = Box()
    cars.observe { box.car = $0 }
    cars.observeReceivedHandler?(Car(vin: "O"))
    check(box.car?.vin == "O", "escaping closure stored")

    var performed = false
    cars.performClosure = { work in work() }
    cars.perform { performed = true }
    check(performed && cars.performCallsCount == 1, "non-escaping closure forwarded")

    cars.adjustClosure = { value in value += 1 }
    var counter = 1
    cars.adjust(&counter)
    check(counter == 2 && cars.adjustReceivedValue == 1, "inout")

    cars.log("a", "b")
    check(cars.logReceivedItems == ["a", "b"], "variadic")

    cars.describeReturnValue = "d"
    check(cars.describe(42) == "d" && cars.describeReceivedValue?.description == "42", "some")

    cars.keep(Car(vin: "K"))
    check((cars.keepReceivedValue as? Car)?.vin == "K", "any")

    cars.finish(nil)
    check(cars.finishCallsCount == 1, "optional closure")

    cars.pingReturnValue = true
    cars.ping()
    check(cars.pingCalled, "discardable")

    // A Sendable mock counts every call made from concurrent tasks.
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<1_000 {
            group.addTask { cars.ping() }
        }
    }
    check(cars.pingCallsCount == 1_001, "locked counting")

    cars.name = "N"
    cars.nickname = nil
    check(cars.name == "N" && cars.tags.isEmpty && cars.lookup.isEmpty && cars.legacy == nil, "properties")
    cars.underlyingSlow = 3
    let slow = try await cars.slow
    check(slow == 3 && cars.slowCallsCount == 1, "async throwing getter")
    cars.typedSlowThrowableError = .notFound
    check((try? cars.typedSlow) == nil, "typed throwing getter")

    cars.subscriptReturnValue = "zero"
    cars[1] = "one"
    check(cars[0] == "zero" && cars.subscriptSetReceivedInvocations.first?.newValue == "one", "subscript")
    check(cars.subscriptReceivedIndex == 0 && cars.subscriptSetReceivedInvocations.first?.index == 1, "subscript index")
    check(cars[key: "k"] == nil && cars.subscriptKeyReceivedKey == "k", "labelled subscript")

    CarServiceMock.shared = 3
    CarServiceMock.makeIdReturnValue = CarServiceMock(name: "made")
    check(CarServiceMock.make(id: 1).initNameReceivedName == "made", "Self return and init")
    CarServiceMock.resetMock()
    check(CarServiceMock.makeIdCallsCount == 0, "static reset")

    await cars.start()
    check(cars.startCallsCount == 1, "inherited")
    cars.isRunning = true
    check(cars.isRunning, "inherited property")

    // SwiftPM's debug builds define DEBUG: the mock has the same `#if`s as the protocol.
    let conditional = ConditionalMock()
    conditional.debugOnlyReturnValue = 4
    ConditionalMock.level = 2
    check(conditional.debugOnly() == 4 && ConditionalMock.level == 2, "conditional members")
    ConditionalMock.reset()
    check(ConditionalMock.underlyingLevel == nil, "conditional statics reset")

    // A generic mock keeps its static state at file level, shared by its specialisations.
    RegistryMock<String>.instances = 2
    RegistryMock<String>.register(name: "a")
    check(RegistryMock<Int>.registerNameReceivedName == "a" && RegistryMock<Int>.instances == 2, "generic statics")
    RegistryMock<Int>.reset()
    check(RegistryMock<String>.registerNameCallsCount == 0, "generic statics reset")

    let identified = IdentifiedMock()
    identified.idReturnValue = "id"
    check(identified.id() == "id", "nonisolated requirement of a main-actor protocol")
    let computing = ComputingMock()
    computing.lazyClosure = { value in value() + 1 }
    check(computing.lazy(41) == 42, "autoclosure")
    let lookup = LookupMock()
    lookup.subscriptReturnValue = 3
    let found: Int? = lookup["k"]
    check(found == 3 && lookup.subscriptReceivedKey == "k", "generic subscript")
    let created = try CreatableMock(raw: 1)
    check(created?.initRawReceivedRaw == 1, "initialisers")
    let task = TaskMock()
    task.runThrowableError = CancellationError()
    check((try? await task.run()) == nil, "typed throws")

    // Top-level code runs on the main actor.
    let notifier = ScreenStateNotifierMock()
    notifier.selectIndexReturnValue = "first"
    check(notifier.select(index: 0) == "first", "main actor")
    ScreenStateNotifierMock.instances = 2
    check(ScreenStateNotifierMock.instances == 2, "main actor statics")
    ScreenStateNotifierMock.reset()
    check(ScreenStateNotifierMock.underlyingInstances == nil, "main actor static reset")
    await notifier.load()
    check(notifier.loadCallsCount == 1, "main actor async")

    let internalMocksWork = try await useInternalMocks()
    check(internalMocksWork, "internal mocks")
    """

    /// Calls the mocks of internal protocols from inside the module.
    static let internalUse = """
    import Foundation

    public func useInternalMocks() async throws -> Bool {
        let repository = RepositoryMock<String, Int>()
        repository.itemIdReturnValue = "x"
        repository.allReturnValue = ["a"]
        let all = await repository.all()
        try repository.save("y")

        let counter = CounterMock()
        counter.incrementByReturnValue = 5
        let next = await counter.increment(by: 2)
        await counter.reset()

        SettingsMock.current = "c"
        SettingsMock.reloadReturnValue = true
        let reloaded = SettingsMock.reload()
        SettingsMock.reset()
        let settings = SettingsMock()
        settings.applyReturnValue = "a"
        settings.chooseReturnValue = 1

        let named = NamedMock()
        let cancellable = CancellableMock()
        cancellable.cancel()
        TableMock<Int>.underlyingTableName = "cars"
        let tableName = TableMock<String>.tableName
        TableMock<Int>.reset()
        let storage = StorageMock<Int>()
        storage.underlyingCurrent = 1
        storage.update { $0 + 1 }

        let failure = FailureMock()
        failure.underlyingDescription = "failed"
        let error: any Error = failure
        let marked: any Sendable = MarkedMock()

        return repository.item(id: 1) == "x" && String(describing: error) == "failed" && marked is MarkedMock
            && all == ["a"] && repository.saveReceivedItem == "y" && tableName == "cars"
            && next == 5 && counter.incrementByReceivedStep == 2 && counter.resetCalled
            && reloaded && settings.apply(nil) == "a" && named != NamedMock() && cancellable.cancelCalled
            && storage.current == 1 && storage.updateCallsCount == 1
    }
    """
}
