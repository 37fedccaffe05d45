// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
import ToolsLint

/// What the everyday commands print: one summary line for generate-mocks, the plan as JSON for
/// create-feature, a progress line only on a terminal, and options that would be ignored refused.
@Suite(.offThePool)
struct EverydayOutputTests {
    private func workspace() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        for name in ["CarRepo", "GarageRepo"] {
            try folder.write("protocol \(name): Sendable {\n    func cars() async throws -> [String]\n}\n",
                             to: "localPackages/CarFeature/Sources/CarFeature/Garage/Domain/\(name).swift")
        }
        return folder
    }

    @Test func generateMocksSumsTheRunUpInOneLine() async throws {
        let folder = try workspace()
        let first = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.error.contains("Wrote 2 mocks to 2 files (0 unchanged).\n"), "\(first.error)")
        #expect(!first.error.contains("wrote localPackages"), "each file is named with --verbose only")
        #expect(folder.exists("localPackages/CarFeature/Sources/CarFeature/Garage/Mocks/GarageRepoMock.swift"))

        try folder.write("protocol CarRepo: Sendable {\n    func cars() async -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Garage/Domain/CarRepo.swift")
        let second = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(second.error.contains("Wrote 2 mocks to 2 files (1 unchanged).\n"), "\(second.error)")
        let third = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(third.error.contains("2 mocks in 2 files, all up to date.\n"), "\(third.error)")

        try folder.write("protocol CarRepo: Sendable {\n    func cars() -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Garage/Domain/CarRepo.swift")
        let quiet = await InProcessTools.run(["generate-mocks", "--quiet"], in: folder.url)
        #expect(quiet.status == 0)
        #expect(quiet.error.isEmpty && quiet.output.isEmpty, "\(quiet.error)\(quiet.output)")
        let verbose = await InProcessTools.run(["generate-mocks", "--verbose", "--no-cache"], in: folder.url)
        #expect(verbose.error.contains("2 mocks in 2 files, all up to date."), "\(verbose.error)")
    }

    @Test func createFeaturePrintsItsPlanAsJSON() async throws {
        let folder = try TemporaryDirectory()
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        let result = await InProcessTools.run(["create-feature", "Seat", "--dry-run", "--json"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)"
        )
        #expect(object["package"] as? String == "SeatFeature")
        #expect(object["written"] as? Bool == false)
        let files = try #require(object["files"] as? [String])
        #expect(files.contains("localPackages/SeatFeature/Sources/SeatFeature/Seat/Domain/Repos/SeatRepo.swift"))
        #expect(!folder.exists("localPackages/SeatFeature"))
    }

    @Test(arguments: [
        ["create-feature", "--list-templates", "Seat"],
        ["create-feature", "--list-templates", "--dry-run"],
        ["create-feature", "--list-templates", "--json"],
        ["lint", "--staged", "--force-exclude"],
    ])
    func optionsACommandWouldIgnoreAreRefused(arguments: [String]) async throws {
        let folder = try workspace()
        let result = await InProcessTools.run(arguments, in: folder.url)
        #expect(result.status == 2, "\(arguments): \(result.status) \(result.error)")
    }

    /// Standard error is not a terminal here (as in CI and hooks): no progress line, however long the run —
    /// standard error holds the summary line and nothing else (no carriage return, no erase sequence).
    @Test func lintShowsNoProgressOffATerminal() async throws {
        let folder = try workspace()
        for index in 0..<400 {
            try folder.write("let value\(index) = \(index)\n", to: "Sources/File\(index).swift")
        }
        let result = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        // The workspace's manifest has no trailing newline: one finding, on standard output.
        #expect(result.output.hasSuffix("Package.swift:3: warning: Trailing Newline Violation: "
            + "Files should have a single trailing newline (trailing_newline)\n"), "\(result.output)")
        #expect(result.error == "Done linting! Found 1 violation, 0 serious in 403 files.\n", "\(result.error)")
    }

    /// On a terminal the console shows the progress line once the work has taken a second, redrawn in place,
    /// and erases it before anything else is written.
    @Test func theProgressLineShowsOnATerminalOnlyAfterASecond() async throws {
        let written = Locked(Data())
        let invocation = Invocation(
            writeOutput: { _ in }, writeError: { data in written.withLock { $0.append(data) } },
            errorIsTerminal: true, currentDirectory: FileManager.default.temporaryDirectory, environment: [:]
        )
        let terminal = Console(invocation: invocation)
        let piped = Console(invocation: Invocation(
            writeOutput: { _ in }, writeError: { data in written.withLock { $0.append(data) } },
            currentDirectory: FileManager.default.temporaryDirectory, environment: [:]
        ))
        terminal.progress("linting: 1/9 files")
        piped.progress("piped: 1/9 files")
        #expect(written.current.isEmpty, "nothing in the first second")
        try await Task.sleep(for: .milliseconds(1100))
        terminal.progress("linting: 5/9 files")
        piped.progress("piped: 5/9 files")
        terminal.info("done")
        let text = String(decoding: written.current, as: UTF8.self)
        #expect(text == "\r\u{1B}[2Klinting: 5/9 files\r\u{1B}[2Kdone\n", "\(text.debugDescription)")
    }

    /// The linter reports its progress to whoever set one: each linted file counted once, the last report
    /// being the total.
    @Test func theLinterReportsItsProgress() async throws {
        let folder = try workspace()
        for index in 0..<250 {
            try folder.write("let value\(index) = \(index)\n", to: "Sources/File\(index).swift")
        }
        let reports = Locked([(Int, Int)]())
        let linter = try Linter(rootDirectory: folder.url, configuration: "", store: nil)
        let sources = try linter.sources(for: [folder.url.appendingPathComponent("Sources")], forceExclude: false)
        let progress = LintProgress { done, total in reports.withLock { $0.append((done, total)) } }
        _ = try await LintProgress.$current.withValue(progress) { try await linter.lint(sources) }
        let seen = reports.current
        // Files finish on several threads: the reports may arrive out of order, the total once.
        let total = try #require(seen.first?.1)
        #expect(total >= 250, "the 250 files, and any file of their modules read for context")
        #expect(seen.filter { $0 == (total, total) }.count == 1, "\(seen.suffix(3))")
        #expect(seen.allSatisfy { $0.1 == total && $0.0 <= total })
        #expect(seen.count >= 100 && seen.count <= 130, "about a hundred reports, not one per file: \(seen.count)")
    }
}
