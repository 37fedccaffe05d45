// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// The xcodebuild job kind, checked with a recording stand-in `xcodebuild` on PATH.
@Suite(.offThePool) struct SchemeJobTests {
    static func workspace() throws -> (TemporaryDirectory, Workspace) {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            name: OneApp
            targets:
              ToyotaOneApp: {type: application, platform: iOS, sources: [App]}
            tools:
              build:
                workspace: OneApp.xcworkspace
                sdk: iphonesimulator
                destinations: ["platform=iOS Simulator,name=iPhone 17 Pro"]
                xcodebuildArguments: [CODE_SIGNING_ALLOWED=NO]
                variants:
                  brand: [Toyota, Lexus]
                  region: {NA: "", AU: AU}
                schemes:
                  - "{brand}OneApp{region}"
                  - pattern: "{brand}WatchApp"
                    destinations: ["generic/platform=watchOS Simulator"]

            """, to: "project.yml")
        return (directory, try Workspace.load(root: directory.url))
    }

    @Test func xcodebuildRunsWithTheExactCommandLines() async throws {
        let (directory, workspace) = try Self.workspace()
        let bin = directory.url.appendingPathComponent("stand-in bin")
        let record = directory.url.appendingPathComponent("xcodebuild-calls.txt")
        try MatrixFixtures.writeRecordingXcodebuild(in: bin, record: record)
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        #expect(plan.notes.contains { $0.contains("LexusOneApp, LexusOneAppAU") })  // unknown to project.yml

        // A stale result bundle must not make xcodebuild refuse to run.
        let stale = workspace.resultBundle("build ToyotaOneApp")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        let runner = MatrixRunner(
            options: RunOptions(parallelism: 1, environment: ["PATH": bin.path + ":/usr/bin:/bin"]))
        let report = await runner.run(plan)
        #expect(report.results.map(\.status) == Array(repeating: .passed, count: 6))
        #expect(!FileManager.default.fileExists(atPath: stale.path))

        let calls = try MatrixFixtures.recordedInvocations(record)
        #expect(calls.map(\.cwd) == Array(repeating: workspace.root.path, count: 6))
        func expected(_ scheme: String, _ destination: String) -> [String] {
            [
                "-workspace", "OneApp.xcworkspace", "-scheme", scheme, "-configuration", "Debug", "-sdk",
                "iphonesimulator",
                "-destination", destination, "-derivedDataPath", workspace.derivedDataPath("build \(scheme)"),
                "-resultBundlePath", workspace.resultBundlePath("build \(scheme)"),
                "CODE_SIGNING_ALLOWED=NO", "build",
            ]
        }
        let phone = "platform=iOS Simulator,name=iPhone 17 Pro"
        let watch = "generic/platform=watchOS Simulator"
        #expect(
            calls.map(\.arguments) == [
                expected("ToyotaOneApp", phone), expected("ToyotaOneAppAU", phone), expected("LexusOneApp", phone),
                expected("LexusOneAppAU", phone), expected("ToyotaWatchApp", watch), expected("LexusWatchApp", watch),
            ])
        let log = try String(contentsOf: try #require(report.results.first).job.logFile, encoding: .utf8)
        #expect(log.contains("** BUILD SUCCEEDED ** (stand-in)"))
    }

    @Test func missingXcodebuildIsSkippedWithTheReasonOrFailsWithRequireAll() async throws {
        let (_, workspace) = try Self.workspace()
        let plan = try JobSelection(patterns: ["Lexus*"]).apply(to: MatrixPlanner(workspace: workspace).plan(.build))
        let emptyPath = ["PATH": "/nonexistent-tools-bin"]
        let skipped = await MatrixRunner(options: RunOptions(environment: emptyPath)).run(plan)
        #expect(skipped.results.map(\.status) == [.skipped, .skipped, .skipped])
        #expect(skipped.results.first?.reason == "needs Xcode: xcodebuild not found on PATH (Xcode builds need macOS)")
        #expect(skipped.succeeded)
        #expect(skipped.records.map(\.status) == [.skipped, .skipped, .skipped])
        let required = await MatrixRunner(options: RunOptions(requireAll: true, environment: emptyPath)).run(plan)
        #expect(required.results.map(\.status) == [.failed, .failed, .failed])
        #expect(!required.succeeded)
        #expect(try MatrixFixtures.presented(required.results(relativeTo: workspace, junit: nil))
            .contains("FAILED  -     build LexusOneApp"))
    }

    @Test func failingSchemeFailsTheRunAndFailFastStopsTheRest() async throws {
        let (directory, workspace) = try Self.workspace()
        let bin = directory.url.appendingPathComponent("bin")
        let record = directory.url.appendingPathComponent("calls.txt")
        try MatrixFixtures.writeRecordingXcodebuild(in: bin, record: record, exitCode: 65)
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        let options = RunOptions(parallelism: 1, failFast: true, environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        let report = await MatrixRunner(options: options).run(plan)
        #expect(report.results.first?.status == .failed)
        #expect(report.results.first?.reason == "exit 65")
        #expect(report.results.dropFirst().allSatisfy { $0.status == .cancelled })
        #expect(report.results.last?.reason == "not run: --fail-fast after 'build ToyotaOneApp' failed")
        #expect(try MatrixFixtures.recordedInvocations(record).count == 1)
        // Jobs never started stay out of history.
        #expect(report.records.map(\.job) == ["build ToyotaOneApp"])
    }
}
