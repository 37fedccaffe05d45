// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
import ToolsLint
import ToolsMocks

/// The Swift readers of lint and mocks and the YAML loaders on hostile and mutated input: nothing may crash
/// (a crash ends this test process), and every input comes back as findings, a located error or a
/// "skipped" warning. CI runs a bounded number of mutations; `TOOLS_FUZZ_ITERATIONS=20000` (and another
/// `TOOLS_FUZZ_SEED`) runs a longer search, as README's Development section says.
@Suite("Fuzz: hostile and mutated input", .offThePool)
struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["TOOLS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 120
    static let seed = environment["TOOLS_FUZZ_SEED"].flatMap(UInt64.init) ?? 2_026_11_22

    /// Lints `sources` with every rule on by default (and the opt-in rules that parse), without a cache.
    private func lint(_ sources: [String]) async throws -> LintResult {
        let directory = try TemporaryDirectory()
        let configuration = "opt_in_rules: [force_unwrapping, trailing_closure, explicit_init, closure_spacing]\n"
        let linter = try Linter(rootDirectory: directory.url, configuration: configuration, store: nil)
        let files = sources.enumerated().map { index, source in
            let name = "Hostile\(index).swift"
            let url = directory.url.appendingPathComponent(name)
            return LintSource(displayPath: name, url: url, content: Data(source.utf8))
        }
        return try await linter.lint(files)
    }

    @Test(arguments: HostileInputs.swiftCases.map(\.name))
    func reportedSwiftCases(name: String) async throws {
        let source = try #require(HostileInputs.swiftCases.first { $0.name == name }).source
        _ = ProtocolParser.parse(source: source, file: "Hostile.swift")
        let result = try await lint([source])
        #expect(result.fileCount == 1)
    }

    @Test func mutatedSwiftSources() async throws {
        let inputs = HostileInputs.mutations(of: HostileInputs.swiftSeeds, count: Self.iterations, seed: Self.seed)
        for (index, source) in inputs.enumerated() {
            _ = ProtocolParser.parse(source: source, file: "Mutation\(index).swift")
        }
        let result = try await lint(inputs)
        #expect(result.fileCount == inputs.count)
    }

    @Test func filesOverTheLimitsAreSkippedWithTheirPosition() async throws {
        let deep = "let ok = 1\nlet x = " + String(repeating: "[", count: 40) + "\n"
        let result = try await lint([deep])
        #expect(result.notes.contains("Hostile0.swift:2:21: warning: skipped: '[' nested deeper than 12 levels"))
        let models = ProtocolParser.parse(source: deep, file: "Hostile.swift")
        #expect(models.skipped?.line == 2 && models.skipped?.column == 21)
        // Brackets in strings and comments are text: real files hold many unbalanced ones.
        let ansi = String(repeating: "let red = \"\\u{1B}[31m\" // [x\n", count: 30)
        #expect(SwiftSourceLimits.problem(in: Array(ansi.utf8)) == nil)
        #expect(try await lint([ansi]).notes.allSatisfy { !$0.contains("skipped") })
    }

    @Test(arguments: HostileInputs.yamlCases.map(\.name))
    func reportedYAMLCases(name: String) throws {
        let text = try #require(HostileInputs.yamlCases.first { $0.name == name }).text
        try load(text)
    }

    @Test func mutatedYAML() throws {
        for text in HostileInputs.mutations(of: HostileInputs.yamlSeeds, count: Self.iterations, seed: Self.seed) {
            try load(text)
        }
    }

    /// Loads `text` as a project spec, a workspace and a lint configuration: each either loads or throws
    /// one located `LocatedError`; any other outcome is a crash.
    private func load(_ text: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(text, to: "project.yml")
        try directory.write(text, to: ".swiftlint.yml")
        _ = try? YAMLLoader.parse(text, file: "project.yml")
        do {
            _ = try Workspace.load(root: directory.url)
        } catch let error as ConfigurationError {
            #expect(error.description.hasPrefix("project.yml"), "\(error.description)")
        } catch {
            Issue.record("not a located configuration error: \(error)")
        }
        _ = try? ConfigurationResolver(rootDirectory: directory.url, context: RuleContext()).rootConfiguration()
    }
}
