// Copyright © 2026 Tools Authors. All rights reserved.

/// Reads climate data through the injected client and maps it to the domain entity.
struct ClimateAPIRepository: ClimateRepository {
    private let client: any ClimateClient

    init(client: any ClimateClient) {
        self.client = client
    }

    func climate(for id: String) async throws -> Climate {
        guard let record = try await client.climateRecord(for: id) else {
            throw ClimateError.notFound(id: id)
        }
        return Climate(id: record.id, name: record.name)
    }
}
