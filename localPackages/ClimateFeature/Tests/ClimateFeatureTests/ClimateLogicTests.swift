// Copyright © 2026 Tools Authors. All rights reserved.

import XCTest
@testable import ClimateFeature

final class ClimateLogicTests: XCTestCase {
    private struct Failure: Error, Equatable {}

    private var sut: ClimateLogic!
    private var mockRepo: ClimateRepoMock!

    override func setUp() {
        super.setUp()
        mockRepo = ClimateRepoMock()
        sut = ClimateLogic(repository: mockRepo)
    }

    override func tearDown() {
        sut = nil
        mockRepo = nil
        super.tearDown()
    }

    func testClimate_WhenTheRepoHasIt_ReturnsIt() async throws {
        // Given
        mockRepo.climateForReturnValue = Climate(id: "42", name: "Sample")

        // When
        let climate = try await sut.climate(for: "42")

        // Then
        XCTAssertEqual(climate, Climate(id: "42", name: "Sample"))
        XCTAssertEqual(mockRepo.climateForCallsCount, 1)
        XCTAssertEqual(mockRepo.climateForReceivedId, "42")
    }

    func testClimate_WhenTheRepoFails_PassesTheErrorOn() async {
        // Given
        mockRepo.climateForThrowableError = Failure()

        // When
        do {
            _ = try await sut.climate(for: "42")
            XCTFail("expected the repo's error")
        } catch {
            // Then
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testClimate_WhenTheIdentifierIsEmpty_FailsWithoutAskingTheRepo() async {
        // When
        do {
            _ = try await sut.climate(for: "")
            XCTFail("expected ClimateError.missingIdentifier")
        } catch {
            // Then
            XCTAssertEqual(error as? ClimateError, .missingIdentifier)
        }
        XCTAssertEqual(mockRepo.climateForCallsCount, 0)
    }
}
