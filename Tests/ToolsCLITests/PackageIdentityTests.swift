// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Local packages are told apart by real path: one reached through a symbolic link and through
/// `.package(path:)` is planned once, a link loop once, each said once; too many packages is an error.
@Suite("package identity by real path", .offThePool)
struct PackageIdentityTests {
    typealias Lanes = BuildCommandsEndToEndTests

    private func ids(_ result: CommandResult) throws -> [String] {
        try Lanes.ids(result.output)
    }

    @Test("a package reached as Kit and through the link Linked is planned once, with one warning")
    func symlinkedPackage() async throws {
        let folder = try TemporaryDirectory(prefix: "tools package identity")
        try folder.write("name: App\npackages:\n  Kit: {path: Kit}\n  Linked: {path: Linked}\n  App: {path: AppKit}\n",
                         to: "project.yml")
        try folder.write(Lanes.manifest("Kit"), to: "Kit/Package.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url.path + "/Linked", withDestinationPath: "Kit")
        try folder.write(Lanes.manifest("AppKit", dependencies: ["../Linked"]), to: "AppKit/Package.swift")
        let plan = await InProcessTools.run(["build", "--plan", "--json"], in: folder.url)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")
        let ids = try ids(plan)
        #expect(ids.filter { $0 == "build Kit" }.count == 1, "\(ids)")
        #expect(ids.firstIndex(of: "build Kit").map { $0 < (ids.firstIndex(of: "build AppKit") ?? 0) } == true,
                "\(ids)")
        #expect(plan.error.components(separatedBy: "also reached as").count == 2, "\(plan.error)")
        let job = try #require(Lanes.jobs(plan.output).first { $0["id"] as? String == "build AppKit" })
        #expect((job["dependencies"] as? [String]) == ["build Kit"], "\(job)")
    }

    @Test("a package whose link loops back to itself is planned once, and the loop said once")
    func selfLoop() async throws {
        let folder = try TemporaryDirectory(prefix: "tools package loop")
        try folder.write("name: App\npackages:\n  Loop: {path: Loop}\n", to: "project.yml")
        try folder.write(Lanes.manifest("Loop", dependencies: ["./again/."]), to: "Loop/Package.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url.path + "/Loop/again", withDestinationPath: ".")
        let plan = await InProcessTools.run(["build", "--plan", "--json"], in: folder.url)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")
        #expect(try ids(plan) == ["build Loop"], "\(plan.output)")
        #expect(plan.error.components(separatedBy: "depends on its own folder").count == 2, "\(plan.error)")
    }

    @Test("more local packages than the limit is an error at the manifest that adds one too many (exit 2)")
    func tooMany() async throws {
        let folder = try TemporaryDirectory(prefix: "tools package cap")
        // A chain of 2,001 packages, each depending on the next: the last one is past the limit.
        try folder.write("name: App\npackages:\n  P0: {path: P0}\n", to: "project.yml")
        let count = 2_001
        for index in 0..<count {
            let next = index + 1 < count ? ".package(path: \"../P\(index + 1)\")" : ""
            try folder.write(
                "// swift-tools-version: 5.9\nimport PackageDescription\n"
                    + "let package = Package(name: \"P\(index)\", dependencies: [\(next)])\n",
                to: "P\(index)/Package.swift"
            )
        }
        let plan = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(plan.status == 2, "\(plan.output.prefix(500))\(plan.error)")
        #expect(plan.error.contains("P1999/Package.swift: error: the local packages reached through "
            + ".package(path:) are more than 2000"), "\(plan.error)")
    }
}
