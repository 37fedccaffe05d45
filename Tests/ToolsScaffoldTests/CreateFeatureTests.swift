// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

@Suite(.offThePool)
struct CreateFeatureTests {
    static let layers = ["Application", "DataAccess", "Domain", "Mocks", "Presentation"]

    @Test func createsThePackageWithEveryLayerAndRegistersIt() throws {
        let fixture = try ScaffoldFixture()
        let outcome = try fixture.create(FeatureRequest(name: "Climate", year: 2030))

        let package = fixture.root.appendingPathComponent("localPackages/ClimateFeature")
        #expect(outcome.packageDirectory.path == package.path)
        let layers = try FileManager.default.contentsOfDirectory(
            atPath: package.appendingPathComponent("Sources/ClimateFeature/Climate").path
        ).filter { !$0.hasSuffix(".swift") }.sorted()
        #expect(layers == Self.layers)
        #expect(try FileManager.default.contentsOfDirectory(
            atPath: package.appendingPathComponent("Sources/ClimateFeature/Climate/Mocks").path
        ).isEmpty)
        let testsFolder = "localPackages/ClimateFeature/Tests/ClimateFeatureTests"
        #expect(fixture.directory.exists("\(testsFolder)/ClimateLogicTests.swift"))
        #expect(outcome.files.count == 12)
        #expect(outcome.projectUpdated)
        #expect(outcome.subFeatureDirectories.map(\.lastPathComponent) == ["Climate"])

        let project = try fixture.read("project.yml")
        #expect(project == ScaffoldFixture.standardProject
            .replacingOccurrences(
                of: "    path: localPackages/Components # shared views\n",
                with: "    path: localPackages/Components # shared views\n"
                    + "  ClimateFeature:\n    path: localPackages/ClimateFeature\n"
            )
            .replacingOccurrences(
                of: "      - package: Components\n",
                with: "      - package: Components\n      - package: ClimateFeature\n"
            ))
        // The workspace now sees the package and its registration.
        let workspace = try fixture.workspace()
        #expect(workspace.package(named: "ClimateFeature")?.isFeature == true)
        #expect(workspace.project?.packages.contains { $0.name == "ClimateFeature" } == true)
        #expect(workspace.project?.targets.first?.dependencies.map(\.name) == ["Components", "ClimateFeature"])
        let features = try FileManager.default.contentsOfDirectory(
            atPath: fixture.root.appendingPathComponent("localPackages").path
        )
        #expect(features.sorted() == ["ClimateFeature", "Components"], "no staging folder is left behind")
    }

    @Test func everyGeneratedFileCarriesTheHeaderAndKeepsTheLineLimit() throws {
        let fixture = try ScaffoldFixture()
        let plan = try fixture.plan(
            FeatureRequest(name: "ClimateScheduleOverview", subFeatures: ["Departure"], year: 2030)
        )
        for file in plan.files {
            let lines = file.contents.components(separatedBy: "\n")
            let header = file.path == "Package.swift" ? lines[1] : lines[0]
            #expect(header == "// Copyright © 2030 Example Corp. All rights reserved.", "\(file.path)")
            #expect(lines.allSatisfy { $0.count <= 120 }, "\(file.path)")
            #expect(!file.contents.contains("try!"), "\(file.path)")
            // Tests declare their subject implicitly unwrapped (`private var sut: ClimateLogic!`), as the
            // reference guides do; that is a declaration, not a force unwrap.
            let code = file.path.hasPrefix("Tests/")
                ? file.contents.replacingOccurrences(of: #": [A-Za-z]+!\n"#, with: "\n", options: .regularExpression)
                : file.contents
            #expect(code.range(of: #"[A-Za-z0-9_)\]]![^=]"#, options: .regularExpression) == nil,
                    "\(file.path) has a force unwrap")
            #expect(["}\n", "#endif\n", ")\n"].contains { file.contents.hasSuffix($0) }, "\(file.path)")
            #expect(!file.contents.contains("\n\n\n"), "\(file.path) has a double blank line")
        }
    }

    @Test func presentationNeverMentionsDataAccessTypes() throws {
        let plan = try ScaffoldFixture().plan(FeatureRequest(name: "Climate", year: 2030))
        let dataAccessTypes = ["ClimateAPIRepo", "ClimateAPIClient", "ClimateRecord", "ClimateRepo"]
        let upperLayers = plan.files.filter {
            $0.path.contains("/Presentation/") || $0.path.contains("/Application/ClimateUseCases")
        }
        for file in upperLayers {
            for type in dataAccessTypes where type != "ClimateRepo" || file.path.contains("/Presentation/") {
                #expect(!file.contents.contains(type), "\(file.path) uses \(type)")
            }
        }
        for file in plan.files where file.path.contains("/Domain/") {
            #expect(!file.contents.contains("import "), "\(file.path): the domain imports nothing")
        }
    }
}
