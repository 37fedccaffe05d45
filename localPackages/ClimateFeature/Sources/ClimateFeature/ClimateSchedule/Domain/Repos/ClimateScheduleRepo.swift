// Copyright © 2026 Tools Authors. All rights reserved.

// sourcery: AutoMockable
/// Where climateSchedule data comes from. Domain owns the contract, so DataAccess can change
/// without touching the other layers.
internal protocol ClimateScheduleRepo: Sendable {
    func climateSchedule(for id: String) async throws -> ClimateSchedule
}
