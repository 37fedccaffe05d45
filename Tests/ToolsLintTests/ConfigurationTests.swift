// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

@Suite(.offThePool) struct ConfigurationTests {
    @Test func defaultsEnableEveryRuleThatIsNotOptIn() throws {
        let configuration = try LintConfiguration.defaults()
        let expected = Set(RuleRegistry.rules.filter { !$0.description.isOptIn }.map { $0.description.identifier })
            .subtracting([CustomRules.description.identifier])
        #expect(configuration.enabledRuleIDs == expected)
    }

    @Test func aNumberWhereSwiftLintExpectsPathsIsIgnoredWithAWarning() throws {
        let configuration = try LintConfiguration.parse("included: 5\nexcluded: [Generated]\n")
        #expect(configuration.included.isEmpty)
        #expect(configuration.excluded.count == 1)
        let warning = try #require(configuration.warnings.first { $0.message.contains("list of paths") })
        #expect(warning.line == 1 && warning.column == 11)
        #expect(warning.message == "included: expected a list of paths; '5' is ignored")
    }

    @Test func onlyRulesDisabledRulesAndOptions() throws {
        let only = try LintConfiguration.parse("only_rules: [line_length]\nline_length: 100\n")
        #expect(only.enabledRuleIDs == ["line_length"])
        let rule = try #require(only.rules.first as? LineLengthRule)
        #expect(rule.levels == SeverityLevels(warning: 100, error: nil))

        let disabled = try LintConfiguration.parse("disabled_rules:\n  - trailing_whitespace\n  - force_try\n")
        #expect(!disabled.enabledRuleIDs.contains("trailing_whitespace"))
        #expect(!disabled.enabledRuleIDs.contains("force_try"))
        #expect(disabled.enabledRuleIDs.contains("line_length"))

        let mapped = try LintConfiguration.parse("line_length:\n  warning: 90\n  error: 150\n  ignores_urls: true\n")
        let configured = try #require(mapped.rules.compactMap { $0 as? LineLengthRule }.first)
        #expect(configured.levels == SeverityLevels(warning: 90, error: 150))
        #expect(configured.ignoresURLs)
    }

    /// Every rule of SwiftLint 0.65.1 is here, but for the analyzer rules (noted apart) and the rule of
    /// 0.63.3 not done yet (`variable_shadowing`): a configuration that names the others gets no "does not
    /// implement" note and no unknown-identifier warning; naming it gets the note, not a warning.
    @Test func everySwiftLintRuleIsImplementedButTheAnalyzerRules() throws {
        let lintRules = SwiftLintRuleIDs.all.subtracting(SwiftLintRelease.analyzerRules)
            .subtracting(SwiftLintRelease.notImplementedRules).sorted()
        #expect(lintRules.count == 250)  // 249 rules and custom_rules
        #expect(SwiftLintRelease.notImplementedRules.isSubset(of: SwiftLintRuleIDs.all))
        #expect(SwiftLintRelease.notImplementedRules.isDisjoint(with: RuleRegistry.identifiers))
        let unimplemented = try LintConfiguration.parse("opt_in_rules: [variable_shadowing]\n")
        #expect(!unimplemented.warnings.contains { $0.message.contains("not a valid rule identifier") })
        let configuration = try LintConfiguration.parse(
            "opt_in_rules: [" + lintRules.joined(separator: ", ") + "]\n"
        )
        let messages = configuration.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("does not implement") }, "\(messages)")
        #expect(!messages.contains { $0.contains("not a valid rule identifier") }, "\(messages)")
        #expect(Set(lintRules).isSubset(of: configuration.enabledRuleIDs.union(["superfluous_disable_command"])))
    }

    @Test func unknownKeysWarnOnceEach() throws {
        let configuration = try LintConfiguration.parse("colour_output: true\nline_length: 100\n")
        #expect(configuration.warnings.map(\.message) == ["unknown key 'colour_output' is ignored"])
        #expect(configuration.warnings.first?.line == 1)
        #expect(configuration.warnings.first?.column == 1)
    }

    @Test func unknownRuleIdentifierIsALocatedWarningAsInSwiftLint() throws {
        let configuration = try LintConfiguration.parse("disabled_rules:\n  - line_lenght\n")
        let warning = try #require(configuration.warnings.first)
        #expect(configuration.warnings.count == 1)
        #expect(warning.message == "'line_lenght' is not a valid rule identifier; did you mean 'line_length'?")
        #expect(warning.line == 2)
        #expect(warning.column == 5)
        #expect(warning.severity == .warning)
        #expect(configuration.enabledRuleIDs.contains("line_length"))
    }

    @Test func invalidCustomRuleRegexIsAWarningAndTheRuleDoesNotRun() throws {
        let configuration = try LintConfiguration.parse("custom_rules:\n  no_todo:\n    regex: 'TODO(('\n")
        let warning = try #require(configuration.warnings.first)
        #expect(warning.message.contains("custom rule 'no_todo'"))
        #expect(warning.message.contains("invalid regular expression"))
        #expect(warning.line == 3)
        #expect(!configuration.enabledRuleIDs.contains("no_todo"))
    }

    @Test func badOptionValuesWarnAndTheRuleRunsWithItsDefaults() throws {
        let configuration = try LintConfiguration.parse("line_length:\n  warning: many\n  error: 150\n")
        let warning = try #require(configuration.warnings.first)
        #expect(configuration.warnings.count == 1)
        #expect(warning.line == 2)
        #expect(warning.message.hasPrefix("Invalid configuration for 'line_length' rule"))
        #expect(warning.message.hasSuffix("falling back to its defaults"))
        let rule = try #require(configuration.rules.compactMap { $0 as? LineLengthRule }.first)
        #expect(rule.levels == SeverityLevels(warning: 120, error: 200))
    }

    @Test func unknownOptionKeysWarnAndTheOtherKeysApply() throws {
        let configuration = try LintConfiguration.parse("line_length:\n  ignore_urls: true\n  warning: 90\n")
        #expect(configuration.warnings.map(\.message) == [
            "Configuration for 'line_length' rule contains the invalid key 'ignore_urls'; it is ignored "
                + "(did you mean 'ignores_urls'?)",
        ])
        #expect(configuration.warnings.first?.line == 2)
        #expect(configuration.warnings.first?.column == 3)
        let rule = try #require(configuration.rules.compactMap { $0 as? LineLengthRule }.first)
        #expect(rule.levels.warning == 90)
        #expect(!rule.ignoresURLs)
        // A rule that is off still has its options read, as SwiftLint reads them.
        let off = try LintConfiguration.parse("disabled_rules: [force_try]\nforce_try:\n  severty: error\n")
        #expect(off.warnings.count == 1)
        #expect(!off.enabledRuleIDs.contains("force_try"))
    }

    @Test func optInRulesAllAndOnlyRulesCombinations() throws {
        let defaults = try LintConfiguration.defaults()
        for id in ["file_header", "force_unwrapping", "forbidden_import", "type_name_suffix", "preview_required",
                   "mock_public_init", "layering"] {
            #expect(!defaults.enabledRuleIDs.contains(id), "\(id) is opt-in")
        }
        let all = try LintConfiguration.parse("opt_in_rules: [all]\ndisabled_rules: [layering]\n")
        #expect(all.enabledRuleIDs.contains("force_unwrapping"))
        #expect(all.enabledRuleIDs.contains("file_header"))
        #expect(!all.enabledRuleIDs.contains("layering"))
        #expect(all.warnings.isEmpty)
        // SwiftLint refuses `all` in only_rules: a warning, and nothing in the list runs.
        let onlyAll = try LintConfiguration.parse("only_rules: [all]\n")
        #expect(onlyAll.enabledRuleIDs.isEmpty)
        #expect(onlyAll.warnings.map(\.message) == ["'all' is not a valid rule identifier"])
        // only_rules with disabled_rules or opt_in_rules: SwiftLint's default rule set, with a warning.
        let mixed = try LintConfiguration.parse("only_rules: [line_length]\nopt_in_rules: [force_unwrapping]\n")
        #expect(mixed.enabledRuleIDs == defaults.enabledRuleIDs)
        #expect(mixed.warnings.first?.message.contains("cannot be used in combination with 'only_rules'") == true)
        // An empty only_rules is no only_rules.
        #expect(try LintConfiguration.parse("only_rules: []\n").enabledRuleIDs == defaults.enabledRuleIDs)
        // Analyzer rules need a compiler log: noted, not run.
        let analyzer = try LintConfiguration.parse("analyzer_rules: [unused_import]\n")
        #expect(analyzer.enabledRuleIDs == defaults.enabledRuleIDs)
        #expect(analyzer.warnings.first?.message.contains("tools lint does not run them") == true)
    }

    @Test func invalidYAMLIsStillALocatedError() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try LintConfiguration.parse("only_rules: [line_length\n")
        }
        #expect(error?.exitStatus == .usage)
        #expect(error?.location?.position != nil)
    }

    @Test func customRulesAreEnabledUnlessDisabled() throws {
        let yaml = "custom_rules:\n  no_print:\n    regex: 'print\\('\n    name: No Print\n"
        let configuration = try LintConfiguration.parse(yaml)
        #expect(configuration.enabledRuleIDs.contains("no_print"))
        #expect(configuration.name(ofRule: "no_print") == "No Print")
        let disabled = try LintConfiguration.parse(yaml + "disabled_rules: [no_print]\n")
        #expect(!disabled.enabledRuleIDs.contains("no_print"))
        let onlyOthers = try LintConfiguration.parse(yaml + "only_rules: [line_length]\n")
        #expect(!onlyOthers.enabledRuleIDs.contains("no_print"))
    }

    @Test func nestedConfigurationsAndParentConfigApply() throws {
        let directory = try TemporaryDirectory()
        try directory.write("parent_config: shared/base.yml\nline_length: 100\n", to: ".swiftlint.yml")
        try directory.write("disabled_rules: [force_try]\nline_length: 80\n", to: "shared/base.yml")
        try directory.write("disabled_rules: [trailing_whitespace]\nline_length: 60\n", to: "Legacy/.swiftlint.yml")
        let resolver = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        let root = try resolver.rootConfiguration()
        #expect(!root.enabledRuleIDs.contains("force_try"))
        #expect(root.enabledRuleIDs.contains("trailing_whitespace"))
        #expect((root.rules.compactMap { $0 as? LineLengthRule }.first?.levels.warning) == 100)
        let nested = try resolver.configuration(forDirectory: directory.url.appendingPathComponent("Legacy/Old"))
        #expect(!nested.enabledRuleIDs.contains("trailing_whitespace"))
        #expect(!nested.enabledRuleIDs.contains("force_try"))
        #expect((nested.rules.compactMap { $0 as? LineLengthRule }.first?.levels.warning) == 60)
        #expect(nested.fingerprint != root.fingerprint)
    }

    @Test func parentConfigCyclesAreErrorsAndMissingFilesWarnings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("parent_config: b.yml\n", to: ".swiftlint.yml")
        try directory.write("parent_config: .swiftlint.yml\n", to: "b.yml")
        #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        }
        // A missing parent is left out with SwiftLint's warning, at the key's value; the run goes on.
        try directory.write("parent_config: missing.yml\n", to: ".swiftlint.yml")
        let root = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext()).rootConfiguration()
        #expect(root.warnings.count == 1)
        #expect(root.warnings.first?.line == 1)
        #expect(root.warnings.first?.column == 16)
        #expect(root.warnings.first?.message.contains("missing.yml was not found. Ignoring this part") == true)
    }

    @Test func pathGlobs() {
        #expect(PathGlob("Sources").matches("Sources/App/File.swift"))
        #expect(!PathGlob("Sources").matches("Tests/File.swift"))
        #expect(PathGlob("**/Mocks/**").matches("Sources/Feature/Mocks/ThingMock.swift"))
        #expect(PathGlob("**/*Tests.swift").matches("Sources/AppTests.swift"))
        #expect(PathGlob("Sources/*/Generated").matches("Sources/App/Generated/File.swift"))
        #expect(!PathGlob("Sources/*/Generated").matches("Sources/App/Other/Generated.swift"))
        #expect(PathGlob("/tmp/a b/**/x.swift").matches("/tmp/a b/c/d/x.swift"))
    }
}

extension ConfigurationTests {
    @Test func nestedExcludedPathsAndCustomRulePathsAsSwiftLintMatchesThem() async throws {
        let directory = try TemporaryDirectory()
        let rule = "custom_rules:\n  no_todo:\n    regex: TODO\n    included: '.*/Sources/.*'\n"
        try directory.write("only_rules: [custom_rules]\n" + rule, to: ".swiftlint.yml")
        try directory.write("excluded: [Generated]\n", to: "Sources/Module/.swiftlint.yml")
        try directory.write("// TODO one\n", to: "Sources/Module/A.swift")
        try directory.write("// TODO two\n", to: "Sources/Module/Generated/B.swift")
        try directory.write("// TODO three\n", to: "Scripts/C.swift")
        let linter = try Linter(rootDirectory: directory.url, store: nil)
        let sources = try linter.sources(for: [directory.url])
        #expect(sources.map { $0.url.lastPathComponent } == ["C.swift", "A.swift"])
        let result = try await linter.lint(sources)
        #expect(result.diagnostics.map { URL(fileURLWithPath: $0.file ?? "").lastPathComponent } == ["A.swift"])
        #expect(result.diagnostics.first?.ruleName == "no_todo")
    }
}

extension ConfigurationTests {
    @Test(arguments: [
        ("/", true), ("/a", true), ("/a/b.c/...", true), ("/.hidden/x", true),
        ("", false), ("a/b", false), ("/a/", false), ("//a", false), ("/a//b", false), ("/a/./b", false),
        ("/a/..", false), ("/.", false), ("/a/.", false),
    ])
    func standardizedPathsAreToldWithoutAURL(path: String, standardized: Bool) {
        #expect(ConfigurationResolver.isStandardized(path) == standardized)
    }
}
