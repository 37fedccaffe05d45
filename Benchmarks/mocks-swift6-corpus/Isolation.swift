// Copyright © 2026 Tools Authors. All rights reserved.

/// @mockable
// sourcery: AutoMockable
@MainActor
protocol ScreenPresenter {
    var title: String { get set }
    func present(_ user: User)
    func load() async -> [User]
    func schedule(_ job: @escaping @Sendable () async -> Void)
    func perform(_ job: @escaping () async -> Void) async
    nonisolated func identifier() -> String
    nonisolated var version: Int { get }
}

/// @mockable
// sourcery: AutoMockable
@MainActor
protocol BackgroundRefreshing {
    @concurrent func refresh() async -> Snapshot
    nonisolated func cancel()
}

/// @mockable
// sourcery: AutoMockable
protocol DatabaseWriter {
    @DatabaseActor func write(_ order: Order) throws
    @DatabaseActor var pendingCount: Int { get }
    func flush() async
}

/// @mockable
// sourcery: AutoMockable
protocol IsolatedWork {
    func run(on actor: isolated any Actor, times: Int)
    func record(_ value: Int, isolation: isolated (any Actor)?) async
}

/// @mockable
// sourcery: AutoMockable
protocol ConcurrentLoader {
    @concurrent func load(path: String) async throws -> [UInt8]
    nonisolated func cachedCount() -> Int
}

/// @mockable
// sourcery: AutoMockable
protocol CounterService: Actor {
    var total: Int { get }
    func add(_ amount: Int) async
    func reset()
    nonisolated func label() -> String
}

/// @mockable
// sourcery: AutoMockable
protocol SessionTracker: Sendable {
    var currentUser: User? { get }
    func track(_ event: String, properties: [String: String])
    func handler(for name: String) -> @Sendable (Int) -> Void
    func observe(_ observer: @escaping @Sendable (String) -> Void)
    func flush() async throws
}
