// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

/// An error or Ctrl-C midway leaves no partial package and an untouched project.yml.
@Suite(.offThePool)
struct InterruptedRunTests {
    private struct InjectedFailure: Error {}

    @Test func aFailureAfterHalfTheFilesLeavesNothing() throws {
        let fixture = try ScaffoldFixture()
        let before = fixture.snapshot()
        let scaffolder = try fixture.scaffolder()
        let plan = try scaffolder.plan(FeatureRequest(name: "Climate"))
        var staged = 0
        let faults = FeatureScaffolder.FaultInjection(afterStagingFile: { count in
            staged = count
            if count == plan.files.count / 2 { throw InjectedFailure() }
        })
        #expect(throws: InjectedFailure.self) { try scaffolder.apply(plan, faults: faults) }
        #expect(staged == plan.files.count / 2)
        #expect(fixture.snapshot() == before)
    }

    @Test func theFirstFeatureLeavesNoEmptyFeaturesFolderWhenItFails() throws {
        let fixture = try ScaffoldFixture()
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("localPackages"))
        let before = fixture.snapshot()
        let scaffolder = try fixture.scaffolder()
        let plan = try scaffolder.plan(FeatureRequest(name: "Climate"))
        let faults = FeatureScaffolder.FaultInjection(beforeRegistration: { throw InjectedFailure() })
        #expect(throws: InjectedFailure.self) { try scaffolder.apply(plan, faults: faults) }
        #expect(fixture.snapshot() == before)
        #expect(!fixture.directory.exists("localPackages"))
    }

    @Test func aFailureJustBeforeRegistrationRemovesThePackage() throws {
        let fixture = try ScaffoldFixture()
        let before = fixture.snapshot()
        let scaffolder = try fixture.scaffolder()
        let plan = try scaffolder.plan(FeatureRequest(name: "Climate", subFeatures: ["Fan"]))
        var packageWasInPlace = false
        let faults = FeatureScaffolder.FaultInjection(beforeRegistration: {
            packageWasInPlace = FileManager.default.fileExists(atPath: plan.packageDirectory.path)
            throw InjectedFailure()
        })
        #expect(throws: InjectedFailure.self) { try scaffolder.apply(plan, faults: faults) }
        #expect(packageWasInPlace)
        #expect(fixture.snapshot() == before)
    }

    @Test func cancellationMidwayLeavesNothing() async throws {
        let fixture = try ScaffoldFixture()
        let before = fixture.snapshot()
        let scaffolder = try fixture.scaffolder()
        let plan = try scaffolder.plan(FeatureRequest(name: "Climate"))
        // Ctrl-C cancels the task running the command; here the task cancels itself after three files.
        let task = Task {
            try scaffolder.apply(plan, faults: FeatureScaffolder.FaultInjection(afterStagingFile: { count in
                if count == 3 { withUnsafeCurrentTask { $0?.cancel() } }
            }))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(fixture.snapshot() == before)
    }

    @Test func aFailedSubFeatureAdditionLeavesThePackageAsItWas() throws {
        let fixture = try ScaffoldFixture()
        try fixture.create(FeatureRequest(name: "Climate"))
        let before = fixture.snapshot()
        let scaffolder = try fixture.scaffolder()
        let plan = try scaffolder.plan(FeatureRequest(name: "Climate", subFeatures: ["Fan", "Seat"]))
        let faults = FeatureScaffolder.FaultInjection(beforeRegistration: { throw InjectedFailure() })
        #expect(throws: InjectedFailure.self) { try scaffolder.apply(plan, faults: faults) }
        #expect(fixture.snapshot() == before)
    }

    @Test func aProjectFileEditedMeanwhileIsNotOverwritten() throws {
        let fixture = try ScaffoldFixture()
        let scaffolder = try fixture.scaffolder()
        let plan = try scaffolder.plan(FeatureRequest(name: "Climate"))
        let edited = ScaffoldFixture.standardProject + "# edited by hand\n"
        try fixture.directory.write(edited, to: "project.yml")
        let error = try #require(throws: ScaffoldError.self) { try scaffolder.apply(plan) }
        #expect(error == .projectChanged(path: "project.yml"))
        #expect(try fixture.read("project.yml") == edited)
        #expect(!fixture.directory.exists("localPackages/ClimateFeature"))
    }
}
