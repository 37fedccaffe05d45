// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// A command stops once on a `project.yml` with several mistakes, naming each of them.
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
}
