// Copyright © 2026 Tools Authors. All rights reserved.

/// @mockable
// sourcery: AutoMockable
protocol Repository<Entity> {
    associatedtype Entity: Identifiable
    func all() async throws -> [Entity]
    func find(id: Entity.ID) async -> Entity?
    func first() -> Entity
    func save(_ entity: Entity) async throws
}

/// @mockable
// sourcery: AutoMockable
protocol Cache<Key, Value>: Sendable {
    associatedtype Key: Hashable & Sendable
    associatedtype Value: Sendable
    func value(for key: Key) -> Value?
    func insert(_ value: Value, for key: Key)
    func values() -> [Value]
}

/// @mockable
// sourcery: AutoMockable
protocol EventSource {
    associatedtype Event: Sendable
    func events() -> AsyncStream<Event>
    func latest() -> any Sequence<Int>
}
