// Copyright © 2026 Tools Authors. All rights reserved.

/// What the presentation layer may ask of the climate feature. Sendable: the main-actor
/// state notifier awaits it.
// sourcery: AutoMockable
public protocol ClimateUseCases: Sendable {
    func climate(for id: String) async throws -> Climate
}
