// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

@Suite("Hook settings", .offThePool)
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

    @Test("format: check, fix or off (false too); unset is nil; anything else is a located error")
    func format() throws {
        #expect(try HookSettings.read(nil).0.format == nil)
        for (text, expected) in [("check", HookSettings.Format.check), ("fix", .fix), ("off", .off), ("false", .off)] {
            let settings = try HookSettings.read(try node("format: \(text)\n")).0
            #expect(settings.format == expected)
            #expect(settings.fixes == (expected == .fix))
        }
        let error = try #require(throws: ConfigurationError.self) { try HookSettings.read(try node("format: tidy\n")) }
        #expect(error.location?.position == SourcePosition(line: 1, column: 9))
        #expect(error.message.contains("expected check, fix or off, found 'tidy'"))
    }
}
