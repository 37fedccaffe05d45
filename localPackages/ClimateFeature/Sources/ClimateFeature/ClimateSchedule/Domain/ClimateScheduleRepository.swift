// Copyright © 2026 Tools Authors. All rights reserved.

/// Where climateSchedule data comes from. Domain owns the contract, so DataAccess can change
/// without touching the other layers.
// sourcery: AutoMockable
protocol ClimateScheduleRepository: Sendable {
    func climateSchedule(for id: String) async throws -> ClimateSchedule
}
