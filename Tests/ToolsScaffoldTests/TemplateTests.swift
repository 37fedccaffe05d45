// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

/// Templates are read from disk at every run: edits take effect without rebuilding, and mistakes in them
/// are reported with the template's name and position before anything is written.
@Suite(.offThePool)
struct TemplateTests {
    private let subFeaturePart = "Templates/Feature/SubFeature"

    @Test func anEditedTemplateTakesEffect() throws {
        let fixture = try ScaffoldFixture()
        try fixture.directory.write(
            "{{ header }}\n\n// {{ subFeature|lowerFirst }} notes for {{ packageName }}, \(Int.max)\n",
            to: "\(subFeaturePart)/Sources/{{ packageName }}/{{ subFeature }}/{{ subFeature }}Notes.swift"
        )
        let plan = try fixture.plan(FeatureRequest(name: "ClimateSchedule", year: 2030))
        let notes = try #require(plan.files.first { $0.path.hasSuffix("ClimateScheduleNotes.swift") })
        #expect(notes.path == "Sources/ClimateScheduleFeature/ClimateSchedule/ClimateScheduleNotes.swift")
        #expect(notes.contents.hasSuffix("// climateSchedule notes for ClimateScheduleFeature, \(Int.max)\n"))
    }

    @Test func theTemplatesOptionOverridesTheWorkspaceTemplates() throws {
        let fixture = try ScaffoldFixture(copyTemplates: false)
        let other = fixture.root.appendingPathComponent("custom")
        try fixture.directory.write("{{ header }}\n// only this\n", to: "custom/Feature/Package/Only.swift")
        try fixture.directory.write(
            "{{ header }}\n// {{ subFeature }}\n", to: "custom/Feature/SubFeature/{{ subFeature }}.swift"
        )
        for path in [other.path, other.appendingPathComponent("Feature").path] {
            let plan = try fixture.plan(FeatureRequest(name: "Climate", templates: path))
            #expect(plan.files.map(\.path) == ["Only.swift", "Climate.swift"])
        }
        let missing = fixture.root.appendingPathComponent("none").path
        #expect(throws: ScaffoldError.noTemplateSet(path: missing, name: "Feature")) {
            try fixture.plan(FeatureRequest(name: "Climate", templates: missing))
        }
    }

    @Test func withoutWorkspaceTemplatesTheToolsOwnAreUsed() throws {
        let fixture = try ScaffoldFixture(copyTemplates: false)
        let plan = try fixture.plan(FeatureRequest(name: "Climate"))
        // The shipped set is the module's resource, a copy of the sources' folder made by the build.
        let bundled = try #require(TemplateSet.bundledTemplatesFolder)
        #expect(plan.templateDirectory.standardizedFileURL.path
            == bundled.appendingPathComponent("Feature").standardizedFileURL.path)
        #expect(!plan.templateDirectory.path.hasPrefix(Repository.templates.path))
        #expect(plan.files.count == 12)
        try expectSameFiles(
            bundled.appendingPathComponent("Feature"), Repository.templates.appendingPathComponent("Feature")
        )
    }

    @Test func exportCopiesTheToolsOwnTemplatesOnceAndLeavesNothingBehind() throws {
        let fixture = try ScaffoldFixture(copyTemplates: false)
        let destination = fixture.root.appendingPathComponent("Templates/Feature")
        let files = try TemplateExport.export(to: destination)
        #expect(files.count == 13)
        #expect(files.contains("SubFeature/Sources/{{ packageName }}/{{ subFeature }}/Mocks/.keep"))
        try expectSameFiles(destination, Repository.templates.appendingPathComponent("Feature"))
        // Found as the workspace's own from now on.
        let plan = try fixture.plan(FeatureRequest(name: "Climate"))
        #expect(plan.templateDirectory.standardizedFileURL.path == destination.standardizedFileURL.path)

        // A second export replaces nothing of the team's edits.
        try fixture.directory.write("// edited\n", to: "Templates/Feature/Package/Package.swift.stencil")
        #expect(throws: ScaffoldError.templatesExist(path: destination.path)) {
            try TemplateExport.export(to: destination)
        }
        #expect(try fixture.directory.read("Templates/Feature/Package/Package.swift.stencil") == "// edited\n")
        let parent = destination.deletingLastPathComponent()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path)
        #expect(leftovers == ["Feature"])
    }

    private func expectSameFiles(_ left: URL, _ right: URL) throws {
        let leftFiles = DirectoryWalker.files(under: left.path) { _ in true }
        #expect(leftFiles == DirectoryWalker.files(under: right.path) { _ in true })
        for file in leftFiles {
            let leftData = try Data(contentsOf: left.appendingPathComponent(file))
            #expect(leftData == (try Data(contentsOf: right.appendingPathComponent(file))), "\(file)")
        }
    }

    @Test func aTemplateSyntaxErrorNamesTheFileAndLine() throws {
        let fixture = try ScaffoldFixture()
        try fixture.directory.write(
            "{{ header }}\n\n{% for x in subFeatures %}\n// {{ x }}\n", to: "\(subFeaturePart)/Broken.swift"
        )
        let error = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        guard case .templateSyntax(let location, _) = error else {
            Issue.record("expected a template syntax error, got \(error)")
            return
        }
        #expect(location == FileLocation(
            file: "\(subFeaturePart)/Broken.swift", position: SourcePosition(line: 3, column: 4)))
        #expect(error.exitStatus == .usage)
    }

    @Test func aRenderedLineOverTheLimitOrWithoutHeaderIsRefused() throws {
        let fixture = try ScaffoldFixture()
        let long = String(repeating: "x", count: 115)
        try fixture.directory.write("{{ header }}\n// {{ subFeature }}\(long)\n", to: "\(subFeaturePart)/Long.swift")
        let tooLong = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        guard case .outputRule(_, "Long.swift", 2, let problem, _) = tooLong else {
            Issue.record("expected an output rule error, got \(tooLong)")
            return
        }
        #expect(problem == "has 125 characters (limit 120)")
        try fixture.directory.write("// no header\n", to: "\(subFeaturePart)/Long.swift")
        let noHeader = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        guard case .outputRule(_, "Long.swift", nil, "does not start with the file header", _) = noHeader else {
            Issue.record("expected the missing header, got \(noHeader)")
            return
        }
        #expect(!fixture.directory.exists("localPackages/ClimateFeature"))
    }

    @Test func fileNamesMustStayInsideThePackage() throws {
        let fixture = try ScaffoldFixture()
        try fixture.directory.write("{{ header }}\n", to: "\(subFeaturePart)/{{ missing }}/x.swift")
        let empty = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        guard case .fileNameOutsidePackage = empty else {
            Issue.record("expected a file name outside the package, got \(empty)")
            return
        }
    }

    @Test func listingShowsFilesVariablesAndFilters() throws {
        let fixture = try ScaffoldFixture()
        let workspace = try fixture.workspace()
        let directory = try TemplateSet.locate(override: nil, workspace: workspace)
        let listing = try TemplateListing.describe(directory, relativeTo: workspace)
        #expect(listing.hasPrefix("Templates: Templates/Feature\n"))
        #expect(listing.contains("\nPackage/ (rendered once, when the package is created)\n  Package.swift.stencil\n"))
        #expect(listing.contains("  Sources/{{ packageName }}/{{ subFeature }}/Mocks/.keep\n"))
        for variable in TemplateContext.variables {
            #expect(listing.contains("  \(variable.name) "))
        }
        #expect(listing.contains("  lowerFirst "))
    }
}
