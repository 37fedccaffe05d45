// Copyright © 2026 Tools Authors. All rights reserved.

// sourcery: AutoMockable
/// What the presentation layer may ask of the climate feature. Sendable: the main-actor
/// state notifier awaits it.
public protocol ClimateUseCases: Sendable {
    func climate(for id: String) async throws -> Climate
}
