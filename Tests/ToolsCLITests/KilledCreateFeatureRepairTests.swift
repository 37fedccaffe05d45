// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// What the next `create-feature` makes of a package a killed run left marked pending: the states a SIGKILL
/// can leave at any moment, set up exactly (InterruptionTests reaches them only by chance).
@Suite("create-feature after a killed run", .offThePool)
struct KilledCreateFeatureRepairTests {
    /// The id of a process that has ended: a pending marker of a killed run carries one.
    private func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func markPending(_ package: String, in folder: TemporaryDirectory) throws {
        let name = ".package.tools-\(try endedProcessID())-\(UUID().uuidString).pending"
        try Data().write(to: folder.url.appendingPathComponent("localPackages/\(package)/\(name)"))
    }

    @Test func aRegisteredPackageKeepsItsFilesAndLosesOnlyTheMarker() async throws {
        let folder = try CreateFeatureEndToEndTests.exampleWorkspace()
        let first = await InProcessTools.run(["create-feature", "Done"], in: folder.url)
        #expect(first.status == 0, "\(first.error)")
        // Killed after project.yml registered the package, before the marker went away.
        try markPending("DoneFeature", in: folder)

        let next = await InProcessTools.run(["create-feature", "Next"], in: folder.url)
        #expect(next.status == 0, "\(next.error)")
        #expect(try folder.read("project.yml").contains("  DoneFeature:\n"))
        #expect(folder.exists("localPackages/DoneFeature/Package.swift"))
        #expect(folder.exists("localPackages/DoneFeature/Sources/DoneFeature/Done/Mocks/DoneRepoMock.swift"))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(
            "localPackages/DoneFeature").path)
        #expect(!left.contains { $0.hasSuffix(".pending") }, "\(left)")
    }

    @Test func anUnregisteredPendingPackageIsRemoved() async throws {
        let folder = try CreateFeatureEndToEndTests.exampleWorkspace()
        let first = await InProcessTools.run(["create-feature", "Half"], in: folder.url)
        #expect(first.status == 0, "\(first.error)")
        // Killed before project.yml registered it: take the registration back as the killed run never wrote it.
        let spec = try folder.read("project.yml")
        let unregistered = spec.replacingOccurrences(
            of: "  HalfFeature:\n    path: localPackages/HalfFeature\n", with: "")
        #expect(unregistered != spec, "the registration's lines were not found:\n\(spec)")
        _ = try folder.write(unregistered, to: "project.yml")
        try markPending("HalfFeature", in: folder)

        let next = await InProcessTools.run(["create-feature", "Next"], in: folder.url)
        #expect(next.status == 0, "\(next.error)")
        #expect(!folder.exists("localPackages/HalfFeature"))
    }

    /// A run killed while it removed such a package had renamed it first: what it left is a temporary (never a
    /// package without its marker, which nothing would recognise), and the next run finishes the removal, even
    /// one that only adds a sub-feature to another package.
    @Test func aPackageWhoseRemovalWasKilledIsFinishedOff() async throws {
        let folder = try CreateFeatureEndToEndTests.exampleWorkspace()
        // A copy of a package stands for the one being removed (no run in this process has looked at the
        // folder yet: each process cleans a folder once).
        let aside = ".GoneFeature.tools-\(try endedProcessID())-\(UUID().uuidString).discarded"
        try FileManager.default.copyItem(at: folder.url.appendingPathComponent("localPackages/ClimateFeature"),
                                         to: folder.url.appendingPathComponent("localPackages/\(aside)"))
        // Half removed: one folder of the package gone already.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("localPackages/\(aside)/Tests"))

        let next = await InProcessTools.run(["create-feature", "Climate", "--sub-feature", "Next"], in: folder.url)
        #expect(next.status == 0, "\(next.error)")
        let left = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("localPackages").path)
        #expect(left == ["ClimateFeature"], "\(left)")
        #expect(!left.contains { $0.contains(".tools-") }, "\(left)")
    }
}
