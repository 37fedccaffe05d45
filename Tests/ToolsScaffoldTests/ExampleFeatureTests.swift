// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

/// `localPackages/ClimateFeature` was made by `tools create-feature Climate --sub-feature ClimateSchedule`.
/// It is the golden tree of the default templates: re-rendered with its recorded year it must match file
/// for file, so a template change without a regenerated example fails here. Its `Mocks/` folders belong
/// to the mock generator and are not compared.
@Suite(.offThePool)
struct ExampleFeatureTests {
    @Test func theExampleMatchesTheTemplates() throws {
        let example = Repository.example
        let manifest = try String(contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8)
        let match = manifest.firstMatch(of: /Copyright © ([0-9]{4})/)
        let yearText = try #require(match?.1, "the example has no header year")
        let year = try #require(Int(yearText))
        let sources = example.appendingPathComponent("Sources/ClimateFeature")
        let subFeatures = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { !$0.hasPrefix(".") && $0 != "Climate" }.sorted()

        // A workspace like the repository's, without the example, so that it can be created afresh.
        let fixture = try ScaffoldFixture(project: nil)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("project.yml"),
            to: fixture.root.appendingPathComponent("project.yml")
        )
        let plan = try fixture.plan(FeatureRequest(name: "Climate", subFeatures: subFeatures, year: year))

        let exampleFiles = relativeFiles(in: example, skipping: ["Mocks", ".build", ".swiftpm", "Package.resolved"])
        #expect(exampleFiles == plan.files.map(\.path).sorted(), "regenerate the example (see the test's comment)")
        for file in plan.files {
            let actual = try? String(contentsOf: example.appendingPathComponent(file.path), encoding: .utf8)
            #expect(actual == file.contents, "\(file.path) differs from its template")
        }
        #expect(plan.subFeatures.map(\.name) == ["Climate"] + subFeatures)
        #expect(subFeatures == ["ClimateSchedule"])
    }
}
