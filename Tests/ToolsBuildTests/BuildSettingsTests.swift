// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

@Suite(.offThePool) struct BuildSettingsTests {
    @Test func multiBrandVariantsExpandToTheEighteenSchemes() throws {
        let directory = try TemporaryDirectory()
        try directory.write(MatrixFixtures.multiBrandProject, to: "project.yml")
        let workspace = try Workspace.load(root: directory.url)
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        let schemes = plan.jobs.filter { $0.kind == .scheme }.map(\.name)
        #expect(
            schemes == [
                "ToyotaOneApp", "ToyotaOneAppAU", "LexusOneApp", "LexusOneAppAU", "SubaruOneApp",
                "ToyotaShareToOneApp", "ToyotaShareToOneAppAU", "LexusShareToOneApp", "LexusShareToOneAppAU",
                "SubaruShareToOneApp",
                "ToyotaSiriIntent", "ToyotaSiriIntentAU", "LexusSiriIntent", "LexusSiriIntentAU", "SubaruSiriIntent",
                "ToyotaWatchApp", "LexusWatchApp", "SubaruWatchApp",
            ])
        let lexusAU = try #require(plan.jobs.first { $0.name == "LexusOneAppAU" })
        #expect(lexusAU.labels == ["brand": "Lexus", "region": "AU"])
        #expect(
            lexusAU.commandLine
                == "xcodebuild -workspace OneApp.xcworkspace -scheme LexusOneAppAU -configuration Debug "
                + "-sdk iphonesimulator -destination 'platform=iOS Simulator,name=iPhone 17 Pro' "
                + "-derivedDataPath \(workspace.derivedDataPath("build LexusOneAppAU")) "
                + "-resultBundlePath \(workspace.resultBundlePath("build LexusOneAppAU")) build")
        let watch = try #require(plan.jobs.first { $0.name == "SubaruWatchApp" })
        #expect(watch.process.arguments.contains("generic/platform=watchOS Simulator"))
        #expect(
            plan.notes.contains {
                $0.contains("excluded by build.exclude: SubaruOneAppAU, SubaruShareToOneAppAU, SubaruSiriIntentAU")
            })
        // The test action leaves out the watch pattern (test: false) and schemes project.yml gives no tests.
        let testPlan = try MatrixPlanner(workspace: workspace).plan(.test)
        #expect(testPlan.jobs.filter { $0.kind == .scheme }.isEmpty)
    }

    @Test func unknownPlaceholderIsAnErrorAtItsLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            name: App
            tools:
              build:
                variants:
                  brand: [Toyota]
                schemes:
                  - "{brand}App{regoin}"

            """, to: "project.yml")
        let workspace = try Workspace.load(root: directory.url)
        #expect {
            _ = try MatrixPlanner(workspace: workspace)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.message.contains("{regoin}") && error.location?.position == SourcePosition(line: 7, column: 9)
                && error.exitStatus == .usage
        }
    }

    @Test func everyProblemOfTheBuildSectionIsReportedAtOnce() throws {
        let node = try YAMLLoader.parse(
            "sdk: [a]\ndestinations: []\ntimeout: soon\ncommands:\n  Gen: {}\n", file: "project.yml")
        let error = try #require(throws: ConfigurationError.self) { try BuildSettings.read(node) }
        #expect(error.problems.compactMap { $0.location?.position?.line } == [2, 1, 3, 5])
        #expect(error.problems.first == .invalidValue(
            FileLocation(file: "project.yml", position: SourcePosition(line: 2, column: 15)),
            keyPath: "destinations", problem: "expected at least one value", hint: nil))
    }

    @Test func commandMustBeAnArgumentListAndUnknownKeysWarn() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            name: App
            tools:
              build:
                destinatons: [x]
                commands:
                  Codegen:
                    run: "apollo generate"

            """, to: "project.yml")
        let workspace = try Workspace.load(root: directory.url)
        #expect {
            _ = try BuildSettings.read(workspace.settings.section?["build"])
        } throws: { error in
            (error as? ConfigurationError)?.description.contains("project.yml:7:") == true
        }
        try directory.write(
            """
            name: App
            tools:
              build:
                destinatons: [x]

            """, to: "project.yml")
        let (_, warnings) = try BuildSettings.read(try Workspace.load(root: directory.url).settings.section?["build"])
        #expect(warnings.map(\.message) == [
            "tools.build: unknown key 'destinatons' is ignored; did you mean 'destinations'?"
        ])
    }

    @Test func variantExpansionOnlyUsesMentionedDimensions() {
        let variants = [
            BuildSettings.Variant(name: "brand", values: [.init(label: "A", text: "A"), .init(label: "B", text: "B")]),
            BuildSettings.Variant(
                name: "region", values: [.init(label: "NA", text: ""), .init(label: "EU", text: "EU")]),
        ]
        #expect(VariantExpansion.expand("{brand}Watch", variants: variants).map(\.name) == ["AWatch", "BWatch"])
        #expect(
            VariantExpansion.expand("{brand}App{region}", variants: variants).map(\.name) == [
                "AApp", "AAppEU", "BApp", "BAppEU",
            ])
        #expect(VariantExpansion.expand("Plain", variants: variants).map(\.name) == ["Plain"])
    }
}
