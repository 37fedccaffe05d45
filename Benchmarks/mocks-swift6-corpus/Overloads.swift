// Copyright © 2026 Tools Authors. All rights reserved.

// @mockable
// sourcery: AutoMockable
protocol SearchService {
    func search(_ query: String) async -> [User]
    func search(_ query: String, limit: Int) async -> [User]
    func search(_ query: Int) async -> [User]
    func search(_ query: String) async -> User?
    static func makeDefault() -> Self
}

// @mockable
// sourcery: AutoMockable
protocol SettingsStore {
    subscript(key: String) -> String? { get set }
    subscript(index: Int) -> Int { get }
    subscript<T: Decodable>(decoded key: String) -> T? { get }
}

// @mockable
// sourcery: AutoMockable
protocol ClockReader: Sendable {
    static var shared: Int { get }
    func now() -> ContinuousClock.Instant
    func sleep(for duration: Duration) async throws
}
