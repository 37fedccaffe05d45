// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The `tools generate-mocks` command in a workspace, in-process: arguments, exit codes, messages.
@Suite(.offThePool)
struct GenerateMocksCommandTests {
    private func workspace() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write("public protocol CarRepository: Sendable {\n    func cars() async throws -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift")
        return folder
    }

    private static let staleRule = "Mocks Up To Date Violation:"
    private let mocksFile = "localPackages/CarFeature/Sources/CarFeature/Mocks/CarFeatureMocks.swift"

    @Test func generatesChecksAndReportsStaleFiles() async throws {
        let folder = try workspace()
        let check = await InProcessTools.run(["generate-mocks", "--check"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.output.contains("\(mocksFile): error: \(Self.staleRule) the mock file is missing"))
        #expect(!folder.exists(mocksFile))

        let generate = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(generate.status == 0, "\(generate.error)")
        let text = try folder.read(mocksFile)
        #expect(text.hasPrefix("// Copyright © ") && text.contains("Acme. All rights reserved."))
        #expect(text.contains("public nonisolated final class CarRepositoryMock: CarRepository, @unchecked Sendable"))
        #expect(await InProcessTools.run(["generate-mocks", "--check"], in: folder.url).status == 0)

        try folder.write("public protocol CarRepository: Sendable {\n    func cars() async -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift")
        let stale = await InProcessTools.run(["generate-mocks", "--check"], in: folder.url)
        #expect(stale.status == 1)
        #expect(stale.output.contains("\(mocksFile): error: \(Self.staleRule) the mocks do not match"))
        #expect(try folder.read(mocksFile) == text)
    }

    /// A repository without feature packages has nothing to mock by default: a note, exit 0, nothing written.
    @Test func nothingToMockIsNotAnError() async throws {
        let folder = try TemporaryDirectory()
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: Shop\n", to: "project.yml")
        for arguments in [["generate-mocks"], ["generate-mocks", "--check"]] {
            let result = await InProcessTools.run(arguments, in: folder.url)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect((result.output + result.error).contains("nothing to mock: no feature packages under localPackages"))
        }
        #expect(!folder.exists("localPackages"))
        let graph = await InProcessTools.run(["graph"], in: folder.url)
        #expect(graph.status == 0)
        #expect(graph.error.contains("no local packages under localPackages"), "\(graph.error)")
    }

    @Test func reportsUnparsableFilesWithTheirPosition() async throws {
        let folder = try workspace()
        let broken = "localPackages/CarFeature/Sources/CarFeature/Domain/Broken.swift"
        try folder.write("protocol Broken {\n    func f(\n", to: broken)
        let result = await InProcessTools.run(["generate-mocks", "--naming", "typed"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.output.contains("\(broken):2:12: error: "), "\(result.output)")
        #expect(result.output.contains("expected ')'"), "\(result.output)")
        // The other files are still processed.
        #expect(try folder.read(mocksFile).contains("carsStringCallsCount"))
    }

    @Test func rejectsAnUnknownNamingStyle() async throws {
        let folder = try workspace()
        let result = await InProcessTools.run(["generate-mocks", "--naming", "camel"], in: folder.url)
        #expect(result.status != 0 && result.error.contains("selector"))
    }
}
