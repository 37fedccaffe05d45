// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// Where the workspace is found (like git finds its top, past spec fragments), the spec problems XcodeGen
/// refuses (dangling package paths, dependencies on no target), the committed `.xcodeproj`'s schemes
/// through the CLI, and CI lanes in which nothing ran.
@Suite("workspace discovery, spec validation and CI lanes through the CLI", .offThePool)
struct WorkspaceDiscoveryAndCILaneTests {
    typealias Lanes = BuildCommandsEndToEndTests

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ToolsBuildTests/Fixtures/BlueApp")

    /// The fixture's committed project (without its spec) in a git repository.
    static func committedApp() throws -> GitFixture {
        let git = try GitFixture()
        for item in try FileManager.default.contentsOfDirectory(atPath: fixture.path) where item != "Blue.yml" {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(item), to: git.url.appendingPathComponent(item))
        }
        try git.commitAll("app")
        return git
    }

    // MARK: Where it runs

    @Test func aModuleFolderWithASpecFragmentRunsInTheNamedSpecsWorkspace() async throws {
        let git = try GitFixture()
        try git.write("name: App\ninclude: [Modules/Feature/project.yml]\n", to: "project.yml")
        try git.write("targets:\n  Feature: {type: framework, platform: iOS}\n", to: "Modules/Feature/project.yml")
        try git.write("struct A {}\n", to: "Modules/Feature/Sources/A.swift")
        let module = git.url.appendingPathComponent("Modules/Feature")
        let graph = await InProcessTools.run(["graph", "--format", "json"], in: module)
        #expect(graph.status == 0, "\(graph.output)\(graph.error)")
        #expect(!graph.error.contains("has no name"), "\(graph.error)")
        let plan = await InProcessTools.run(["build", "--plan", "--json"], in: module)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")

        // Without any named spec, the git top level is the workspace, not the fragment's folder.
        try FileManager.default.removeItem(at: git.url.appendingPathComponent("project.yml"))
        let lint = await InProcessTools.run(["lint", "Sources"], in: module)
        #expect(lint.status != 2, "\(lint.output)\(lint.error)")
        #expect(!lint.error.contains("has no name"), "\(lint.error)")
    }

    @Test func errorsOfANamedSpecNameItsFile() async throws {
        let git = try GitFixture()
        try git.write("name: Blue\ntargets:\n  Blue: {type: application}\n", to: "Apps/Blue/project.yml")
        try git.commitAll()
        let result = await InProcessTools.run(["build", "--plan", "--spec", "Apps/Blue/project.yml"], in: git.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("Apps/Blue/project.yml:3:3"), "\(result.error)")
    }

    @Test func aDanglingPackagePathIsAnErrorAtItsPlace() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\n", to: "project.yml")
        let manifest = Lanes.manifest("Feature", dependencies: ["../Missing", "../Gone"])
        try folder.write(manifest, to: "localPackages/Feature/Package.swift")
        let result = await InProcessTools.run(["graph"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("Package.swift:"), "\(result.error)")
        let sentence = ".package(path: \"../Missing\")' names a folder without a Package.swift"
        #expect(result.error.contains(sentence), "\(result.error)")
        #expect(result.error.contains("../Gone"), "both are reported at once: \(result.error)")
    }

    @Test func aDependencyOnNoTargetIsAnErrorAsInXcodeGen() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Widgte
              Widget: {type: app-extension, platform: iOS}

            """, to: "project.yml")
        let result = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("project.yml:7:17"), "\(result.error)")
        let sentence = "target 'App' depends on 'Widgte', which is not a target of the project; did you mean 'Widget'?"
        #expect(result.error.contains(sentence), "\(result.error)")
    }

    // MARK: An .xcodeproj app

    @Test func theCommittedProjectsSharedSchemesArePlanned() async throws {
        let git = try Self.committedApp()
        let plan = await InProcessTools.run(["build", "--plan", "--json"], in: git.url)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")
        let jobs = try Lanes.jobs(plan.output)
        let ids = Set(jobs.compactMap { $0["id"] as? String })
        #expect(ids.isSuperset(of: ["build Blue", "build Widget", "build BlueWatch"]), "\(ids)")
        let widget = try #require(jobs.first { $0["id"] as? String == "build Widget" })
        let arguments = widget["arguments"] as? [String] ?? []
        let expected = ["-project", "Blue.xcodeproj", "-scheme", "Widget", "-configuration", "Release"]
        #expect(Array(arguments.prefix(6)) == expected)
        let test = await InProcessTools.run(["test", "--plan", "--json"], in: git.url)
        #expect(try Lanes.ids(test.output) == ["test Blue"], "\(test.output)")
    }

    @Test func aMisspeltOptionSuggestsTheNearestOneCountingSwappedLetters() async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["build", "--palm"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("Did you mean '--plan'?"), "\(result.error)")
        #expect(!result.error.contains("'--base'"), "\(result.error)")
    }

    @Test func theGenerateJobLooksForTheJSONProjectFileXcodeGenWrites() async throws {
        let folder = try TemporaryDirectory()
        let spec = "name: Shop\noptions: {projectFileFormat: xcproj}\n"
            + "targets:\n  Shop: {type: application, platform: iOS}\n"
        try folder.write(spec, to: "project.yml")
        try folder.write("", to: "Shop.xcodeproj/project.pbxproj")
        let stale = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(stale.output.contains("why: Shop.xcodeproj is missing"), "\(stale.output)\(stale.error)")
        try folder.write("{}", to: "Shop.xcodeproj/project.xcproj")
        let written = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(written.status == 0, "\(written.output)\(written.error)")
        #expect(!written.output.contains("is missing"), "\(written.output)")
    }

    // MARK: Nothing ran

    @Test func aCILaneInWhichEveryJobIsSkippedFails() async throws {
        let git = try Self.committedApp()
        // No xcodebuild anywhere on PATH: every scheme job is skipped.
        let empty = try TemporaryDirectory()
        let path = empty.url.path
        let lane = await InProcessTools.run(
            ["ci", "build-matrix", "--no-history"], in: git.url, environment: ["PATH": path])
        #expect(lane.status == 1, "\(lane.output)\(lane.error)")
        // The app's local package is a job too (found on disk), skipped here for want of `swift`.
        let sentence = "nothing ran: all 6 jobs were skipped: build BlueKit (swift not found on PATH); build Blue, "
            + "build BlueMac [iOS], build BlueMac [macOS], build BlueWatch, build Widget (needs Xcode"
        #expect(lane.error.contains(sentence), "\(lane.error)")
        #expect(lane.error.contains("--allow-all-skipped"), "\(lane.error)")

        let allowed = await InProcessTools.run(
            ["ci", "build-matrix", "--no-history", "--allow-all-skipped"], in: git.url, environment: ["PATH": path])
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.error)")

        // `tools build` fails so only in CI.
        let local = await InProcessTools.run(["build", "--no-history"], in: git.url, environment: ["PATH": path])
        #expect(local.status == 0, "\(local.output)\(local.error)")
        let inCI = await InProcessTools.run(
            ["build", "--no-history"], in: git.url, environment: ["PATH": path, "CI": "true"])
        #expect(inCI.status == 1, "\(inCI.output)\(inCI.error)")
        #expect(inCI.error.contains("nothing ran"), "\(inCI.error)")
    }
}
