// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// `build`, `test`, `ci build-matrix` and `ci matrix` end to end through `ToolsCommand.run`: named spec
/// files, the whole package graph under `--affected` (a real git repository), destinations per test target,
/// packages that need xcodebuild, the `generate` job, shards, durations, JSON and the overrides. xcodebuild
/// and xcodegen are recording stand-ins on PATH.
@Suite("build, test and ci lanes through the CLI", .offThePool)
struct BuildCommandsEndToEndTests {
    // MARK: Fixtures

    static func manifest(
        _ name: String, dependencies: [String] = [], platforms: String? = nil, tests: Bool = true
    ) -> String {
        let packages = dependencies.map { ".package(path: \"\($0)\")" }.joined(separator: ", ")
        let products = dependencies.map { path in
            let name = String(path.split(separator: "/").last ?? "")
            return ".product(name: \"\(name)\", package: \"\(name)\")"
        }.joined(separator: ", ")
        return """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "\(name)",
                \(platforms.map { "platforms: [\($0)]," } ?? "")
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [\(packages)],
                targets: [
                    .target(name: "\(name)", dependencies: [\(products)]),
                    \(tests ? ".testTarget(name: \"\(name)Tests\", dependencies: [\"\(name)\"])," : "")
                ]
            )

            """
    }

    /// A repository whose spec lists `App` only; `App` depends on `../TestingShared`, which no spec names.
    static func closureRepository() throws -> GitFixture {
        let git = try GitFixture()
        try git.write(
            """
            name: Shop
            packages:
              App: {path: Packages/App}
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [Shop]
                dependencies: [{package: App}]

            """, to: "project.yml")
        try git.write(manifest("App", dependencies: ["../TestingShared"]), to: "Packages/App/Package.swift")
        try git.write("public let app = 1\n", to: "Packages/App/Sources/App/App.swift")
        try git.write(manifest("TestingShared"), to: "Packages/TestingShared/Package.swift")
        try git.write("public let shared = 1\n", to: "Packages/TestingShared/Sources/TestingShared/Shared.swift")
        try git.write("let shop = 1\n", to: "Shop/Shop.swift")
        try git.write("# Shop\n", to: "README.md")
        try git.commitAll("initial")
        try git.git("checkout", "-q", "-b", "topic")
        return git
    }

    /// A folder of executable stand-ins (`name` → shell body), for PATH.
    static func standIns(_ scripts: [String: String], in folder: TemporaryDirectory) throws -> String {
        for (name, body) in scripts {
            let url = try folder.write("#!/bin/sh\n\(body)\n", to: "bin/\(name)")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return folder.url.appendingPathComponent("bin").path + ":" + path
    }

    /// A stand-in that appends its folder and arguments (one line) to `record`.
    static func recorder(_ record: URL, then body: String = "exit 0") -> String {
        "printf '%s|%s\\n' \"$(pwd)\" \"$*\" >> '\(record.path)'\n\(body)"
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func jobs(_ text: String) throws -> [[String: Any]] {
        try #require(json(text)["jobs"] as? [[String: Any]])
    }

    static func ids(_ text: String) throws -> [String] {
        try jobs(text).compactMap { $0["id"] as? String }
    }

    // MARK: Named spec files

    @Test func namedSpecFilesArePlannedWithPathsFromTheirFolder() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            """
            name: Sample
            packages:
              Kit: {path: ../Shared/Kit}
            targets:
              Sample:
                type: application
                platform: iOS
                sources: [Sources]
                dependencies: [{package: Kit}]
                scheme: {testTargets: [SampleTests]}
              SampleTests: {type: bundle.unit-test, platform: iOS, sources: [Tests]}

            """, to: "Samples/project-sample.yml")
        try folder.write(Self.manifest("Kit"), to: "Shared/Kit/Package.swift")

        let build = await InProcessTools.run(
            ["build", "--plan", "--json", "--spec", "Samples/project-sample.yml"], in: folder.url)
        #expect(build.status == 0, "\(build.output)\(build.error)")
        let ids = try Self.ids(build.output)
        #expect(ids.contains("build Kit"), "\(ids)")
        #expect(ids.contains("build Sample"), "\(ids)")
        // The project XcodeGen writes beside the spec does not exist yet: it is generated first.
        #expect(ids.first == "generate", "\(ids)")
        let generate = try #require(Self.jobs(build.output).first)
        #expect((generate["arguments"] as? [String]) == ["generate", "--spec", "project-sample.yml", "--use-cache"])

        let test = await InProcessTools.run(
            ["test", "--plan", "--spec", "Samples/project-sample.yml", "--packages"], in: folder.url)
        #expect(test.status == 0, "\(test.output)\(test.error)")
        #expect(test.output.contains("test Kit"), "\(test.output)")

        let graph = await InProcessTools.run(["graph", "--spec", "Samples/project-sample.yml"], in: folder.url)
        #expect(graph.status == 0, "\(graph.output)\(graph.error)")
        #expect(graph.output.contains("Kit"), "\(graph.output)")

        let doctor = await InProcessTools.run(["doctor", "--spec", "Samples/project-sample.yml"], in: folder.url)
        #expect(doctor.output.contains("1 local package"), "\(doctor.output)")
        #expect(doctor.output.contains("project-sample.yml"), "\(doctor.output)")

        let matrix = await InProcessTools.run(
            ["ci", "matrix", "--shards", "1", "--json", "--spec", "Samples/project-sample.yml"], in: folder.url)
        #expect(matrix.status == 0, "\(matrix.output)\(matrix.error)")
        #expect(matrix.output.contains("build Kit"), "\(matrix.output)")

        // create-feature registers the package in the spec it was given, under the spec's folder.
        let created = await InProcessTools.run(
            ["create-feature", "Climate", "--spec", "Samples/project-sample.yml"], in: folder.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        #expect((created.output + created.error).contains("registered in project-sample.yml"), "\(created.output)")
        #expect(try folder.read("Samples/project-sample.yml").contains("path: localPackages/ClimateFeature"))
        #expect(folder.exists("Samples/localPackages/ClimateFeature/Package.swift"))

        let missing = await InProcessTools.run(["build", "--plan", "--spec", "nope.yml"], in: folder.url)
        #expect(missing.status == 2, "\(missing.output)\(missing.error)")
        #expect(missing.error.contains("--spec nope.yml"), "\(missing.error)")
    }

    // MARK: The whole package graph

    @Test func aChangeInAPackageReachedOnlyThroughAPathDependencySelectsItsDependents() async throws {
        let git = try Self.closureRepository()
        try git.write("public let shared = 2\n", to: "Packages/TestingShared/Sources/TestingShared/Shared.swift")

        let result = await InProcessTools.run(
            ["test", "--affected", "--base", "main", "--plan", "--json"], in: git.directory.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let ids = try Self.ids(result.output)
        #expect(ids.contains("test TestingShared"), "\(ids)")
        #expect(ids.contains("test App"), "\(ids)")

        let graph = await InProcessTools.run(["graph"], in: git.directory.url)
        #expect(graph.output.contains("App -> TestingShared"), "\(graph.output)")
    }

    @Test func changedFilesThatSelectNothingAreExplained() async throws {
        let git = try Self.closureRepository()
        try git.write("# Shop, changed\n", to: "README.md")
        let result = await InProcessTools.run(
            ["build", "--affected", "--base", "main", "--plan"], in: git.directory.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("build matrix: 0 jobs"), "\(result.output)")
        #expect(result.output.contains("note: nothing selected: no changed file (README.md)"), "\(result.output)")
    }

    // MARK: Destinations

    static let multiPlatformSpec = """
        name: Notes
        targets:
          Notes:
            type: application
            supportedDestinations: [iOS, macOS]
            sources: [Notes]
          UITests_macOS: {type: bundle.ui-testing, platform: macOS, sources: [UITestsMac]}
          UITests_iPhone: {type: bundle.ui-testing, platform: iOS, sources: [UITestsPhone]}
        schemes:
          Notes:
            build: {targets: {Notes: all}}
          UITests_macOS:
            build: {targets: {Notes: all}}
            test: {targets: [UITests_macOS]}
          UITests_iPhone:
            build: {targets: {Notes: all}}
            test: {targets: [UITests_iPhone]}

        """

    @Test func testJobsRunOnlyWhereTheirTestTargetsRunAndIdenticalBuildsArePlannedOnce() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(Self.multiPlatformSpec, to: "project.yml")
        try folder.write("", to: "Notes.xcodeproj/project.pbxproj")

        let test = await InProcessTools.run(["test", "--plan", "--json"], in: folder.url)
        #expect(test.status == 0, "\(test.output)\(test.error)")
        let destinations = Dictionary(
            try Self.jobs(test.output).map { ($0["scheme"] as? String ?? "", $0["destination"] as? String ?? "") },
            uniquingKeysWith: { first, second in first + " & " + second })
        #expect(destinations["UITests_macOS"] == "platform=macOS", "\(destinations)")
        #expect(destinations["UITests_iPhone"] == "generic/platform=iOS Simulator", "\(destinations)")

        let build = await InProcessTools.run(["build", "--plan", "--json"], in: folder.url)
        let jobs = try Self.jobs(build.output)
        // Three schemes build Notes for iOS and macOS: two jobs, each standing for the other two schemes.
        #expect(jobs.count == 2, "\(build.output)")
        #expect(jobs.allSatisfy { ($0["sharedBy"] as? [String]) == ["UITests_macOS", "UITests_iPhone"] })
        #expect(jobs.allSatisfy { ($0["arguments"] as? [String])?.contains("-derivedDataPath") == true })
        // A scheme that shares a job is still selected by its name.
        let one = await InProcessTools.run(["build", "--plan", "UITests_iPhone"], in: folder.url)
        #expect(one.status == 0, "\(one.output)\(one.error)")
        #expect(one.output.contains("build matrix: 2 jobs"), "\(one.output)")
    }

    // MARK: Shards, durations, overrides, JUnit

    @Test func shardsDurationsAndOverridesThroughTheLanes() async throws {
        let git = try Self.closureRepository()
        try git.write("", to: "Shop.xcodeproj/project.pbxproj")
        try git.write(#"{"build App": 100, "build TestingShared": 1, "build Shop": 1}"#, to: "ci/times.json")

        // --durations is relative to the invocation's folder, not the process's.
        let sub = git.directory.url.appendingPathComponent("ci")
        let matrix = await InProcessTools.run(
            ["ci", "matrix", "--shards", "2", "--json", "--durations", "times.json"], in: sub)
        #expect(matrix.status == 0, "\(matrix.output)\(matrix.error)")
        #expect(matrix.output.contains("build App"), "\(matrix.output)")
        let missing = await InProcessTools.run(
            ["ci", "matrix", "--shards", "2", "--durations", "ci/times.json"], in: sub)
        #expect(missing.status == 2, "\(missing.output)\(missing.error)")

        let first = await InProcessTools.run(
            ["ci", "build-matrix", "--shard", "1/2", "--durations", "times.json", "--plan", "--json"], in: sub)
        let second = await InProcessTools.run(
            ["ci", "build-matrix", "--shard", "2/2", "--durations", "times.json", "--plan", "--json"], in: sub)
        #expect(first.status == 0 && second.status == 0, "\(first.error)\(second.error)")
        let one = try Self.ids(first.output)
        let two = try Self.ids(second.output)
        #expect(Set(one).isDisjoint(with: two))
        #expect(Set(one + two) == ["build App", "build TestingShared", "build Shop"])
        // The heaviest job is alone in its shard.
        #expect(one == ["build App"] || two == ["build App"], "\(one) \(two)")

        let overridden = await InProcessTools.run(
            ["build", "--plan", "--json", "--schemes", "--configuration", "Release",
             "--destination", "platform=iOS Simulator,name=iPhone 17"], in: git.directory.url)
        let job = try #require(Self.jobs(overridden.output).first)
        #expect(job["configuration"] as? String == "Release")
        #expect(job["destination"] as? String == "platform=iOS Simulator,name=iPhone 17")

        // A real run of the lane writes its JUnit report where asked.
        let tools = try TemporaryDirectory()
        let path = try Self.standIns(["swift": "exit 0", "xcodebuild": "exit 0"], in: tools)
        let junit = tools.url.appendingPathComponent("out.xml")
        let run = await InProcessTools.run(
            ["ci", "build-matrix", "--junit", junit.path, "--no-history"], in: git.directory.url,
            environment: ["PATH": path])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("build App") && xml.contains("build Shop"), "\(xml)")
    }
}
