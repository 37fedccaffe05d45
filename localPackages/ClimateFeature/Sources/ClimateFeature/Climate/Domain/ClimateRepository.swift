// Copyright © 2026 Tools Authors. All rights reserved.

/// Where climate data comes from. Domain owns the contract, so DataAccess can change
/// without touching the other layers.
// sourcery: AutoMockable
protocol ClimateRepository: Sendable {
    func climate(for id: String) async throws -> Climate
}
