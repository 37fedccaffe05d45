// Copyright © 2026 Tools Authors. All rights reserved.

// sourcery: AutoMockable
/// What the presentation layer may ask of the climateSchedule feature. Sendable: the main-actor
/// state notifier awaits it.
public protocol ClimateScheduleUseCases: Sendable {
    func climateSchedule(for id: String) async throws -> ClimateSchedule
}
