// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

@Suite(.offThePool)
struct DryRunTests {
    @Test func planningShowsTheTreeAndTheDiffAndWritesNothing() throws {
        let fixture = try ScaffoldFixture()
        let before = fixture.snapshot()
        let plan = try fixture.plan(FeatureRequest(name: "Climate", subFeatures: ["ClimateSchedule"], year: 2030))

        #expect(fixture.snapshot() == before)
        let tree = plan.tree(relativeTo: fixture.root)
        #expect(tree == """
            localPackages/ClimateFeature/
            ├── Sources/
            │   └── ClimateFeature/
            │       ├── Climate/
            │       │   ├── Application/
            │       │   │   ├── ClimateLogic.swift
            │       │   │   └── ClimateUseCases.swift
            │       │   ├── DataAccess/
            │       │   │   ├── ClimateAPIClient.swift
            │       │   │   └── ClimateAPIRepo.swift
            │       │   ├── Domain/
            │       │   │   ├── Repos/
            │       │   │   │   └── ClimateRepo.swift
            │       │   │   ├── Climate.swift
            │       │   │   └── ClimateError.swift
            │       │   ├── Mocks/
            │       │   ├── Presentation/
            │       │   │   ├── ClimateStateNotifier.swift
            │       │   │   └── ClimateView.swift
            │       │   └── ClimateFactory.swift
            │       └── ClimateSchedule/
            │           ├── Application/
            │           │   ├── ClimateScheduleLogic.swift
            │           │   └── ClimateScheduleUseCases.swift
            │           ├── DataAccess/
            │           │   ├── ClimateScheduleAPIClient.swift
            │           │   └── ClimateScheduleAPIRepo.swift
            │           ├── Domain/
            │           │   ├── Repos/
            │           │   │   └── ClimateScheduleRepo.swift
            │           │   ├── ClimateSchedule.swift
            │           │   └── ClimateScheduleError.swift
            │           ├── Mocks/
            │           ├── Presentation/
            │           │   ├── ClimateScheduleStateNotifier.swift
            │           │   └── ClimateScheduleView.swift
            │           └── ClimateScheduleFactory.swift
            ├── Tests/
            │   └── ClimateFeatureTests/
            │       ├── ClimateLogicTests.swift
            │       └── ClimateScheduleLogicTests.swift
            └── Package.swift

            """)
        #expect(plan.projectDiff(relativeTo: fixture.root) == """
            --- a/project.yml
            +++ b/project.yml
            @@ -8,6 +8,8 @@
             packages:
               Components:
                 path: localPackages/Components # shared views
            +  ClimateFeature:
            +    path: localPackages/ClimateFeature
            \u{20}
             targets:
               App:
            @@ -15,6 +17,7 @@
                 platform: iOS
                 dependencies:
                   - package: Components
            +      - package: ClimateFeature
            \u{20}
             tools:
               copyrightHolder: Example Corp

            """)
    }

    @Test func withoutAConfiguredHolderTheProjectNameIsUsedWithOneNote() throws {
        let fixture = try ScaffoldFixture(project: "name: Shop\n")
        let plan = try fixture.plan(FeatureRequest(name: "Cart", year: 2026))
        let manifest = try #require(plan.files.first { $0.path == "Package.swift" })
        #expect(manifest.contents.contains("// Copyright © 2026 Shop. All rights reserved."))
        #expect(plan.warnings.count == 1)
        #expect(plan.warnings.first?.message.contains("set tools.copyrightHolder") == true)
    }

    @Test func withoutAProjectFileTheHeadersHaveNoHolder() throws {
        let fixture = try ScaffoldFixture(project: nil)
        try runCommand("git", ["init", "-q"], in: fixture.root)
        // Siblings with headers: the new package would need a holder, and there is no spec to name one.
        let sibling = "localPackages/Components/"
        for file in [sibling + "Package.swift", sibling + "Sources/Components/Components.swift"] {
            let text = try fixture.read(file)
            let header = "// Copyright © 2026 Someone. All rights reserved.\n"
            let headed = text.hasPrefix("// swift-tools-version") ? text.replacingOccurrences(
                of: "\n", with: "\n" + header, options: [], range: text.range(of: "\n")
            ) : header + text
            try fixture.directory.write(headed, to: file)
        }
        let error = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        #expect(error == .noCopyrightHolder(projectFile: "project.yml"))
    }

    /// Without a spec, siblings without headers are followed: no header, so no holder is needed.
    @Test func withoutAProjectFileAndHeaderlessSiblingsTheFilesHaveNoHeader() throws {
        let fixture = try ScaffoldFixture(project: nil)
        try runCommand("git", ["init", "-q"], in: fixture.root)
        let plan = try fixture.plan(FeatureRequest(name: "Climate"))
        let model = try #require(plan.files.first { $0.path.hasSuffix("Domain/Climate.swift") })
        #expect(model.contents.hasPrefix("/// The feature's `Climate` value"), "\(model.contents)")
        let manifest = try #require(plan.files.first { $0.path == "Package.swift" })
        #expect(manifest.contents.hasPrefix("// swift-tools-version: 5.9\n\nimport PackageDescription\n"))
    }
}

@Suite(.offThePool)
struct SubFeatureTests {
    @Test func addingASubFeatureTouchesNothingElse() throws {
        let fixture = try ScaffoldFixture()
        try fixture.create(FeatureRequest(name: "Climate", year: 2030))
        let package = fixture.root.appendingPathComponent("localPackages/ClimateFeature")
        let before = fixture.snapshot()
        let dates = try modificationDates(in: package)

        let plan = try fixture.plan(
            FeatureRequest(name: "ClimateFeature", subFeatures: ["ClimateSchedule"], year: 2031)
        )
        #expect(!plan.isNewPackage)
        #expect(!plan.changesProject, "already registered")
        #expect(plan.files.map(\.path).allSatisfy { $0.contains("ClimateSchedule") })
        #expect(!plan.files.contains { $0.path == "Package.swift" })
        let outcome = try fixture.scaffolder().apply(plan)
        #expect(outcome.files.count == 11)

        let after = fixture.snapshot()
        for (path, content) in before {
            #expect(after[path] == content, "\(path) changed")
        }
        let added = Set(after.keys).subtracting(before.keys)
        #expect(added.allSatisfy { $0.contains("ClimateSchedule") }, "\(added.sorted())")
        #expect(try modificationDates(in: package).filter { dates[$0.key] != nil } == dates)
        let entity = "localPackages/ClimateFeature/Sources/ClimateFeature/ClimateSchedule/Domain/ClimateSchedule.swift"
        #expect(try fixture.read(entity)
            .hasPrefix("// Copyright © 2031 Example Corp."))
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: package.path)).contains { $0.hasPrefix(".") })
    }

    @Test func anExistingPackageIsRejectedWithoutASubFeature() throws {
        let fixture = try ScaffoldFixture()
        try fixture.create(FeatureRequest(name: "Climate"))
        let error = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        #expect(error.exitStatus == .usage)
        #expect(error == .packageExists(path: "localPackages/ClimateFeature", name: "ClimateFeature"))
    }

    @Test func anExistingSubFeatureIsRejected() throws {
        let fixture = try ScaffoldFixture()
        try fixture.create(FeatureRequest(name: "Climate", subFeatures: ["ClimateSchedule"]))
        let error = try #require(throws: ScaffoldError.self) {
            try fixture.plan(FeatureRequest(name: "Climate", subFeatures: ["ClimateSchedule"]))
        }
        #expect(error.exitStatus == .usage)
        #expect(error == .subFeatureExists(
            path: "localPackages/ClimateFeature/Sources/ClimateFeature/ClimateSchedule", name: "ClimateSchedule"))
    }

    @Test func repeatedSubFeaturesAndLateDependenciesAreRejected() throws {
        let fixture = try ScaffoldFixture()
        #expect(throws: ScaffoldError.self) {
            try fixture.plan(FeatureRequest(name: "Climate", subFeatures: ["Fan", "Fan"]))
        }
        // Naming the main sub-feature again is harmless.
        let again = try fixture.plan(FeatureRequest(name: "Climate", subFeatures: ["Climate"]))
        #expect(again.subFeatures.map(\.name) == ["Climate"])
        try fixture.create(FeatureRequest(name: "Climate"))
        let error = try #require(throws: ScaffoldError.self) {
            try fixture.plan(FeatureRequest(name: "Climate", subFeatures: ["Fan"], dependencies: ["Components"]))
        }
        #expect(error == .dependencyOnExistingPackage(path: "localPackages/ClimateFeature"))
    }

    @Test func aSubFeatureWhoseTypesCollideIsRejected() throws {
        let fixture = try ScaffoldFixture()
        try fixture.create(FeatureRequest(name: "Climate"))
        // `Climate` declares `ClimateRecord` (its DataAccess record): a sub-feature of that name would too.
        let error = try #require(throws: ScaffoldError.self) {
            try fixture.plan(FeatureRequest(name: "Climate", subFeatures: ["ClimateRecord"]))
        }
        guard case .declarationClash(_, _, "ClimateRecord", let existing) = error else {
            Issue.record("expected a declaration clash, got \(error)")
            return
        }
        #expect(existing.hasPrefix("Sources/ClimateFeature/Climate/"))
        #expect(throws: ScaffoldError.self) {
            try fixture.plan(FeatureRequest(name: "Seat", subFeatures: ["SeatRecord"]))
        }
    }

    @Test func aFolderThatIsNotAPackageIsRejected() throws {
        let fixture = try ScaffoldFixture()
        try fixture.directory.write("notes\n", to: "localPackages/ClimateFeature/README.md")
        let error = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        #expect(error == .folderWithoutManifest(path: "localPackages/ClimateFeature"))
    }

    private func modificationDates(in directory: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in relativeFiles(in: directory) {
            let url = directory.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            dates[path] = attributes[.modificationDate] as? Date
        }
        return dates
    }
}
