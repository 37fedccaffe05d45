// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// Schemes, configurations, test plans and destinations planned as XcodeGen generates the schemes.
@Suite(.offThePool) struct XcodeSchemePlanTests {
    static let project = """
        name: Shop
        configs:
          Staging Debug: debug
          Production Debug: debug
          Staging Release: release
          Production Release: release
        targets:
          Shop:
            type: application
            platform: iOS
            scheme:
              testTargets: [ShopTests]
              configVariants: [Staging, Production]
          ShopTests: {type: bundle.unit-test, platform: iOS}
          Watch:
            type: application.watchapp2
            platform: watchOS
            scheme: {}
          Mac: {type: application, platform: macOS, scheme: {}}
          Universal:
            type: application
            supportedDestinations: [iOS, tvOS, macCatalyst, visionOS]
            scheme: {}
          Kit:
            type: framework
            platform: [iOS, macOS]
            scheme: {}
          Phone:
            type: application
            platform: iOS
            dependencies: [{target: Watch}]
        aggregateTargets:
          Everything: {targets: [Mac], scheme: {}}
        schemes:
          Checkout:
            build:
              targets:
                Shop: all
            test:
              config: Staging Debug
              testPlans:
                - path: Plans/Smoke.xctestplan
                - path: Plans/Full.xctestplan
                  defaultPlan: true

        """

    static func workspace(_ text: String = project) throws -> (TemporaryDirectory, Workspace) {
        let directory = try TemporaryDirectory()
        try directory.write(text, to: "project.yml")
        return (directory, try Workspace.load(root: directory.url))
    }

    @Test func schemesAreTheOnesXcodeGenGeneratesWithTheirConfigurations() throws {
        let (_, workspace) = try Self.workspace()
        let schemes = try XcodeSchemes.generate(try #require(workspace.project))
        #expect(schemes.map(\.name) == [
            "Checkout", "Shop Staging", "Shop Production", "Watch", "Mac", "Universal", "Kit_iOS", "Kit_macOS",
            "Everything",
        ])
        let checkout = try #require(schemes.first)
        // No `Debug` config: XcodeGen takes the first debug configuration by name.
        #expect(checkout.runConfiguration == "Production Debug")
        #expect(checkout.testConfiguration == "Staging Debug")
        #expect(checkout.archiveConfiguration == "Production Release")
        let staging = try #require(schemes.first { $0.name == "Shop Staging" })
        #expect([staging.runConfiguration, staging.testConfiguration, staging.profileConfiguration] == [
            "Staging Debug", "Staging Debug", "Staging Release",
        ])
        #expect(staging.location?.fileAndLine == "project.yml:11")
        // A watch app's scheme builds the app embedding it too.
        #expect(schemes.first { $0.name == "Watch" }?.buildTargets == ["Watch", "Phone"])
    }

    @Test func buildUsesTheRunConfigurationAndEachPlatformGetsItsDestination() throws {
        let (_, workspace) = try Self.workspace()
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        let lines = plan.jobs.map { job in
            "\(job.id) | \(job.xcode?.configuration ?? "-") | \(job.xcode?.destination ?? "-")"
        }
        #expect(lines == [
            "build Checkout | Production Debug | generic/platform=iOS Simulator",
            "build Shop Staging | Staging Debug | generic/platform=iOS Simulator",
            "build Watch | Production Debug | generic/platform=watchOS Simulator",
            "build Mac | Production Debug | platform=macOS",
            "build Universal [iOS] | Production Debug | generic/platform=iOS Simulator",
            "build Universal [tvOS] | Production Debug | generic/platform=tvOS Simulator",
            "build Universal [macCatalyst] | Production Debug | platform=macOS,variant=Mac Catalyst",
            "build Universal [visionOS] | Production Debug | generic/platform=visionOS Simulator",
            "build Kit_iOS | Production Debug | generic/platform=iOS Simulator",
            "build Kit_macOS | Production Debug | platform=macOS",
            "build Everything | Production Debug | platform=macOS",
        ])
        // Shop Production builds what Checkout builds (Shop, Production Debug, iOS): one job for both.
        #expect(plan.jobs.first?.sharedBy == ["Shop Production"])
        #expect(plan.notes.contains { $0.hasPrefix("'build Checkout' also builds scheme Shop Production") })
    }

    @Test func testJobsComeFromTestTargetsAndTestPlansWithTheTestConfiguration() throws {
        let (_, workspace) = try Self.workspace()
        let plan = try MatrixPlanner(workspace: workspace).plan(.test)
        #expect(plan.jobs.map(\.id) == [
            "test Checkout [plan Smoke]", "test Checkout", "test Shop Staging", "test Shop Production",
        ])
        let smoke = try #require(plan.jobs.first)
        #expect(smoke.process.arguments == [
            "-project", "Shop.xcodeproj", "-scheme", "Checkout", "-configuration", "Staging Debug",
            "-destination", "generic/platform=iOS Simulator", "-testPlan", "Smoke",
            "-derivedDataPath", workspace.derivedDataPath("test Checkout [plan Smoke]"),
            "-resultBundlePath", workspace.resultBundlePath("test Checkout [plan Smoke]"), "test",
        ])
        // The default plan runs as Xcode runs the scheme: without -testPlan.
        #expect(!(plan.jobs[1].process.arguments.contains("-testPlan")))
        #expect(plan.jobs[2].xcode?.configuration == "Staging Debug")
        #expect(plan.notes.contains { $0.hasPrefix("xcodebuild tests need a concrete simulator") })
    }

    @Test func theRecordingXcodebuildGetsEachSchemesTestCommandLine() async throws {
        let (directory, workspace) = try Self.workspace()
        let bin = directory.url.appendingPathComponent("bin")
        let record = directory.url.appendingPathComponent("calls.txt")
        try MatrixFixtures.writeRecordingXcodebuild(in: bin, record: record)
        let plan = try JobSelection(patterns: ["Checkout", "Shop*"]).apply(
            to: MatrixPlanner(workspace: workspace).plan(.test))
        let options = RunOptions(parallelism: 1, environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        let report = await MatrixRunner(options: options).run(plan)
        #expect(report.results.map(\.status) == Array(repeating: .passed, count: 4))
        func line(_ scheme: String, _ configuration: String, plan: String? = nil, job: String) -> [String] {
            ["-project", "Shop.xcodeproj", "-scheme", scheme, "-configuration", configuration,
             "-destination", "generic/platform=iOS Simulator"]
                + (plan.map { ["-testPlan", $0] } ?? [])
                + ["-derivedDataPath", workspace.derivedDataPath(job)]
                + ["-resultBundlePath", workspace.resultBundlePath(job), "test"]
        }
        #expect(try MatrixFixtures.recordedInvocations(record).map(\.arguments) == [
            line("Checkout", "Staging Debug", plan: "Smoke", job: "test Checkout [plan Smoke]"),
            line("Checkout", "Staging Debug", job: "test Checkout"),
            line("Shop Staging", "Staging Debug", job: "test Shop Staging"),
            line("Shop Production", "Production Debug", job: "test Shop Production"),
        ])
    }

    @Test func commandLineOverridesWinOverTheSpec() throws {
        let (_, workspace) = try Self.workspace()
        let planner = MatrixPlanner(
            workspace: workspace, settings: try MatrixPlanner(workspace: workspace).settings,
            overrides: PlanOverrides(configuration: "Release", destinations: ["platform=macOS"], sdk: "macosx"))
        let job = try #require(try planner.plan(.build).jobs.first { $0.name == "Universal" })
        #expect(job.id == "build Universal")
        #expect(job.commandLine.contains("-configuration Release -sdk macosx -destination platform=macOS "))
    }

    @Test func planJSONNamesSchemeConfigurationDestinationAndSpecLine() throws {
        let (_, workspace) = try Self.workspace()
        let plan = try JobSelection(patterns: ["Mac"]).apply(to: MatrixPlanner(workspace: workspace).plan(.build))
        let json = PlanRenderer(workspace: workspace, environment: [:]).json(plan)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let job = try #require((document["jobs"] as? [[String: Any]])?.first)
        #expect(job["scheme"] as? String == "Mac")
        #expect(job["configuration"] as? String == "Production Debug")
        #expect(job["destination"] as? String == "platform=macOS")
        #expect(job["spec"] as? String == "project.yml:19")
        #expect(job["buildTargets"] as? [String] == ["Mac"])
        let text = PlanRenderer(workspace: workspace, environment: [:]).text(plan)
        #expect(text.contains("[scheme; from project.yml:19]"))
    }

    @Test func aConfigVariantWithoutItsConfigurationIsALocatedError() throws {
        let (_, workspace) = try Self.workspace(
            "name: A\ntargets:\n  App:\n    type: application\n    platform: iOS\n"
                + "    scheme:\n      configVariants: [QA]\n")
        let error = try #require(throws: ConfigurationError.self) {
            try MatrixPlanner(workspace: workspace).plan(.build)
        }
        #expect(error.description.hasPrefix(
            "project.yml:6:5: error: targets.App.scheme.configVariants: no debug configuration for variant 'QA'"))
    }
}
