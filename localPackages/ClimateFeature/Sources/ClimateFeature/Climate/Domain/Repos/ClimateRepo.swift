// Copyright © 2026 Tools Authors. All rights reserved.

// sourcery: AutoMockable
/// Where climate data comes from. Domain owns the contract, so DataAccess can change
/// without touching the other layers.
internal protocol ClimateRepo: Sendable {
    func climate(for id: String) async throws -> Climate
}
