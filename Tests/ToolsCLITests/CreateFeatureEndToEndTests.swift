// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The loop users run most: scaffold a feature, get its mocks, lint it, build and test it for real.
@Suite("create-feature → generate-mocks → lint → swift test, in-process", .offThePool)
struct CreateFeatureEndToEndTests {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A copy of this repository's example workspace: project.yml and the example feature (the templates are
    /// the tool's own).
    static func exampleWorkspace() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools e2e")
        for item in ["project.yml", "localPackages/ClimateFeature"] {
            let target = folder.url.appendingPathComponent(item)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(item), to: target)
        }
        let buildFolder = folder.url.appendingPathComponent("localPackages/ClimateFeature/.build")
        try? FileManager.default.removeItem(at: buildFolder)
        return folder
    }

    @Test func theExampleFeatureHasUpToDateMocks() async throws {
        let folder = try Self.exampleWorkspace()
        let check = await InProcessTools.run(["generate-mocks", "--check"], in: folder.url)
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }

    @Test func aNewFeatureGetsMocksLintsCleanAndItsTestsPass() async throws {
        let folder = try Self.exampleWorkspace()
        // The templates a team edits: the tool's own, copied into the workspace on request.
        let exported = await InProcessTools.run(["create-feature", "--export-templates"], in: folder.url)
        #expect(exported.status == 0, "\(exported.output)\(exported.error)")
        #expect(folder.exists("Templates/Feature/Package/Package.swift.stencil"))
        let created = await InProcessTools.run(["create-feature", "Profile"], in: folder.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        let mocks = "localPackages/ProfileFeature/Sources/ProfileFeature/Profile/Mocks/ProfileRepoMock.swift"
        #expect(folder.exists(mocks))
        #expect(try folder.read(mocks).contains("final class ProfileRepoMock"))
        #expect(try folder.read("project.yml").contains("  ProfileFeature:\n    path: localPackages/ProfileFeature"))

        let lint = await InProcessTools.run(["lint", "localPackages/ProfileFeature"], in: folder.url)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        #expect(lint.output.isEmpty, "the scaffolded package lints clean: \(lint.output)")

        let check = await InProcessTools.run(["generate-mocks", "--check"], in: folder.url)
        #expect(check.status == 0, "\(check.output)\(check.error)")

        guard TestEnvironment.runsSwiftBuilds else { return }
        let package = folder.url.appendingPathComponent("localPackages/ProfileFeature")
        let test = try await runCommandOffThePool("swift", ["test"], in: package, check: false)
        #expect(test.status == 0, "\(test.output)\(test.error)")
        #expect(test.output.contains("Executed 3 tests, with 0 failures"), "\(test.output)")
    }
}
