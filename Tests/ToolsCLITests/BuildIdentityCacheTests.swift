// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// Cached results belong to the build that made them: `tools lint` and `tools generate-mocks` run twice as
/// one build reuse their results, and a run as another build (the same version number, a rebuilt binary:
/// the build identity is injected) reuses none of them.
@Suite("Caches keyed by the build", .offThePool)
struct BuildIdentityCacheTests {
    private func run(_ arguments: [String], in folder: URL, as build: String) async -> CommandResult {
        await ToolsCore.$buildIdentityOverride.withValue(build) {
            await InProcessTools.run(arguments + ["--verbose"], in: folder)
        }
    }

    @Test("lint results of another build are not reused")
    func lintResults() async throws {
        let fixture = try GitFixture(prefix: "tools build identity lint")
        try fixture.write("only_rules: [trailing_whitespace]\n", to: ".swiftlint.yml")
        try fixture.write("let a = 1   \n", to: "A.swift")
        try fixture.write("let b = 2\n", to: "B.swift")
        let first = await run(["lint"], in: fixture.url, as: "build A")
        #expect(first.error.contains("linted (0 of 2 files from the cache)"), "\(first.error)")
        let again = await run(["lint"], in: fixture.url, as: "build A")
        #expect(again.error.contains("linted (2 of 2 files from the cache)"), "\(again.error)")
        let rebuilt = await run(["lint"], in: fixture.url, as: "build B")
        #expect(rebuilt.error.contains("linted (0 of 2 files from the cache)"), "\(rebuilt.error)")
        #expect(rebuilt.output == first.output)
    }

    @Test("mock models of another build are not reused")
    func mockModels() async throws {
        let fixture = try GitFixture(prefix: "tools build identity mocks")
        try fixture.write("name: App\n", to: "project.yml")
        try fixture.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
            """, to: "localPackages/CarFeature/Package.swift")
        try fixture.write(
            "public protocol CarRepository: AutoMockable {\n    func car() -> Int\n}\n",
            to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift"
        )
        let first = await run(["generate-mocks"], in: fixture.url, as: "build A")
        #expect(first.status == 0, "\(first.error)")
        #expect(first.error.contains("1 files parsed, 0 from the cache"), "\(first.error)")
        // A change of the request (not of the files) skips the run memo: the models come from the cache.
        let again = await run(["generate-mocks", "--check", "--all"], in: fixture.url, as: "build A")
        #expect(again.error.contains("0 files parsed, 1 from the cache"), "\(again.error)")
        let rebuilt = await run(["generate-mocks", "--check", "--all"], in: fixture.url, as: "build B")
        #expect(rebuilt.error.contains("1 files parsed, 0 from the cache"), "\(rebuilt.error)")
    }
}
