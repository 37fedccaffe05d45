// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// @mockable
// sourcery: AutoMockable
protocol Coordinator: Hashable {
    func start()
}

/// @mockable
// sourcery: AutoMockable
protocol DescribedService: CustomStringConvertible {
    func describe(_ user: User) -> String
}

/// @mockable
// sourcery: AutoMockable
protocol Account: Identifiable {
    var id: UUID { get }
    var balance: Decimal { get set }
    func deposit(_ amount: Decimal) throws
}

/// @mockable
// sourcery: AutoMockable
protocol Route: Equatable, Sendable {
    var path: String { get }
}

