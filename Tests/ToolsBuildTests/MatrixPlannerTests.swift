// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

@Suite(.offThePool) struct MatrixPlannerTests {
    /// Core ← Feature ← App (packages), a package without tests, one scheme and a custom command.
    static func workspace() throws -> (TemporaryDirectory, Workspace) {
        let directory = try TemporaryDirectory()
        try MatrixFixtures.writePackage(
            in: directory, name: "Core", test: MatrixFixtures.xcTest("Core", [("testOne", "XCTAssertTrue(true)")]))
        try MatrixFixtures.writePackage(in: directory, name: "Feature", dependencies: ["Core"], test: "")
        try MatrixFixtures.writePackage(in: directory, name: "Assets")
        try directory.write(
            """
            name: Demo
            packages:
              Feature:
                path: localPackages/Feature
            targets:
              DemoApp:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - package: Feature
            schemes:
              DemoApp:
                build:
                  targets:
                    DemoApp: all
                test:
                  targets: [DemoAppTests]
            tools:
              build:
                swiftArguments: [-Xswiftc, -warnings-as-errors]
                configurations: [Debug, Release]
                commands:
                  Codegen:
                    run: [sh, -c, "echo generated"]
                    workingDirectory: localPackages
                    actions: [build, test]
                    dependsOn: [Core]

            """, to: "project.yml")
        return (directory, try Workspace.load(root: directory.url))
    }

    @Test func buildPlanHasExactCommandLinesInDependencyOrder() throws {
        let (_, workspace) = try Self.workspace()
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        #expect(
            plan.jobs.map(\.id) == [
                "build Assets", "build Core", "build Feature", "build DemoApp [Debug]", "build DemoApp [Release]",
                "build Codegen",
            ])
        let feature = try #require(plan.jobs.first { $0.name == "Feature" })
        #expect(feature.commandLine == "swift build --package-path localPackages/Feature -Xswiftc -warnings-as-errors")
        #expect(feature.dependencies == ["build Core"])
        #expect(feature.process.workingDirectory?.path == workspace.root.path)
        let release = try #require(plan.jobs.first { $0.id == "build DemoApp [Release]" })
        #expect(
            release.process.arguments == [
                "-project", "Demo.xcodeproj", "-scheme", "DemoApp", "-configuration", "Release",
                "-destination", "generic/platform=iOS Simulator",
                "-derivedDataPath", workspace.derivedDataPath("build DemoApp [Release]"),
                "-resultBundlePath", workspace.resultBundlePath("build DemoApp [Release]"), "build",
            ])
        let codegen = try #require(plan.jobs.first { $0.name == "Codegen" })
        #expect(codegen.process.executable == "sh")
        #expect(codegen.process.arguments == ["-c", "echo generated"])
        #expect(codegen.dependencies == ["build Core"])
        #expect(codegen.process.workingDirectory?.lastPathComponent == "localPackages")
        // Logs go to the workspace's state folder, never into the working tree.
        #expect(codegen.logFile.path == workspace.logFile("build Codegen").path)
        #expect(codegen.logFile.path.hasPrefix(workspace.stateDirectory.path + "/logs/build-Codegen-"))
    }

    @Test func testPlanRunsSwiftTestWithXUnitAndLeavesOutPackagesWithoutTests() throws {
        let (_, workspace) = try Self.workspace()
        let plan = try MatrixPlanner(workspace: workspace).plan(.test)
        let xunit = workspace.stateDirectory.appendingPathComponent("xunit/\(MatrixPlanner.fileName("test Core")).xml")
            .path
        #expect(
            plan.jobs.map(\.id) == [
                "test Core", "test Feature", "test DemoApp [Debug]", "test DemoApp [Release]", "test Codegen",
            ])
        let core = try #require(plan.jobs.first)
        #expect(
            core.commandLine == "swift test --package-path localPackages/Core --parallel "
                + "--xunit-output \(xunit) -Xswiftc -warnings-as-errors")
        #expect(plan.notes.contains("Assets: not tested, its manifest has no test target"))
    }

    @Test func selectionByNameGlobAndKind() throws {
        let (_, workspace) = try Self.workspace()
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        let featureOnly = try JobSelection(patterns: ["Feat*"]).apply(to: plan)
        #expect(featureOnly.jobs.map(\.id) == ["build Feature"])
        // A dependency left out of the selection is not waited for.
        #expect(featureOnly.jobs.first?.dependencies == [])
        let packages = try JobSelection(kinds: [.package]).apply(to: plan)
        #expect(packages.jobs.map(\.name) == ["Assets", "Core", "Feature"])
        let schemes = try JobSelection(patterns: ["*"], kinds: [.scheme]).apply(to: plan)
        #expect(schemes.jobs.map(\.id) == ["build DemoApp [Debug]", "build DemoApp [Release]"])
        #expect {
            _ = try JobSelection(patterns: ["Lexus*"]).apply(to: plan)
        } throws: { error in
            guard case .noMatchingJob("build", "Lexus*", let known) = error as? BuildError else { return false }
            return known.contains("Core")
        }
    }

    @Test func planRendersAsTextAndJSON() throws {
        let (_, workspace) = try Self.workspace()
        let plan = try JobSelection(patterns: ["Feature", "DemoApp"]).apply(
            to: MatrixPlanner(workspace: workspace).plan(.build))
        let renderer = PlanRenderer(workspace: workspace, environment: ["PATH": "/nonexistent"])
        let text = renderer.text(plan)
        #expect(
            text.contains(
                "1. build Feature  [package]\n"
                    + "   $ swift build --package-path localPackages/Feature -Xswiftc -warnings-as-errors\n"
            ))
        #expect(
            text.contains(
                "   ! would be skipped: needs Xcode: xcodebuild not found on PATH (Xcode builds need macOS)\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(renderer.json(plan).utf8)) as? [String: Any])
        let jobs = try #require(json["jobs"] as? [[String: Any]])
        #expect(
            jobs.map { $0["id"] as? String } == ["build Feature", "build DemoApp [Debug]", "build DemoApp [Release]"])
        #expect(
            jobs.first?["arguments"] as? [String] == [
                "build", "--package-path", "localPackages/Feature", "-Xswiftc", "-warnings-as-errors",
            ])
    }

    @Test func unknownDependsOnIsAConfigurationError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            name: Demo
            tools:
              build:
                commands:
                  Codegen:
                    run: [make]
                    dependsOn: [Nothing]

            """, to: "project.yml")
        let workspace = try Workspace.load(root: directory.url)
        #expect(throws: ConfigurationError.self) { try MatrixPlanner(workspace: workspace).plan(.build) }
    }

    /// One file name per job id: ids that differ only in punctuation or case get different names, and a long
    /// id a name that fits every file system (255 bytes), readable from its start.
    @Test func jobFileNamesAreUniqueBoundedAndReadable() {
        let ids = ["build Lint Staging", "build Lint-Staging", "build lint staging", "build Lint_Staging"]
        let names = ids.map(MatrixPlanner.fileName)
        #expect(Set(names.map { $0.lowercased() }).count == ids.count, "\(names)")
        #expect(names[0].hasPrefix("build-Lint-Staging-"))
        #expect(names == ids.map(MatrixPlanner.fileName), "the same id, the same name on every run")
        let long = "build " + String(repeating: "é long name ", count: 40)
        let name = MatrixPlanner.fileName(long)
        #expect(name.utf8.count == 64 + 1 + 10)
        #expect(name.hasPrefix("build---long-name---long-name"))
        #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
    }
}
