// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// The build lanes' xcodebuild and XcodeGen side through the CLI: local packages that need xcodebuild,
/// xcodebuild as a Mac finds it, and the `generate` job; xcodebuild, xcode-select and xcodegen are
/// recording stand-ins on PATH.
@Suite("build lanes with xcodebuild and XcodeGen through the CLI", .offThePool)
struct BuildCommandsXcodeTests {
    typealias Lanes = BuildCommandsEndToEndTests

    // MARK: Packages that need xcodebuild

    @Test func iOSOnlyPackagesAreBuiltWithXcodebuildFromTheirFolder() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\n", to: "project.yml")
        try folder.write(
            Lanes.manifest("CameraKit", platforms: ".iOS(.v16)"), to: "localPackages/CameraKit/Package.swift")
        try folder.write(Lanes.manifest("UIBits"), to: "localPackages/UIBits/Package.swift")
        try folder.write("import UIKit\n", to: "localPackages/UIBits/Sources/UIBits/View.swift")
        try folder.write(Lanes.manifest("Model"), to: "localPackages/Model/Package.swift")
        try folder.write("import Foundation\n", to: "localPackages/Model/Sources/Model/Model.swift")

        let plan = await InProcessTools.run(["build", "--plan", "--json"], in: folder.url)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")
        let jobs = Dictionary(
            try Lanes.jobs(plan.output).map { ($0["name"] as? String ?? "", $0) },
            uniquingKeysWith: { first, _ in first })
        #expect(jobs["CameraKit"]?["executable"] as? String == "xcodebuild")
        #expect((jobs["CameraKit"]?["why"] as? String)?.contains("its platforms are iOS, without macOS") == true)
        #expect(jobs["CameraKit"]?["workingDirectory"] as? String == "localPackages/CameraKit")
        #expect((jobs["UIBits"]?["why"] as? String)?.contains("Sources/UIBits/View.swift imports UIKit") == true)
        #expect(jobs["Model"]?["executable"] as? String == "swift")

        // Without xcodebuild (Linux) the plan says why they would be skipped, and the run skips them.
        let empty = try TemporaryDirectory()
        let bare = try Lanes.standIns(["swift": "exit 0"], in: empty)
        let run = await InProcessTools.run(
            ["build", "--packages", "CameraKit", "--no-history"], in: folder.url, environment: ["PATH": bare])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("needs Xcode"), "\(run.output)")
        #expect(run.output.contains("xcodebuild for iOS: its platforms are iOS, without macOS"), "\(run.output)")

        // With xcodebuild, each runs in its package's folder with its own DerivedData.
        let tools = try TemporaryDirectory()
        let record = tools.url.appendingPathComponent("record.txt")
        let path = try Lanes.standIns(["xcodebuild": Lanes.recorder(record)], in: tools)
        let built = await InProcessTools.run(
            ["build", "--packages", "CameraKit", "UIBits", "--no-history"], in: folder.url,
            environment: ["PATH": path])
        #expect(built.status == 0, "\(built.output)\(built.error)")
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        let camera = try #require(lines.first { $0.contains("-scheme CameraKit") })
        #expect(camera.hasPrefix(folder.url.appendingPathComponent("localPackages/CameraKit").path + "|"))
        #expect(camera.contains("-destination generic/platform=iOS Simulator"))
        #expect(camera.contains("-derivedDataPath"))

        // tools.build.packageTools overrides the rule.
        try folder.write("name: App\ntools:\n  build:\n    packageTools: {CameraKit: swift}\n", to: "project.yml")
        let overridden = await InProcessTools.run(["build", "--plan", "--json", "CameraKit"], in: folder.url)
        #expect(try Lanes.jobs(overridden.output).first?["executable"] as? String == "swift", "\(overridden.output)")
    }

    // MARK: Xcode as a Mac finds it

    @Test func aCommandLineToolsOnlyMacSkipsSchemesWithNeedsXcode() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(Lanes.multiPlatformSpec, to: "project.yml")
        try folder.write("", to: "Notes.xcodeproj/project.pbxproj")
        let tools = try TemporaryDirectory()
        let record = tools.url.appendingPathComponent("record.txt")
        let path = try Lanes.standIns(
            [
                "xcodebuild": Lanes.recorder(record, then: "echo 'requires Xcode' >&2; exit 1"),
                "xcode-select": "echo /Library/Developer/CommandLineTools",
            ], in: tools)
        let result = await InProcessTools.run(
            ["build", "--schemes", "--no-history"], in: folder.url, environment: ["PATH": path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(
            result.output.contains("needs Xcode: xcode-select points at the Command Line Tools"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: record.path), "the xcodebuild shim never runs")

        let doctor = await InProcessTools.run(["doctor"], in: folder.url, environment: ["PATH": path])
        #expect(doctor.output.contains("skipped: needs Xcode"), "\(doctor.output)")
    }

    // MARK: The generate job

    @Test func aFreshCloneGeneratesTheProjectFirstAndOnlyWhenTheSpecChanged() async throws {
        let git = try GitFixture()
        try git.write(
            """
            name: Shop
            include: [shared.yml]
            targets:
              Shop: {type: application, platform: iOS, sources: [Shop]}

            """, to: "project.yml")
        try git.write("options: {bundleIdPrefix: com.example}\n", to: "shared.yml")
        try git.commitAll("initial")
        let tools = try TemporaryDirectory()
        let record = tools.url.appendingPathComponent("record.txt")
        let path = try Lanes.standIns(
            [
                "xcodegen": Lanes.recorder(
                    record, then: "mkdir -p Shop.xcodeproj && touch Shop.xcodeproj/project.pbxproj"),
                "xcodebuild": Lanes.recorder(record),
            ], in: tools)
        let environment = ["PATH": path]

        let plan = await InProcessTools.run(["build", "--plan"], in: git.directory.url, environment: environment)
        #expect(plan.output.contains("1. generate"), "\(plan.output)")
        #expect(plan.output.contains("why: Shop.xcodeproj is missing"), "\(plan.output)")
        #expect(plan.output.contains("after: generate"), "\(plan.output)")

        // Without XcodeGen the scheme jobs do not run against a project that is not there.
        let bare = try TemporaryDirectory()
        let onlyXcodebuild = try Lanes.standIns(["xcodebuild": Lanes.recorder(record)], in: bare)
        let ungenerated = await InProcessTools.run(
            ["build", "--no-history"], in: git.directory.url, environment: ["PATH": onlyXcodebuild])
        #expect(ungenerated.output.contains("not run: the project was not generated"), "\(ungenerated.output)")
        #expect(!FileManager.default.fileExists(atPath: record.path))

        let run = await InProcessTools.run(["build"], in: git.directory.url, environment: environment)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasSuffix("|generate --spec project.yml --use-cache") == true, "\(lines)")
        #expect(lines.count == 2 && lines[1].contains("-scheme Shop"), "\(lines)")

        let current = await InProcessTools.run(["build", "--plan"], in: git.directory.url, environment: environment)
        #expect(!current.output.contains("generate"), "\(current.output)")

        // A change in an included file makes it stale again.
        try git.write("options: {bundleIdPrefix: com.example.shop}\n", to: "shared.yml")
        let stale = await InProcessTools.run(["build", "--plan"], in: git.directory.url, environment: environment)
        #expect(stale.output.contains("why: project.yml (or a file it includes) changed"), "\(stale.output)")
    }

    @Test func toolsBuildXcodegenRunsXcodeGenAnotherWay() async throws {
        let git = try GitFixture()
        try git.write(
            """
            name: Shop
            targets:
              Shop: {type: application, platform: iOS, sources: [Shop]}
            tools:
              build:
                xcodegen: [mint, run, xcodegen]

            """, to: "project.yml")
        try git.commitAll("initial")
        let mint = await InProcessTools.run(["build", "--plan", "--json"], in: git.directory.url)
        let first = try #require(Lanes.jobs(mint.output).first)
        #expect(first["executable"] as? String == "mint")
        #expect((first["arguments"] as? [String])?.prefix(3) == ["run", "xcodegen", "generate"])
    }
}
