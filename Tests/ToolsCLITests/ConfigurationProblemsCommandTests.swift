// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// A command stops once on a `project.yml` with several mistakes, naming each of them.
@Suite(.offThePool)
struct ConfigurationProblemsCommandTests {
    @Test func everyMistakeOfTheToolsSectionIsOneLineAndTheRunFailsOnce() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            "name: App\ntools:\n  featuresPath: [Features]\n  headerTemplate: {text: x}\n  templatesPath:\n    - T\n",
            to: "project.yml")
        let result = await InProcessTools.run(["lint"], in: folder.url)
        #expect(result.status == 2)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines == [
            "project.yml:3:17: error: tools.featuresPath: expected a string",
            "project.yml:4:19: error: tools.headerTemplate: expected a string",
            "project.yml:6:5: error: tools.templatesPath: expected a string",
        ], "\(result.error)")
    }

    /// Lint configuration mistakes are warnings, as SwiftLint's: located, and the run goes on.
    @Test func lintConfigurationMistakesAreLocatedWarningsAndTheRunGoesOn() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("only_rules: [line_length, no_such_rule]\nline_length:\n  warnng: 10\n", to: ".swiftlint.yml")
        try folder.write("let a = 1\n", to: "A.swift")
        let result = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.contains(".swiftlint.yml:1:27: warning: 'no_such_rule' is not a valid rule identifier"),
                "\(result.error)")
        #expect(lines.contains(".swiftlint.yml:3:3: warning: Configuration for 'line_length' rule contains the "
            + "invalid key 'warnng'; it is ignored (did you mean 'warning'?)"), "\(result.error)")
    }
}
