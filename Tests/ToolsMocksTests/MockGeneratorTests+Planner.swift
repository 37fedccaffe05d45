// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsMocks

/// The planner's jobs from a workspace: each feature's mocks in its own `Mocks` folder.
extension MockGeneratorTests {
    @Test func plannerPutsEachFeaturesMocksInItsMocksFolder() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write("protocol CarRepository { func cars() async throws -> [String] }",
                         to: "localPackages/CarFeature/Sources/CarFeature/Garage/Domain/CarRepository.swift")
        let workspace = try Workspace.load(root: folder.url)
        let (request, _) = try MockPlanner.request(
            options: MockCommandOptions(), workspace: workspace, currentDirectory: folder.url
        )
        #expect(request.jobs.count == 1)
        let job = try #require(request.jobs.first)
        #expect(job.splitsPerMock)
        // A sub-feature's protocols go to the sub-feature's own Mocks folder, one file per mock, as the
        // reference guides keep them; a file of the one-file layout left from before is removed.
        let mocks = "localPackages/CarFeature/Sources/CarFeature/Garage/Mocks/"
        try folder.write("// \(MockGenerator.marker)\n", to: mocks + "GarageMocks.swift")
        try folder.write("// written by hand\n", to: mocks + "Notes.swift")
        _ = try MockGenerator(store: nil).run(request)
        let mock = try folder.read(mocks + "CarRepositoryMock.swift")
        #expect(mock.contains("final class CarRepositoryMock: CarRepository"))
        #expect(!folder.exists(mocks + "GarageMocks.swift"))
        #expect(folder.exists(mocks + "Notes.swift"), "a file the generator did not write stays")

        // A hand-written file with a mock's name is never replaced.
        try folder.write("// mine\n", to: mocks + "CarRepositoryMock.swift")
        let taken = try MockGenerator(store: nil).run(request)
        #expect(taken.diagnostics.contains { $0.ruleID == "mock_file_taken" })
        #expect(try folder.read(mocks + "CarRepositoryMock.swift") == "// mine\n")

        // `filePerMock: false`: one file per sub-feature.
        try folder.write("name: App\ntools:\n  mocks:\n    filePerMock: false\n", to: "project.yml")
        let (single, _) = try MockPlanner.request(
            options: MockCommandOptions(), workspace: try Workspace.load(root: folder.url), currentDirectory: folder.url
        )
        #expect(single.jobs.allSatisfy { !$0.splitsPerMock })
        _ = try MockGenerator(store: nil).run(single)
        #expect(try folder.read(mocks + "GarageMocks.swift").contains("final class CarRepositoryMock: CarRepository"))
    }
}
