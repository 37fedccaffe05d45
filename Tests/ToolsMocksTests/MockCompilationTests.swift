// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsMocks

/// Generates mocks for the fixture protocols and for swift-log's public protocols, then compiles them
/// with a real `swift build` (Swift 6 language mode, warnings as errors) in one temporary package, with
/// code in another module that calls the mocks, and runs that code. Skipped with
/// `TOOLS_SKIP_SWIFT_BUILD_TESTS=1` (`TestEnvironment`).
@Suite(.offThePool, .serialized, .enabled(if: TestEnvironment.runsSwiftBuilds))
struct MockCompilationTests {
    @Test func generatedMocksCompileAndBehave() async throws {
        let package = try TemporaryDirectory(prefix: "tools mocks compile")
        var fixtureFiles: [URL] = []
        for (path, text) in MockFixtures.files.merging(HardCaseFixtures.files, uniquingKeysWith: { $1 }) {
            fixtureFiles.append(try package.write(text, to: "Sources/Fixtures/\(path)"))
        }
        try package.write(MockFixtures.internalUse, to: "Sources/Fixtures/InternalUse.swift")
        try package.write("import Foundation\n" + HardCaseFixtures.use, to: "Sources/Fixtures/HardCaseUse.swift")
        // Declared in the module but outside the scanned files: the generator cannot see it.
        try package.write("protocol MissingParent {}", to: "Sources/Fixtures/Unscanned/MissingParent.swift")

        var request = MockRequest(jobs: [MockJob(
            output: package.url.appendingPathComponent("Sources/Fixtures/Mocks/FixturesMocks.swift"),
            sources: fixtureFiles.sorted { $0.path < $1.path }
        )])
        request.folders = ["Domain", "Application"]
        request.folderPackages = [package.url]
        request.header = .init(holder: "Example Corp")
        request.displayRoot = package.url
        // A tight limit, so that the compiler sees many broken lines (120 breaks only the longest ones).
        request.maxLineLength = 80
        let outcome = try MockGenerator(store: nil).run(request)
        let mocks = try package.read("Sources/Fixtures/Mocks/FixturesMocks.swift")
        #expect(!mocks.contains("swiftlint:disable all"))

        // A parent outside the scanned sources: the mock is generated (it compiles here, the parent having no
        // requirements) with a warning naming what it cannot implement, as Sourcery users expect.
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let unmockableFile = "Sources/Fixtures/Application/Unmockable.swift"
        #expect(outcome.diagnostics.contains {
            $0.ruleID == "incomplete_mock" && $0.message.contains("'MissingParent'") && $0.file == unmockableFile
        })
        #expect(mocks.contains("UnmockableMock"), "a generic typed throws is mocked")
        #expect(mocks.contains("OrphanMock") && !mocks.contains("IgnoredMock"))
        #expect(mocks.hasPrefix("// Copyright © "))
        #expect(mocks.contains(MockGenerator.marker))
        #expect(outcome.mockCount == 26)

        let logging = try LoggingSources.copy(into: package.url.appendingPathComponent("swift-log"))
        var runner = MockFixtures.runner
        var dependencies = ""
        var runnerDependencies = "\"Fixtures\""
        var extraTargets = ""
        if let logging {
            var logRequest = MockRequest(jobs: [MockJob(
                output: package.url.appendingPathComponent("Sources/LogMocks/LogMocks.swift"),
                sources: MockPlanner.swiftFiles(under: logging.appendingPathComponent("Sources/Logging"))
            )])
            logRequest.selectsAll = true
            logRequest.publicOnly = true
            logRequest.imports = ["Logging"]
            let logOutcome = try MockGenerator(store: nil).run(logRequest)
            #expect(logOutcome.diagnostics.isEmpty, "\(logOutcome.diagnostics)")
            let logMocks = try package.read("Sources/LogMocks/LogMocks.swift")
            #expect(logMocks.contains("public nonisolated final class LogHandlerMock: LogHandler, @unchecked Sendable"))
            dependencies = ".package(path: \"swift-log\")"
            runnerDependencies += ", \"LogMocks\", .product(name: \"Logging\", package: \"swift-log\")"
            extraTargets = """
            .target(name: "LogMocks", dependencies: [.product(name: "Logging", package: "swift-log")],
                    swiftSettings: strict),
            """
            runner = "import Logging\nimport LogMocks\n" + runner + "\n" + LoggingSources.runnerCheck
        }
        runner += "\ntry useHardCaseMocks()\nprint(\"OK\")\n"
        try package.write(runner, to: "Sources/Runner/main.swift")
        // On a Mac, without a platform SwiftPM targets macOS 10.13, where `async` mocks do not compile.
        try package.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
        let package = Package(
            name: "MockCheck", platforms: [.macOS(.v14)],
            dependencies: [\(dependencies)],
            targets: [
                .target(name: "Fixtures", swiftSettings: strict),
                \(extraTargets)
                .executableTarget(name: "Runner", dependencies: [\(runnerDependencies)]),
            ]
        )
        """, to: "Package.swift")

        let build = try await runCommandOffThePool("swift", ["build", "--package-path", package.path], check: false)
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(6000))\n\(build.error.suffix(3000))")
        guard build.status == 0 else { return }
        let binary = package.url.appendingPathComponent(".build/debug/Runner").path
        let run = try runCommand(binary, [], check: false)
        #expect(run.status == 0 && run.output.contains("OK"), "\(run.output)\n\(run.error)")

        // A return value that was never configured stops with the member's name, never a silent default.
        let unstubbed = try runCommand(binary, ["unstubbed"], check: false)
        #expect(unstubbed.status != 0)
        #expect(unstubbed.error.contains("CarServiceMock.car(vin:)") && unstubbed.error.contains("carVinReturnValue"),
                "\(unstubbed.error)")
    }
}

/// swift-log 1.16.2 from the benchmark corpus or the package mirror, the real package whose public
/// protocols the generator must mock. nil (and that part skipped) when neither exists on the machine.
enum LoggingSources {
    static func copy(into destination: URL) throws -> URL? {
        let corpus = URL(fileURLWithPath: "/tmp/tools-corpus/swift-log")
        let mirror = "/opt/swift-packages/apple/swift-log.git"
        if FileManager.default.fileExists(atPath: corpus.appendingPathComponent("Package.swift").path) {
            try FileManager.default.copyItem(at: corpus, to: destination)
            return destination
        }
        guard FileManager.default.fileExists(atPath: mirror) else { return nil }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let archive = destination.appendingPathComponent("source.tar")
        try runCommand("git", ["-C", mirror, "archive", "--format=tar", "-o", archive.path, "1.16.2"])
        try runCommand("tar", ["-xf", archive.path, "-C", destination.path])
        return destination
    }

    static let runnerCheck = """
    let handler = LogHandlerMock()
    handler.underlyingLogLevel = .info
    let logger = Logger(label: "mock", factory: { _ in handler })
    logger.info("hello")
    let logCalls = handler.logEventCallsCount + handler.logLevelMessageMetadataSourceFileFunctionLineCallsCount
    check(logCalls == 1, "swift-log handler mock")
    """
}
