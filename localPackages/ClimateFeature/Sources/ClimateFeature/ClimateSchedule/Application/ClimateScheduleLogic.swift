// Copyright © 2026 Tools Authors. All rights reserved.

/// The business rules of the climateSchedule feature, apart from how data is fetched and shown.
final class ClimateScheduleLogic: ClimateScheduleUseCases {
    private let repository: ClimateScheduleRepo

    init(repository: ClimateScheduleRepo) {
        self.repository = repository
    }

    func climateSchedule(for id: String) async throws -> ClimateSchedule {
        // An empty identifier can never match: fail here rather than spend a request on it.
        guard !id.isEmpty else { throw ClimateScheduleError.missingIdentifier }
        return try await repository.climateSchedule(for: id)
    }
}
