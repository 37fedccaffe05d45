// Copyright © 2026 Tools Authors. All rights reserved.

import XCTest
@testable import ClimateFeature

final class ClimateScheduleLogicTests: XCTestCase {
    private struct Failure: Error, Equatable {}

    private var sut: ClimateScheduleLogic!
    private var mockRepo: ClimateScheduleRepoMock!

    override func setUp() {
        super.setUp()
        mockRepo = ClimateScheduleRepoMock()
        sut = ClimateScheduleLogic(repository: mockRepo)
    }

    override func tearDown() {
        sut = nil
        mockRepo = nil
        super.tearDown()
    }

    func testClimateSchedule_WhenTheRepoHasIt_ReturnsIt() async throws {
        // Given
        mockRepo.climateScheduleForReturnValue = ClimateSchedule(id: "42", name: "Sample")

        // When
        let climateSchedule = try await sut.climateSchedule(for: "42")

        // Then
        XCTAssertEqual(climateSchedule, ClimateSchedule(id: "42", name: "Sample"))
        XCTAssertEqual(mockRepo.climateScheduleForCallsCount, 1)
        XCTAssertEqual(mockRepo.climateScheduleForReceivedId, "42")
    }

    func testClimateSchedule_WhenTheRepoFails_PassesTheErrorOn() async {
        // Given
        mockRepo.climateScheduleForThrowableError = Failure()

        // When
        do {
            _ = try await sut.climateSchedule(for: "42")
            XCTFail("expected the repo's error")
        } catch {
            // Then
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testClimateSchedule_WhenTheIdentifierIsEmpty_FailsWithoutAskingTheRepo() async {
        // When
        do {
            _ = try await sut.climateSchedule(for: "")
            XCTFail("expected ClimateScheduleError.missingIdentifier")
        } catch {
            // Then
            XCTAssertEqual(error as? ClimateScheduleError, .missingIdentifier)
        }
        XCTAssertEqual(mockRepo.climateScheduleForCallsCount, 0)
    }
}
