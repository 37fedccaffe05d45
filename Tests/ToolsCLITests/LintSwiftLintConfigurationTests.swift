// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// `tools lint` on configurations written for SwiftLint 0.63.2: renamed ids, analyzer rules, missing and
/// remote parents, `swiftlint_version`, as a team adopting tools has them.
@Suite(.offThePool) struct LintSwiftLintConfigurationTests {
    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test func renamedIDsAnalyzerRulesAndAMissingNestedParentLintTheRepository() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            """
            only_rules: [variable_name, superfluous_disable_command, unused_import]
            analyzer_rules: [unused_declaration]
            variable_name:
              min_length: 2

            """,
            to: ".swiftlint.yml"
        )
        try folder.write(
            "// swiftlint:disable:next variable_name\nlet x = 1\nlet y = 2\n// swiftlint:disable:next variable_name\n"
                + "let fine = 3\n",
            to: "A.swift"
        )
        // SwiftLint ignores a nested file's parent_config (so a missing one stops nothing); we say so.
        try folder.write("parent_config: ../company/missing.yml\n", to: "Sub/.swiftlint.yml")
        try folder.write("let z = 1\n", to: "Sub/B.swift")
        let result = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        // SwiftLint 0.63.2 reports these same three findings (with absolute paths, and `5:1` for the whole line).
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.lines(result.output) == [
            "A.swift:3:5: warning: Identifier Name Violation: Variable name 'y' should be between 2 and 40 characters "
                + "long (identifier_name)",
            "A.swift:5: warning: Superfluous Disable Command Violation: SwiftLint rule 'variable_name' did not "
                + "trigger a violation in the disabled region; remove the disable command "
                + "(superfluous_disable_command)",
            "Sub/B.swift:1:5: warning: Identifier Name Violation: Variable name 'z' should be between 2 and 40 "
                + "characters long (identifier_name)",
        ])
        let errors = Self.lines(result.error)
        #expect(errors.contains(
            ".swiftlint.yml:1:14: warning: 'variable_name' has been renamed to 'identifier_name' and will be "
                + "completely removed in a future release."
        ), "\(result.error)")
        #expect(errors.contains { $0.contains("analyzer rules run only under 'swiftlint analyze'") })
        #expect(errors.contains {
            $0.hasPrefix("Sub/.swiftlint.yml:1:16: warning: parent_config: ignored in a nested configuration")
        }, "\(result.error)")
        #expect(!result.error.contains("not a valid rule identifier"))
    }

    @Test func aMissingParentIsLeftOutAndAVersionPinOfAnotherReleaseStops() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("parent_config: shared/missing.yml\ndisabled_rules: [identifier_name]\n", to: ".swiftlint.yml")
        try folder.write("let x = 1\n", to: "A.swift")
        let missing = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(missing.status == 0, "\(missing.error)")
        #expect(missing.error.contains(
            "shared/missing.yml was not found. Ignoring this part of the configuration."
        ), "\(missing.error)")

        try folder.write("swiftlint_version: 0.57.0\n", to: ".swiftlint.yml")
        let pinned = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(pinned.status == 2)
        #expect(pinned.error.contains(
            "Currently running SwiftLint 0.65.1 but configuration specified version 0.57.0."
        ), "\(pinned.error)")
        #expect(pinned.output.isEmpty)
    }

    @Test func aRemoteParentIsKeptInTheStoreForAnOfflineRun() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.respond(to: "/company/swiftlint.yml", with: .init(body: "only_rules: [trailing_semicolon]\n"))
        let folder = try TemporaryDirectory()
        let cache = try TemporaryDirectory()
        let environment = ["XDG_CACHE_HOME": cache.path]
        try folder.write(
            "parent_config: \(server.url("/company/swiftlint.yml"))\n" + RemoteWaits.generous, to: ".swiftlint.yml"
        )
        try folder.write("let x = 1;\n", to: "A.swift")
        let online = await InProcessTools.run(["lint"], in: folder.url, environment: environment)
        #expect(online.status == 0, "\(online.error)")
        #expect(Self.lines(online.output) == [
            "A.swift:1:10: warning: Trailing Semicolon Violation: Lines should not have trailing semicolons "
                + "(trailing_semicolon)",
        ])
        #expect(!online.error.contains("warning:"), "\(online.error)")

        server.stop()
        let offline = await InProcessTools.run(["lint"], in: folder.url, environment: environment)
        #expect(offline.status == 0, "\(offline.error)")
        #expect(offline.output == online.output)
        // What happened is said (the connection was refused), then SwiftLint's sentence.
        #expect(offline.error.contains(
            "Unable to load remote config from \"\(server.url("/company/swiftlint.yml"))\": "
        ), "\(offline.error)")
        #expect(offline.error.contains(". Using cached version as a fallback."), "\(offline.error)")
    }

    @Test func anExplicitConfigIsTheWholeConfigurationAsInSwiftLint() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("disabled_rules: [identifier_name]\n", to: "main.yml")
        try folder.write("disabled_rules: [trailing_semicolon]\n", to: "Sub/.swiftlint.yml")
        try folder.write("let x = 1;\n", to: "Sub/A.swift")
        let explicit = await InProcessTools.run(["lint", "--no-cache", "--config", "main.yml"], in: folder.url)
        #expect(Self.lines(explicit.output) == [
            "Sub/A.swift:1:10: warning: Trailing Semicolon Violation: Lines should not have trailing semicolons "
                + "(trailing_semicolon)",
        ], "\(explicit.error)")
        try folder.write("disabled_rules: [identifier_name]\n", to: ".swiftlint.yml")
        let nested = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(nested.output.isEmpty, "\(nested.output)")
    }

    @Test func rulesPointsARenamedIDAtItsRule() async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["rules", "variable_name"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains("did you mean 'identifier_name'?"), "\(result.error)")
    }
}
