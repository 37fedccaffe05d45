// Copyright © 2026 Tools Authors. All rights reserved.

/// The business rules of the climate feature, apart from how data is fetched and shown.
final class ClimateLogic: ClimateUseCases {
    private let repository: ClimateRepo

    init(repository: ClimateRepo) {
        self.repository = repository
    }

    func climate(for id: String) async throws -> Climate {
        // An empty identifier can never match: fail here rather than spend a request on it.
        guard !id.isEmpty else { throw ClimateError.missingIdentifier }
        return try await repository.climate(for: id)
    }
}
