// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsFormat

/// Format runs with the real swift-format (through a stand-in that records its calls and crashes on
/// request), real files and a real store.
@Suite("Format session", .offThePool, .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format"))
struct FormatSessionTests {
    static let unformatted = "func f( ) {\nlet value = 1;\n_ = value\n}\n"
    static let formatted = "func f() {\n    let value = 1\n    _ = value\n}\n"
    static let fourSpaces = #"{"version": 1, "indentation": {"spaces": 4}}"# + "\n"

    let folder: TemporaryDirectory
    let standIn: SwiftFormatStandIn

    init() throws {
        folder = try TemporaryDirectory(prefix: "tools format session")
        standIn = try SwiftFormatStandIn()
        try folder.write(Self.fourSpaces, to: ".swift-format")
    }

    private func inputs(_ names: [String]) -> [FormatInput] {
        names.map { FormatInput(displayPath: $0, path: folder.url.appendingPathComponent($0).path) }
    }

    private func run(
        _ mode: FormatSession.Mode, _ names: [String], cached: Bool = false,
        environment: [String: String]? = nil, configure: (inout FormatSession.Options) -> Void = { _ in }
    ) async throws -> FormatSession.Outcome {
        var options = FormatSession.Options(mode: mode, inputs: inputs(names))
        configure(&options)
        var variables = ProcessInfo.processInfo.environment.merging(environment ?? standIn.environment) { $1 }
        variables["TOOLS_STORE"] = folder.url.appendingPathComponent("store/tools.sqlite").path
        let invocation = Invocation(
            writeOutput: { _ in }, writeError: { _ in }, currentDirectory: folder.url, environment: variables
        )
        let store = cached ? SharedStore(workspaceRoot: folder.url, environment: variables) { _ in } : nil
        let session = FormatSession(options: options, store: store, console: Console(verbosity: .quiet))
        return try await Invocation.$bound.withValue(invocation) { try await session.run() }
    }

    @Test("--check reports swift-format's findings for the files that need formatting and writes nothing")
    func checkReports() async throws {
        try folder.write(Self.unformatted, to: "A.swift")
        try folder.write(Self.formatted, to: "B.swift")
        let outcome = try await run(.check, ["A.swift", "B.swift"])
        let rules = Set(outcome.findings.diagnostics.map(\.ruleID))
        #expect(rules == ["Spacing", "Indentation", "DoNotUseSemicolons"])
        #expect(outcome.findings.diagnostics.allSatisfy { $0.file == "A.swift" && $0.severity == .error })
        #expect(outcome.findings.status == .failure)
        #expect(try folder.read("A.swift") == Self.unformatted)
        // Files on disk go to swift-format by path (in batches), not on standard input.
        #expect(!standIn.fileCalls.isEmpty)
        #expect(standIn.fileCalls.allSatisfy { $0.hasPrefix("lint /") && !$0.contains("--assume-filename") })
    }

    @Test("formatting rewrites what needs it, after which the check is clean")
    func formatThenCheck() async throws {
        try folder.write(Self.unformatted, to: "A.swift")
        try folder.write(Self.formatted, to: "B.swift")
        let outcome = try await run(.format, ["A.swift", "B.swift"])
        #expect(outcome.rewritten == ["A.swift"])
        #expect(try folder.read("A.swift") == Self.formatted)
        #expect(try await run(.check, ["A.swift", "B.swift"]).findings.diagnostics.isEmpty)
    }

    @Test("a crash of swift-format on one file is one warning naming it; the other files are checked")
    func crashOnOneFile() async throws {
        for name in ["A.swift", "B.swift", "Crash.swift", "D.swift"] {
            try folder.write(Self.unformatted, to: name)
        }
        let outcome = try await run(.check, ["A.swift", "B.swift", "Crash.swift", "D.swift"])
        let skipped = outcome.findings.diagnostics.filter { $0.ruleID == FormatFindings.skippedRuleID }
        #expect(skipped.map(\.file) == ["Crash.swift"])
        #expect(skipped.first?.severity == .warning)
        #expect(skipped.first?.message.contains("crashed (signal 11)") == true)
        let checked = Set(outcome.findings.diagnostics.filter { $0.ruleID == "Spacing" }.compactMap(\.file))
        #expect(checked == ["A.swift", "B.swift", "D.swift"])
    }

    @Test("a warm run starts no swift-format; an edited file alone is checked again")
    func warmRunFromTheCache() async throws {
        try folder.write(Self.unformatted, to: "A.swift")
        try folder.write(Self.formatted, to: "B.swift")
        let cold = try await run(.check, ["A.swift", "B.swift"], cached: true)
        standIn.clearCalls()
        let warm = try await run(.check, ["A.swift", "B.swift"], cached: true)
        #expect(standIn.calls.isEmpty)
        #expect(warm.findings.diagnostics == cold.findings.diagnostics)
        try folder.write(Self.unformatted + "\n", to: "B.swift")
        let edited = try await run(.check, ["A.swift", "B.swift"], cached: true)
        #expect(standIn.fileCalls.count == 1)
        #expect(standIn.fileCalls.first?.contains("B.swift") == true)
        #expect(standIn.fileCalls.first?.contains("A.swift") == false)
        #expect(Set(edited.findings.diagnostics.compactMap(\.file)) == ["A.swift", "B.swift"])
        // Formatting: a file found formatted is remembered (the one just written is checked once more first:
        // formatting it again must change nothing).
        #expect(try await run(.format, ["B.swift"], cached: true).rewritten == ["B.swift"])
        #expect(try await run(.format, ["B.swift"], cached: true).rewritten.isEmpty)
        standIn.clearCalls()
        _ = try await run(.format, ["B.swift"], cached: true)
        #expect(standIn.calls.isEmpty)
    }

    @Test("results cached by another build are not reused")
    func anotherBuildChecksAgain() async throws {
        try folder.write(Self.unformatted, to: "A.swift")
        _ = try await ToolsCore.$buildIdentityOverride.withValue("build A") {
            try await run(.check, ["A.swift"], cached: true)
        }
        standIn.clearCalls()
        _ = try await ToolsCore.$buildIdentityOverride.withValue("build A") {
            try await run(.check, ["A.swift"], cached: true)
        }
        #expect(standIn.calls.isEmpty)
        let rebuilt = try await ToolsCore.$buildIdentityOverride.withValue("build B") {
            try await run(.check, ["A.swift"], cached: true)
        }
        #expect(standIn.fileCalls.count == 1)
        #expect(!rebuilt.findings.diagnostics.isEmpty)
    }

    @Test("an edit saved while the file is formatted is kept: nothing is written over it")
    func editSavedMeanwhile() async throws {
        try folder.write(Self.unformatted, to: "Typing.swift")
        let outcome = try await run(.format, ["Typing.swift"])
        #expect(outcome.rewritten.isEmpty)
        #expect(try folder.read("Typing.swift") == Self.unformatted + "// typed meanwhile\n")
        let warning = try #require(outcome.findings.diagnostics.first)
        #expect(warning.file == "Typing.swift")
        #expect(warning.message.contains("changed while it was formatted"))
    }

    @Test("each file's nearest .swift-format applies")
    func nearestConfiguration() async throws {
        try folder.write(#"{"version": 1, "indentation": {"spaces": 2}}"#, to: "Two/.swift-format")
        try folder.write(Self.unformatted, to: "Two/Deeper/A.swift")
        try folder.write(Self.unformatted, to: "B.swift")
        _ = try await run(.format, ["Two/Deeper/A.swift", "B.swift"])
        #expect(try folder.read("Two/Deeper/A.swift") == "func f() {\n  let value = 1\n  _ = value\n}\n")
        #expect(try folder.read("B.swift") == Self.formatted)
    }

    @Test("only configured files: none applies, so swift-format is not even looked for")
    func onlyConfiguredFiles() async throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".swift-format"))
        try folder.write(Self.unformatted, to: "A.swift")
        let outcome = try await run(.check, ["A.swift"], environment: ["TOOLS_SWIFT_FORMAT": "/nonexistent"]) {
            $0.configuredWithin = folder.url
        }
        #expect(outcome.fileCount == 0)
        #expect(outcome.findings.diagnostics.isEmpty)
    }

    @Test("a missing swift-format: an error for tools format, a finding of the configured severity otherwise")
    func missingFormatter() async throws {
        try folder.write(Self.unformatted, to: "A.swift")
        let nowhere = ["PATH": folder.url.appendingPathComponent("empty").path, "TOOLS_SWIFT_FORMAT": ""]
        await #expect(throws: FormatError.formatterMissing) { try await run(.check, ["A.swift"], environment: nowhere) }
        for severity in [Severity.warning, .error] {
            let outcome = try await run(.check, ["A.swift"], environment: nowhere) { $0.toolProblems = severity }
            let finding = try #require(outcome.findings.diagnostics.first)
            #expect(finding.ruleID == FormatFindings.unavailableRuleID)
            #expect(finding.severity == severity)
            #expect(finding.message.contains("swift format"))
            #expect(outcome.findings.status == (severity == .error ? .failure : .success))
        }
    }

    @Test("a .swift-format swift-format cannot read is one error at that file")
    func unreadableConfiguration() async throws {
        try folder.write("{ not json", to: ".swift-format")
        try folder.write(Self.unformatted, to: "A.swift")
        try folder.write(Self.unformatted, to: "B.swift")
        let outcome = try await run(.check, ["A.swift", "B.swift"])
        #expect(outcome.findings.diagnostics.map(\.file) == [".swift-format"])
        #expect(outcome.findings.diagnostics.first?.ruleID == FormatFindings.configurationRuleID)
        #expect(outcome.findings.status == .failure)
    }

    @Test("findings of rules swift-format only reports are warnings: formatting leaves them")
    func reportedOnlyRules() async throws {
        try folder.write("func Shout() {}\n", to: "A.swift")
        let outcome = try await run(.check, ["A.swift"])
        #expect(outcome.findings.diagnostics.map(\.ruleID) == ["AlwaysUseLowerCamelCase"])
        #expect(outcome.findings.diagnostics.first?.severity == .warning)
        #expect(outcome.findings.status == .success)
    }
}
