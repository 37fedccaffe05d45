// Copyright © 2026 Tools Authors. All rights reserved.

/// Reads climate data through the injected API client and maps it to the domain entity.
internal final class ClimateAPIRepo: ClimateRepo {
    private let apiClient: ClimateAPIClient

    init(apiClient: ClimateAPIClient) {
        self.apiClient = apiClient
    }

    func climate(for id: String) async throws -> Climate {
        guard let record = try await apiClient.climateRecord(for: id) else {
            throw ClimateError.notFound(id: id)
        }
        return Climate(id: record.id, name: record.name)
    }
}
