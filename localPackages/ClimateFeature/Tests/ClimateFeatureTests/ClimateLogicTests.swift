// Copyright © 2026 Tools Authors. All rights reserved.

import Testing
@testable import ClimateFeature

struct ClimateLogicTests {
    private struct Failure: Error, Equatable {}

    @Test func readsTheClimateFromTheRepository() async throws {
        let repository = ClimateRepositoryMock()
        repository.climateForReturnValue = Climate(id: "42", name: "Sample")
        let logic = ClimateLogic(repository: repository)

        let climate = try await logic.climate(for: "42")

        #expect(climate == Climate(id: "42", name: "Sample"))
        #expect(repository.climateForCallsCount == 1)
        #expect(repository.climateForReceivedId == "42")
    }

    @Test func passesTheRepositoryErrorOn() async {
        let repository = ClimateRepositoryMock()
        repository.climateForThrowableError = Failure()
        let logic = ClimateLogic(repository: repository)

        await #expect(throws: Failure.self) {
            try await logic.climate(for: "42")
        }
    }

    @Test func rejectsAnEmptyIdentifierWithoutAskingTheRepository() async {
        let repository = ClimateRepositoryMock()
        let logic = ClimateLogic(repository: repository)

        await #expect(throws: ClimateError.missingIdentifier) {
            try await logic.climate(for: "")
        }
        #expect(repository.climateForCallsCount == 0)
    }
}
