// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import ToolsCore
import ToolsHooks

@Suite("Hook settings")
struct HookSettingsTests {
    private func node(_ yaml: String) throws -> ConfigNode? {
        try YAMLLoader.parse(yaml, file: "project.yml")
    }

    @Test("defaults, values and unknown keys")
    func parse() throws {
        #expect(try HookSettings.read(nil).0 == HookSettings())
        let (settings, warnings) = try HookSettings.read(try node("autoFix: true\nmocks: false\nspeed: 3\n"))
        #expect(settings == HookSettings(autoFix: true, checksMocks: false))
        #expect(warnings.count == 1)
        #expect(throws: ConfigurationError.self) { try HookSettings.read(try node("autoFix: maybe\n")) }
    }

    @Test("both keys are checked before failing")
    func everyProblemAtOnce() throws {
        let error = try #require(throws: ConfigurationError.self) {
            try HookSettings.read(try node("autoFix: maybe\nmocks: [x]\n"))
        }
        #expect(error.problems.map { $0.location?.position?.line } == [1, 2])
        #expect(error.problems.last == .wrongType(
            FileLocation(file: "project.yml", position: SourcePosition(line: 2, column: 8)),
            keyPath: "mocks", expected: "true or false"))
    }
}
