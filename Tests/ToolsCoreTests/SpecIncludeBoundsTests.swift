// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// `project.yml` include chains that are hostile: thousands deep, cycles, one file reached through a link.
/// The reading is bounded, each file is known by its real path, and each problem is said once, located.
@Suite(.offThePool) struct SpecIncludeBoundsTests {
    private func load(_ folder: TemporaryDirectory) throws -> (spec: ProjectSpec, problems: ConfigurationProblems) {
        try ProjectSpecLoader.read(folder.url.appendingPathComponent("project.yml"), relativeTo: folder.url)
    }

    @Test func aChainThousandsDeepIsAnErrorAtTheIncludePastTheBound() throws {
        let folder = try TemporaryDirectory()
        let length = 3_000
        try folder.write("name: App\ninclude: [i1.yml]\n", to: "project.yml")
        for index in 1..<length {
            try folder.write("# level \(index)\ninclude:\n  - i\(index + 1).yml\n", to: "i\(index).yml")
        }
        try folder.write("options: {}\n", to: "i\(length).yml")
        let error = #expect(throws: ConfigurationError.self) {
            try ProjectSpecLoader.load(folder.url.appendingPathComponent("project.yml"), relativeTo: folder.url)
        }
        let problems = try #require(error).problems
        #expect(problems.count == 1)
        // project.yml is file 1; i63.yml is file 64 and its include (line 3, column 5) is the one past it.
        #expect(problems.first?.description.hasPrefix(
            "i63.yml:3:5: error: include[0]: the chain of includes is deeper than 64 files; 'i64.yml' is not read"
        ) == true, "\(String(describing: problems.first))")
    }

    @Test func aCycleIsLeftOutWithOneWarning() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\ninclude: [a.yml]\n", to: "project.yml")
        try folder.write("include: [b.yml]\noptions:\n  bundleIdPrefix: com.a\n", to: "a.yml")
        try folder.write("include: [a.yml, project.yml]\n", to: "b.yml")
        let (spec, problems) = try load(folder)
        #expect(problems.errors.isEmpty)
        #expect(spec.name == "App")
        let cycles = spec.warnings.filter { $0.message.contains("form a cycle") }
        #expect(cycles.map { "\($0.location): \($0.message)" } == [
            "b.yml:1:11: include[0]: 'a.yml' is already being included (the includes form a cycle); "
                + "it is left out here",
            "b.yml:1:18: include[1]: 'project.yml' is already being included (the includes form a "
                + "cycle); it is left out here",
        ])
        #expect(spec.files.count == 3)
    }

    @Test func aFileIncludedThroughALinkIsTheSameFile() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\ninclude: [shared/base.yml, alias/base.yml]\n", to: "project.yml")
        try folder.write("targets:\n  Lib:\n    type: framework\n    platform: iOS\n", to: "shared/base.yml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("alias").path, withDestinationPath: "shared"
        )
        let (spec, problems) = try load(folder)
        #expect(problems.errors.isEmpty)
        #expect(spec.files.count == 2, "\(spec.files)")
        #expect(spec.targets.map(\.name) == ["Lib"])
    }
}
