// Copyright © 2026 Tools Authors. All rights reserved.

/// Reads climateSchedule data through the injected client and maps it to the domain entity.
struct ClimateScheduleAPIRepository: ClimateScheduleRepository {
    private let client: any ClimateScheduleClient

    init(client: any ClimateScheduleClient) {
        self.client = client
    }

    func climateSchedule(for id: String) async throws -> ClimateSchedule {
        guard let record = try await client.climateScheduleRecord(for: id) else {
            throw ClimateScheduleError.notFound(id: id)
        }
        return ClimateSchedule(id: record.id, name: record.name)
    }
}
