// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

/// The whole `tools lint` flow without the argument parser: exit statuses, reports, baselines.
@Suite(.offThePool) struct LintSessionTests {
    /// Runs a session and presents its findings as JSON in `out.json`, as `tools lint --reporter json:out.json`.
    private func run(
        _ directory: TemporaryDirectory, configure: (inout LintSession.Options) -> Void
    ) async throws -> Findings {
        var options = LintSession.Options(root: directory.url)
        options.paths = [directory.url]
        configure(&options)
        let console = Console(verbosity: .quiet)
        let report = try await LintSession(options: options, console: console).run()
        let json = ReporterSpec(identifier: "json", outputPath: directory.url.appendingPathComponent("out.json").path)
        try DiagnosticPresenter(ReporterChoice(given: [json]), console: console).present(report.findings)
        return report.findings
    }

    @Test func exitStatusFollowsSeverityAndStrict() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("only_rules: [force_unwrapping, force_try]\n", to: ".swiftlint.yml")
        try directory.write("let a = b!\n", to: "A.swift")
        #expect(try await run(directory) { _ in }.status == .success)
        #expect(try await run(directory) { $0.strict = true }.status == .failure)
        let json = Data(try directory.read("out.json").utf8)
        let report = try JSONSerialization.jsonObject(with: json) as? [[String: Any]]
        #expect(report?.first?["rule_id"] as? String == "force_unwrapping")
        try directory.write("let a = try! b()\n", to: "A.swift")
        #expect(try await run(directory) { _ in }.status == .failure)
    }

    @Test func aBaselineSilencesKnownViolations() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try directory.write("let a = try! b()\n", to: "A.swift")
        let baseline = directory.url.appendingPathComponent("baseline.json")
        #expect(try await run(directory) { $0.writeBaseline = baseline }.status == .failure)
        #expect(try await run(directory) { $0.baseline = baseline }.status == .success)
        try directory.write("let a = try! b()\nlet c = try! d()\n", to: "A.swift")
        #expect(try await run(directory) { $0.baseline = baseline }.status == .failure)
    }

    @Test func configurationErrorsExitTwo() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("only_rules: [force_try\n", to: ".swiftlint.yml")
        let error = await #expect(throws: ConfigurationError.self) {
            try await run(directory) { _ in }
        }
        #expect(error?.exitStatus == .usage)
        #expect(error?.message.contains("invalid YAML") == true)
        let combined = await #expect(throws: LintError.self) {
            try await run(directory) { $0.fix = true; $0.staged = true; $0.paths = [] }
        }
        #expect(combined == .fixWithStaged)
    }

    @Test func runsOutsideAnyWorkspaceWithACacheInXDGCacheHome() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try directory.write("let a = 1\n", to: "A.swift")
        let cache = Store.defaultURL(workspaceRoot: nil, environment: ["XDG_CACHE_HOME": directory.path + "/xdg"])
        #expect(cache.path == directory.path + "/xdg/tools/tools.sqlite")
        let store = try Store(url: cache)
        let linter = try Linter(rootDirectory: directory.url, store: store)
        _ = try await linter.lint(try linter.sources(for: [directory.url]))
        #expect(try store.countValues(namespace: Linter.cacheNamespace) == 1)
    }
}

extension LintSessionTests {
    /// Run from a sub-folder of a workspace, the workspace's `.swiftlint.yml` applies, with the nested
    /// files on the way down; paths are still reported relative to where the run started.
    @Test func aSubFolderOfAWorkspaceLintsWithTheWorkspaceConfiguration() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("name: App\n", to: "project.yml")
        try directory.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try directory.write("force_try: warning\n", to: "Sources/.swiftlint.yml")
        try directory.write("let a = try! b()   \n", to: "Sources/App/A.swift")
        let folder = directory.url.appendingPathComponent("Sources/App")
        let options = LintSession.Options(root: folder)
        let invocation = Invocation(
            writeOutput: { _ in }, writeError: { _ in }, currentDirectory: folder,
            environment: ProcessInfo.processInfo.environment
        )
        let findings = try await Invocation.$bound.withValue(invocation) {
            let workspace = try Workspace.discoverIfPresent(from: folder)
            return try await LintSession(options: options, workspace: workspace, console: Console(verbosity: .quiet))
                .run().findings
        }
        #expect(findings.diagnostics.map(\.ruleID) == ["force_try"])
        #expect(findings.diagnostics.first?.severity == .warning)
        #expect(findings.diagnostics.first?.file == "A.swift")
    }

    /// The benchmarks' parse-only floor parses what linting parses: a file linting skips (binary, not
    /// UTF-8, past the input limits) is read, not parsed.
    @Test func theParseOnlyFloorSkipsWhatLintingSkips() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("let a = 1\nlet b = 2\n", to: "A.swift")
        try directory.write("\u{0}let c = 3\n", to: "Binary.swift")
        let linter = try Linter(rootDirectory: directory.url, configuration: "", store: nil)
        let totals = await Linter.benchmarkFloor(try linter.sources(for: [directory.url]), parse: true)
        #expect(totals.bytes == 31)
        #expect(totals.statements == 2)
    }
}
