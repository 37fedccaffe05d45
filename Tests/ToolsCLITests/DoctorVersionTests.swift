// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsHooks

/// After an upgrade, `doctor` says when the hook's binary is not the version the repository pins.
@Suite("doctor: the hook's version and the repository's pins", .offThePool)
struct DoctorVersionTests {
    /// A repository whose hook runs a stand-in binary that says it is `hookVersion`.
    static func repository(hookVersion: String, pins: [String: String]) async throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools doctor versions")
        try fixture.write("name: App\n", to: "project.yml")
        for (file, text) in pins { try fixture.write(text, to: file) }
        let binary = try fixture.write("#!/bin/sh\necho \(hookVersion)\n", to: "bin/tools")
        _ = try runCommand("/bin/chmod", ["+x", binary.path])
        let setup = await InProcessTools.run(["setup-project", "--binary", binary.path], in: fixture.url)
        #expect(setup.status == 0, "\(setup.output)\(setup.error)")
        return fixture
    }

    @Test func aHookOlderThanThePinIsAWarning() async throws {
        let fixture = try await Self.repository(
            hookVersion: "0.1.0", pins: [".mise.toml": "[tools]\n\"ubi:tools-authors/tools\" = \"v0.3.1\"\n"]
        )
        let result = await InProcessTools.run(["doctor"], in: fixture.url)
        #expect(result.output.contains("the hook runs tools 0.1.0, .mise.toml pins 0.3.1"), "\(result.output)")
    }

    @Test func aHookAtThePinPasses() async throws {
        let resolved = """
            {"pins": [{"identity": "tools-plugins", "kind": "remoteSourceControl",
              "location": "https://github.com/tools-authors/tools-plugins", "state": {"version": "0.3.1"}}],
             "version": 3}
            """
        let fixture = try await Self.repository(
            hookVersion: "0.3.1", pins: ["Tools/Package.resolved": resolved, ".tool-versions": "tools 0.3.1\n"]
        )
        let result = await InProcessTools.run(["doctor"], in: fixture.url)
        #expect(result.output.contains("0.3.1, as Tools/Package.resolved pins"), "\(result.output)")
        #expect(result.output.contains("0.3.1, as .tool-versions pins"), "\(result.output)")
        #expect(!result.output.contains("the hook runs tools"), "\(result.output)")
    }

    @Test func pinFiles() {
        #expect(PinnedVersion.mise("[env]\ntools = \"1\"\n[tools]\ntools = \"0.2.0\"\n") == "0.2.0")
        #expect(PinnedVersion.mise("[tools]\ntools = { version = \"v1.2.3\" }\n") == "1.2.3")
        #expect(PinnedVersion.mise("[tools]\nswiftlint = \"0.63.2\"\n") == nil)
        #expect(PinnedVersion.mintfile("realm/SwiftLint@0.63.2\ntools-authors/tools@0.2.0\n") == "0.2.0")
        #expect(PinnedVersion.toolVersions("swift 6.2\ntools 0.2.0\n") == "0.2.0")
        #expect(PinnedVersion.packageResolved("{ not json") == nil)
    }
}
