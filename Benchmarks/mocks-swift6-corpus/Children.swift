// Copyright © 2026 Tools Authors. All rights reserved.

/// @mockable
// sourcery: AutoMockable
protocol PaymentService: Service {
    func pay(_ amount: Int, for order: Order) async throws -> Bool
}

/// @mockable
// sourcery: AutoMockable
protocol ProfileViewModel: ViewModel {
    var user: User? { get }
    func save(name: String) async throws
    func subscribe(_ handler: @escaping (User) async -> Void)
}

/// @mockable
// sourcery: AutoMockable
protocol ResettableCounter: Resettable, Sendable {
    var count: Int { get }
}

/// @mockable
// sourcery: AutoMockable
protocol Logger: Sendable {
    func log(_ message: String, file: StaticString, line: UInt)
    func flush(completion: @escaping @Sendable () -> Void)
    init(label: String)
}
