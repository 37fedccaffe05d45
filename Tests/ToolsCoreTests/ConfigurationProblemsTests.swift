// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// The `tools:` section reports every problem of the file in one run, one located line each, then fails once.
@Suite(.offThePool)
struct ConfigurationProblemsTests {
    static let threeMistakes = """
        name: App
        tools:
          featuresPath: [Features]
          headerTemplate: {text: x}
          templatesPath:
            - Templates
        """

    @Test func threeIndependentMistakesAreThreeLocatedProblemsOfOneError() throws {
        let folder = try TemporaryDirectory()
        try folder.write(Self.threeMistakes, to: "project.yml")
        let error = try #require(throws: ConfigurationError.self) { try Workspace.load(root: folder.url) }
        #expect(error.problems == [
            .wrongType(
                FileLocation(file: "project.yml", position: SourcePosition(line: 3, column: 17)),
                keyPath: "tools.featuresPath", expected: "a string"),
            .wrongType(
                FileLocation(file: "project.yml", position: SourcePosition(line: 4, column: 19)),
                keyPath: "tools.headerTemplate", expected: "a string"),
            .wrongType(
                FileLocation(file: "project.yml", position: SourcePosition(line: 6, column: 5)),
                keyPath: "tools.templatesPath", expected: "a string"),
        ])
        #expect(error.exitStatus == .usage)
        #expect(error.diagnostics.map(\.location) == ["project.yml:3:17", "project.yml:4:19", "project.yml:6:5"])
        #expect(error.description.split(separator: "\n").count == 3)
    }

    @Test func oneProblemStaysOneError() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\ntools:\n  featuresPath: [Features]\n", to: "project.yml")
        let error = try #require(throws: ConfigurationError.self) { try Workspace.load(root: folder.url) }
        #expect(error.problems.count == 1)
        #expect(error.description == "project.yml:3:17: error: tools.featuresPath: expected a string")
    }
}
