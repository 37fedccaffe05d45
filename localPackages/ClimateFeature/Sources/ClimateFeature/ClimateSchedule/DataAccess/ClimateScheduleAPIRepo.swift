// Copyright © 2026 Tools Authors. All rights reserved.

/// Reads climateSchedule data through the injected API client and maps it to the domain entity.
internal final class ClimateScheduleAPIRepo: ClimateScheduleRepo {
    private let apiClient: ClimateScheduleAPIClient

    init(apiClient: ClimateScheduleAPIClient) {
        self.apiClient = apiClient
    }

    func climateSchedule(for id: String) async throws -> ClimateSchedule {
        guard let record = try await apiClient.climateScheduleRecord(for: id) else {
            throw ClimateScheduleError.notFound(id: id)
        }
        return ClimateSchedule(id: record.id, name: record.name)
    }
}
