// Copyright © 2026 Tools Authors. All rights reserved.

import Testing
@testable import ClimateFeature

struct ClimateScheduleLogicTests {
    private struct Failure: Error, Equatable {}

    @Test func readsTheClimateScheduleFromTheRepository() async throws {
        let repository = ClimateScheduleRepositoryMock()
        repository.climateScheduleForReturnValue = ClimateSchedule(id: "42", name: "Sample")
        let logic = ClimateScheduleLogic(repository: repository)

        let climateSchedule = try await logic.climateSchedule(for: "42")

        #expect(climateSchedule == ClimateSchedule(id: "42", name: "Sample"))
        #expect(repository.climateScheduleForCallsCount == 1)
        #expect(repository.climateScheduleForReceivedId == "42")
    }

    @Test func passesTheRepositoryErrorOn() async {
        let repository = ClimateScheduleRepositoryMock()
        repository.climateScheduleForThrowableError = Failure()
        let logic = ClimateScheduleLogic(repository: repository)

        await #expect(throws: Failure.self) {
            try await logic.climateSchedule(for: "42")
        }
    }

    @Test func rejectsAnEmptyIdentifierWithoutAskingTheRepository() async {
        let repository = ClimateScheduleRepositoryMock()
        let logic = ClimateScheduleLogic(repository: repository)

        await #expect(throws: ClimateScheduleError.missingIdentifier) {
            try await logic.climateSchedule(for: "")
        }
        #expect(repository.climateScheduleForCallsCount == 0)
    }
}
