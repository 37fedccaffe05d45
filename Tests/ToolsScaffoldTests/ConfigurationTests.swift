// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

@Suite(.offThePool)
struct ConfigurationTests {
    private func project(scaffold: String) -> String {
        ScaffoldFixture.standardProject.replacingOccurrences(
            of: "  scaffold:\n    registerInTargets: [App]\n", with: "  scaffold:\n" + scaffold
        )
    }

    @Test func theManifestFollowsTheConfiguration() throws {
        let fixture = try ScaffoldFixture(project: project(scaffold: """
                toolsVersion: "6.0"
                platforms:
                  iOS: "17.0"
                  macOS: "14"
                  watchOS: "10.2"
                testFramework: swift-testing
                stateNotifier: observable

            """))
        let plan = try fixture.plan(FeatureRequest(name: "Climate", dependencies: ["Components"], year: 2030))
        let manifest = try #require(plan.files.first { $0.path == "Package.swift" })
        #expect(manifest.contents == """
            // swift-tools-version: 6.0
            // Copyright © 2030 Example Corp. All rights reserved.

            import PackageDescription

            public let package = Package(
                name: "ClimateFeature",
                platforms: [
                    .iOS(.v17),
                    .macOS(.v14),
                    .watchOS("10.2")
                ],
                products: [
                    .library(name: "ClimateFeature", targets: ["ClimateFeature"])
                ],
                dependencies: [
                    .package(path: "../Components")
                ],
                targets: [
                    .target(
                        name: "ClimateFeature",
                        dependencies: [
                            "Components"
                        ]
                    ),
                    .testTarget(
                        name: "ClimateFeatureTests",
                        dependencies: ["ClimateFeature"]
                    )
                ]
            )

            """)
        let tests = try #require(plan.files.first { $0.path.hasSuffix("ClimateLogicTests.swift") })
        #expect(tests.contents.hasPrefix("""
            // Copyright © 2030 Example Corp. All rights reserved.

            import Testing
            @testable import ClimateFeature

            struct ClimateLogicTests {
            """))
        #expect(!tests.contents.contains("import XCTest"))
        let notifier = try #require(plan.files.first { $0.path.hasSuffix("ClimateStateNotifier.swift") })
        #expect(notifier.contents.contains("@Observable\nfinal class ClimateStateNotifier {"))
        let view = try #require(plan.files.first { $0.path.hasSuffix("ClimateView.swift") })
        #expect(view.contents.contains("@State private var stateNotifier: ClimateStateNotifier"))
        #expect(!fixture.directory.exists("localPackages/ClimateFeature"))
    }

    /// Without settings the files follow the reference guides: XCTest, an ObservableObject notifier owned
    /// with @StateObject, previews from the generated mocks, `Repo` names.
    @Test func theDefaultsFollowTheReferenceConventions() throws {
        let plan = try ScaffoldFixture().plan(FeatureRequest(name: "Climate", year: 2030))
        func file(_ suffix: String) throws -> String {
            try #require(plan.files.first { $0.path.hasSuffix(suffix) }, "\(suffix)").contents
        }
        #expect(try file("Package.swift").contains("platforms: [\n        .iOS(.v17)\n    ],"))
        #expect(try file("ClimateLogicTests.swift").contains("final class ClimateLogicTests: XCTestCase {"))
        #expect(try file("ClimateLogicTests.swift").contains("private var mockRepo: ClimateRepoMock!"))
        let notifier = try file("Presentation/ClimateStateNotifier.swift")
        #expect(notifier.contains("@MainActor\nfinal class ClimateStateNotifier: ObservableObject {"))
        #expect(notifier.contains("    @Published var climate: Climate?\n"))
        let view = try file("Presentation/ClimateView.swift")
        #expect(view.contains("@StateObject private var stateNotifier: ClimateStateNotifier"))
        #expect(view.contains("    let useCases = ClimateUseCasesMock()\n"))
        #expect(try file("Domain/Repos/ClimateRepo.swift").contains("internal protocol ClimateRepo: Sendable {"))
        #expect(try file("DataAccess/ClimateAPIRepo.swift").contains("final class ClimateAPIRepo: ClimateRepo {"))
        #expect(!plan.files.contains { $0.contents.contains("Repository") || $0.contents.contains("import Combine") })
    }

    @Test func aCustomHeaderTemplateIsUsed() throws {
        let text = ScaffoldFixture.standardProject.replacingOccurrences(
            of: "  copyrightHolder: Example Corp\n",
            with: "  copyrightHolder: Example Corp\n  headerTemplate: \"//\\n// {holder}, {year}\\n//\"\n"
        )
        let plan = try ScaffoldFixture(project: text).plan(FeatureRequest(name: "Climate", year: 2030))
        for file in plan.files {
            let start = file.path == "Package.swift" ? 1 : 0
            let header = Array(file.contents.components(separatedBy: "\n")[start..<(start + 3)])
            #expect(header == ["//", "// Example Corp, 2030", "//"])
        }
    }

    @Test func theHolderFallsBackToTheOrganizationName() throws {
        let text = ScaffoldFixture.standardProject
            .replacingOccurrences(of: "  copyrightHolder: Example Corp\n", with: "")
            .replacingOccurrences(of: "ORGANIZATIONNAME: Example Corp", with: "ORGANIZATIONNAME: Org Inc")
        let plan = try ScaffoldFixture(project: text).plan(FeatureRequest(name: "Climate", year: 2030))
        #expect(plan.files.allSatisfy { $0.contents.contains("// Copyright © 2030 Org Inc. All rights reserved.") })
    }

    @Test(arguments: [
        ("    testFramework: nunit\n", "project.yml:22:20", "unknown test framework 'nunit'"),
        ("    toolsVersion: five\n", "project.yml:22:19", "expected a Swift tools version"),
        ("    platforms:\n      Android: \"12\"\n", "project.yml:23:16", "unknown platform 'Android'"),
        ("    registerInTargets: [Nope]\n", "project.yml", "'Nope', which is not a target"),
        ("    maxLineLength: 0\n", "project.yml:22:20", "positive number"),
        ("    stateNotifier: viewModel\n", "project.yml:22:20", "unknown state notifier style 'viewModel'"),
    ])
    func badSettingsAreErrorsAtTheirPosition(scaffold: String, position: String, message: String) throws {
        let fixture = try ScaffoldFixture(project: project(scaffold: scaffold))
        // Settings read with the section are configuration errors; `registerInTargets` is checked against
        // the targets when the plan is made.
        let thrown = try #require(throws: (any Error).self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        let error = try #require(thrown as? any LocatedError)
        #expect(error.exitStatus == .usage)
        #expect(error.text.hasPrefix(position), "\(error.text)")
        #expect(error.text.contains(message), "\(error.text)")
    }

    @Test func everyProblemOfTheScaffoldSectionIsReportedAtOnce() throws {
        let node = try YAMLLoader.parse(
            "toolsVersion: six\ntestFramework: junit\nmaxLineLength: 0\n", file: "project.yml")
        let error = try #require(throws: ConfigurationError.self) { try ScaffoldConfiguration.read(node) }
        #expect(error.problems.compactMap { $0.location?.position?.line } == [1, 2, 3])
        #expect(error.exitStatus == .usage)
    }

    @Test func unknownKeysAreWarnings() throws {
        let fixture = try ScaffoldFixture(project: project(scaffold: "    toolVersion: \"5.9\"\n"))
        let plan = try fixture.plan(FeatureRequest(name: "Climate"))
        // Without registerInTargets, the note that no target links the package comes too.
        #expect(plan.warnings.map(\.ruleID).filter { $0 != "scaffold_unlinked" }.count == 1)
        #expect(plan.warnings.first?.message.contains("unknown key 'toolVersion' is ignored") == true)
        #expect(plan.warnings.first?.line == 22)
    }

    @Test func dependenciesMustExistInTheWorkspace() throws {
        let fixture = try ScaffoldFixture()
        let error = try #require(throws: ScaffoldError.self) {
            try fixture.plan(FeatureRequest(name: "Climate", dependencies: ["Networking"]))
        }
        #expect(error == .unknownDependency("Networking", available: ["Components"]))
        #expect(throws: ScaffoldError.unknownDependency("ClimateFeature", available: ["Components"])) {
            try fixture.plan(FeatureRequest(name: "Climate", dependencies: ["ClimateFeature"]))
        }
    }
}
