// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsLint

/// Remote `parent_config`/`child_config` against a loopback HTTP server started by each test: downloaded,
/// kept in a real store, used offline with SwiftLint's warnings.
@Suite(.offThePool) struct RemoteConfigurationTests {
    @Test func remoteParentIsDownloadedKeptAndUsedOffline() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.respond(to: "/base.yml", with: .init(body: "disabled_rules: [force_try]\nline_length: 90\n"))
        let directory = try TemporaryDirectory()
        let store = try Store(url: directory.url.appendingPathComponent("cache/tools.sqlite"))
        try directory.write(
            "parent_config: \(server.url("/base.yml"))\n" + RemoteWaits.generous, to: ".swiftlint.yml"
        )
        let online = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: store)
            .rootConfiguration()
        #expect(!online.enabledRuleIDs.contains("force_try"))
        #expect((online.rules.compactMap { $0 as? LineLengthRule }.first?.levels.warning) == 90)
        #expect(online.warnings.isEmpty)
        #expect(server.requestedPaths == ["/base.yml"])

        // The server answers no more: the kept copy stands in, with SwiftLint's warning.
        server.respond(to: "/base.yml", with: .init(status: 500, body: "down"))
        let offline = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: store)
            .rootConfiguration()
        #expect(!offline.enabledRuleIDs.contains("force_try"))
        #expect(offline.warnings.map(\.message) == [
            "parent_config: Unable to load remote config from \"\(server.url("/base.yml"))\": the server answered "
                + "HTTP 500. Using cached version as a fallback.",
        ])

        // A server that never answers: the timeout of a kept copy (remote_timeout_if_cached) applies.
        server.isSilent = true
        try directory.write(
            "parent_config: \(server.url("/base.yml"))\nremote_timeout_if_cached: 0.2\n", to: ".swiftlint.yml"
        )
        let silent = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: store)
            .rootConfiguration()
        #expect(!silent.enabledRuleIDs.contains("force_try"))
        #expect(silent.warnings.map(\.message) == [
            "parent_config: Timeout (0.2 sec): Unable to load remote config from \"\(server.url("/base.yml"))\". "
                + "Using cached version as a fallback.",
        ])
    }

    @Test func remoteFilesWithoutACopyFailAndMayNotNameLocalFiles() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        let store = try Store(url: directory.url.appendingPathComponent("cache/tools.sqlite"))
        try directory.write(
            "child_config: \(server.url("/missing.yml"))\n" + RemoteWaits.generous, to: ".swiftlint.yml"
        )
        let missing = #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: store)
        }
        #expect(missing?.message.contains(
            "Unable to load remote config from \"\(server.url("/missing.yml"))\": the server answered HTTP 404. "
                + "Also didn't found cached version to fallback to."
        ) == true)
        server.respond(to: "/child.yml", with: .init(body: "child_config: local.yml\n"))
        try directory.write(
            "child_config: \(server.url("/child.yml"))\n" + RemoteWaits.generous, to: ".swiftlint.yml"
        )
        let local = #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: store)
        }
        #expect(local?.message.contains("Remote configs are not allowed to reference local configs.") == true)
        server.respond(to: "/child.yml", with: .init(body: "opt_in_rules: [force_unwrapping]\n"))
        let child = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: store)
            .rootConfiguration()
        #expect(child.enabledRuleIDs.contains("force_unwrapping"))
    }

    @Test func aSilentServerWithoutACopyTimesOutAndABadTimeoutIsAWarning() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.isSilent = true
        let directory = try TemporaryDirectory()
        try directory.write(
            "parent_config: \(server.url("/slow.yml"))\nremote_timeout: 0.3\n", to: ".swiftlint.yml"
        )
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: nil)
        }
        #expect(error?.message.contains(
            "Timeout (0.3 sec): Unable to load remote config from \"\(server.url("/slow.yml"))\". Also didn't "
                + "found cached version to fallback to."
        ) == true)
        let configuration = try LintConfiguration.parse("remote_timeout: soon\n")
        #expect(configuration.warnings.map(\.message) == [
            "remote_timeout: expected a number of seconds above 0; the default is used",
        ])
    }
}
