// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

/// Scaffolds into a temporary workspace and runs the real `swift build` and `swift test` in the generated
/// packages (about a minute of CPU). Skipped with `TOOLS_SKIP_SWIFT_BUILD_TESTS=1` (`TestEnvironment`).
///
/// The mocks the generated tests use come from the mock generator; the full chain (create-feature, then
/// generate-mocks, then build) is tested through the CLI. Here they are written by hand, in this test only,
/// with the member names Sourcery's AutoMockable gives.
@Suite(.offThePool, .enabled(if: TestEnvironment.runsSwiftBuilds))
struct GeneratedPackageBuildTests {
    @Test func theGeneratedPackagesBuildAndPassTheirTests() async throws {
        let fixture = try ScaffoldFixture()
        // iOS alone would make `swift build` on a Mac target macOS 10.13 (no `async`, no `@StateObject`): the
        // packages built here declare macOS 14 too, the setting the README gives for building on a Mac.
        let project = try fixture.read("project.yml").replacingOccurrences(
            of: "    registerInTargets: [App]\n",
            with: "    registerInTargets: [App]\n    platforms: { iOS: \"17\", macOS: \"14\" }\n"
        )
        #expect(project.contains("macOS: \"14\""))
        try fixture.directory.write(project, to: "project.yml")
        try fixture.create(FeatureRequest(name: "Climate", subFeatures: ["ClimateSchedule"]))
        for name in ["Climate", "ClimateSchedule"] {
            let path = "localPackages/ClimateFeature/Sources/ClimateFeature/\(name)/Mocks/\(name)RepoMock.swift"
            try fixture.directory.write(repositoryMock(name), to: path)
        }
        let climate = fixture.root.appendingPathComponent("localPackages/ClimateFeature")
        // The defaults: XCTest, an ObservableObject state notifier (SwiftUI only, so not compiled here).
        #expect(try fixture.read("localPackages/ClimateFeature/Package.swift").contains(".macOS(.v14)"))
        try await buildAndTest(
            climate, expecting: ["testClimateSchedule_WhenTheRepoHasIt_ReturnsIt", "Executed 6 tests, with 0 failures"]
        )

        // A second package with the alternatives (Swift Testing, an @Observable notifier, which Linux compiles)
        // in Swift 6 language mode, depending on the first through `.package(path:)`.
        let alternatives = try fixture.read("project.yml").replacingOccurrences(
            of: "    registerInTargets: [App]\n",
            with: "    registerInTargets: [App]\n    testFramework: swift-testing\n    stateNotifier: observable\n"
                + "    toolsVersion: \"6.0\"\n"
        )
        try fixture.directory.write(alternatives, to: "project.yml")
        try fixture.create(FeatureRequest(name: "Seat", dependencies: ["ClimateFeature", "Components"]))
        let seatMock = "localPackages/SeatFeature/Sources/SeatFeature/Seat/Mocks/SeatRepoMock.swift"
        try fixture.directory.write(repositoryMock("Seat"), to: seatMock)
        try await buildAndTest(
            fixture.root.appendingPathComponent("localPackages/SeatFeature"),
            expecting: ["seatWhenTheRepoHasItReturnsIt()", "seatWhenTheIdentifierIsEmptyFailsWithoutAskingTheRepo()"]
        )
    }

    private func buildAndTest(_ package: URL, expecting names: [String]) async throws {
        let build = try await runCommandOffThePool("swift", ["build"], in: package, check: false)
        #expect(build.status == 0, "swift build failed:\n\(build.output)\n\(build.error)")
        let buildLog = build.output + build.error
        #expect(!buildLog.contains("warning:"), "swift build warned:\n\(buildLog)")
        let test = try await runCommandOffThePool("swift", ["test"], in: package, check: false)
        #expect(test.status == 0, "swift test failed:\n\(test.output)\n\(test.error)")
        for name in names {
            #expect((test.output + test.error).contains(name), "\(name) did not run:\n\(test.output)\n\(test.error)")
        }
    }

    private func repositoryMock(_ name: String) -> String {
        let method = TemplateRenderer.lowerFirst(name)
        return """
            // Copyright © 2026 Example Corp. All rights reserved.

            final class \(name)RepoMock: \(name)Repo, @unchecked Sendable {
                var \(method)ForCallsCount = 0
                var \(method)ForReceivedId: String?
                var \(method)ForReturnValue: \(name)?
                var \(method)ForThrowableError: (any Error)?

                func \(method)(for id: String) async throws -> \(name) {
                    \(method)ForCallsCount += 1
                    \(method)ForReceivedId = id
                    if let error = \(method)ForThrowableError { throw error }
                    guard let value = \(method)ForReturnValue else { fatalError("\(method)ForReturnValue is not set") }
                    return value
                }
            }

            """
    }
}
