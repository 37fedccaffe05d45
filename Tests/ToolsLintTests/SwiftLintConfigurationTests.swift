// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsLint

/// Real teams' configurations read as SwiftLint 0.63.2 reads them: renamed ids, analyzer rules, parent and
/// child files (local and remote), `swiftlint_version`.
@Suite(.offThePool) struct SwiftLintConfigurationTests {
    // MARK: Renamed ids

    @Test func aliasTableIsConsistent() {
        for (old, new) in RuleAliases.renamed {
            // An old id is no current SwiftLint id, and names one that is.
            #expect(!SwiftLintRuleIDs.all.contains(old), "\(old) is a current id")
            #expect(SwiftLintRuleIDs.all.contains(new), "\(old) → \(new): no such SwiftLint rule")
            #expect(RuleAliases.canonical(old) == new)
            #expect(RuleAliases.aliases(of: new).contains(old))
        }
        #expect(RuleAliases.canonical("identifier_name") == "identifier_name")
        // SwiftLint 0.63.2's whole table (each rule's `deprecatedAliases`), checked against its binary.
        #expect(RuleAliases.renamed.count == 5)
    }

    @Test func renamedIDsInRuleListsCountForTheirRules() throws {
        let only = try LintConfiguration.parse("only_rules: [variable_name, operator_whitespace]\n")
        #expect(only.enabledRuleIDs == ["identifier_name", "function_name_whitespace"])
        #expect(only.warnings.map(\.message) == [
            "'variable_name' has been renamed to 'identifier_name' and will be completely removed in a future release.",
            "'operator_whitespace' has been renamed to 'function_name_whitespace' and will be completely removed "
                + "in a future release.",
        ])
        #expect(only.warnings.first?.line == 1)
        let disabled = try LintConfiguration.parse("disabled_rules: [variable_name]\n")
        #expect(!disabled.enabledRuleIDs.contains("identifier_name"))
        let optIn = try LintConfiguration.parse("opt_in_rules: [if_let_shadowing]\n")
        #expect(optIn.enabledRuleIDs.contains("shorthand_optional_binding"))
        #expect(optIn.warnings.count == 1)
        // SwiftLint's old name of opt_in_rules.
        let enabled = try LintConfiguration.parse("enabled_rules: [if_let_shadowing]\n")
        #expect(enabled.enabledRuleIDs.contains("shorthand_optional_binding"))
        #expect(enabled.warnings.map(\.message).contains(
            "'enabled_rules' has been renamed to 'opt_in_rules' and will be completely removed in a future release."
        ))
    }

    @Test func renamedIDsNameOptionSections() async throws {
        let code = "let ab = 1\n"
        let configuration = "only_rules: [identifier_name]\nvariable_name:\n  min_length: 4\n"
        let findings = try await LintHarness.lint(code, configuration: configuration)
        #expect(findings.map(\.ruleID) == ["identifier_name"])
        #expect(findings.first?.severity == .warning)
        let parsed = try LintConfiguration.parse(configuration)
        #expect(parsed.warnings.map(\.message) == [
            "'variable_name' has been renamed to 'identifier_name' and will be completely removed in a future release."
        ])
        // Both spellings: SwiftLint's "Multiple configurations"; the current id's section is used.
        let both = try LintConfiguration.parse(
            "only_rules: [identifier_name]\nidentifier_name:\n  min_length: 1\nvariable_name:\n  min_length: 4\n"
        )
        #expect(both.warnings.contains { $0.message.contains(
            "Multiple configurations found for 'identifier_name'. Check for any aliases: 'variable_name'."
        ) })
        let bothFindings = try await LintHarness.lint(
            code, configuration: "only_rules: [identifier_name]\nidentifier_name:\n  min_length: 1\n"
                + "variable_name:\n  min_length: 4\n"
        )
        #expect(bothFindings.isEmpty)
    }

    @Test func renamedIDsInSuppressionComments() async throws {
        let configuration = "only_rules: [identifier_name, superfluous_disable_command]\n"
        // The old id suppresses the rule, and is no superfluous command.
        let suppressed = try await LintHarness.lint(
            "// swiftlint:disable:next variable_name\nlet x = 1\n", configuration: configuration
        )
        #expect(suppressed.isEmpty)
        // Where the rule does not trigger, the command is superfluous, named as written (as SwiftLint does).
        let superfluous = try await LintHarness.lint(
            "// swiftlint:disable:next variable_name\nlet longName = 1\n", configuration: configuration
        )
        #expect(superfluous.map(\.message) == [
            "SwiftLint rule 'variable_name' did not trigger a violation in the disabled region; "
                + "remove the disable command",
        ])
        // A renamed id of a rule that is off is neither superfluous nor invalid.
        let off = try await LintHarness.lint(
            "// swiftlint:disable:next if_let_shadowing\nlet longName = 1\n", configuration: configuration
        )
        #expect(off.isEmpty)
    }

    @Test func suppressionCommentsWithRenamedIDsAreWarnedOnce() async throws {
        let linter = try Linter(
            rootDirectory: LintHarness.root, configuration: "only_rules: [identifier_name]\n", store: nil
        )
        let sources = ["A", "B"].map { name in
            LintSource(
                displayPath: "\(name).swift", url: LintHarness.root.appendingPathComponent("\(name).swift"),
                content: Data("// swiftlint:disable:next variable_name\nlet x = 1\n".utf8)
            )
        }
        let result = try await linter.lint(sources)
        #expect(result.diagnostics.isEmpty)
        #expect(result.configurationWarnings.map(\.message) == [
            "'variable_name' has been renamed to 'identifier_name' and will be completely removed in a future release."
        ])
        #expect(result.configurationWarnings.first?.line == 1)
    }

    // MARK: Analyzer rules

    @Test func analyzerRulesNeverFailAndAreNotedOnce() throws {
        let defaults = try LintConfiguration.defaults()
        let listed = try LintConfiguration.parse(
            "opt_in_rules: [unused_import, explicit_self]\nanalyzer_rules: [unused_declaration, unused_import]\n"
                + "unused_import:\n  require_explicit_imports: true\n"
        )
        #expect(listed.enabledRuleIDs == defaults.enabledRuleIDs)
        let messages = listed.warnings.map(\.message)
        #expect(messages.contains(
            "'unused_import' should be listed in the 'analyzer_rules' configuration section for more clarity "
                + "as it is only run by 'swiftlint analyze'."
        ))
        let notes = messages.filter { $0.hasPrefix("analyzer rules run only under 'swiftlint analyze'") }
        #expect(notes.count == 1)
        #expect(notes.first?.hasSuffix(": unused_import, explicit_self, unused_declaration") == true)
        #expect(!messages.contains { $0.contains("not a valid rule identifier") || $0.contains("unknown key") })
        // Disabling one is no news.
        #expect(try LintConfiguration.parse("disabled_rules: [unused_import]\n").warnings.isEmpty)
    }

    // MARK: Parent and child files

    @Test func missingParentAndChildAreLeftOutWithSwiftLintsWarning() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "parent_config: missing.yml\nchild_config: gone.yml\ndisabled_rules: [force_try]\n", to: ".swiftlint.yml"
        )
        let resolver = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        let root = try resolver.rootConfiguration()
        #expect(!root.enabledRuleIDs.contains("force_try"))
        let base = directory.url.standardizedFileURL.path
        #expect(root.warnings.map(\.message).sorted() == [
            "child_config: A local configuration at \(base)/gone.yml was not found. Ignoring this part of the "
                + "configuration.",
            "parent_config: A local configuration at \(base)/missing.yml was not found. Ignoring this part of the "
                + "configuration.",
        ])
    }

    @Test func nestedFilesIgnoreTheirReferencesAndSaySo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("disabled_rules: [force_try]\n", to: ".swiftlint.yml")
        try directory.write("parent_config: ../nope.yml\ndisabled_rules: [todo]\n", to: "Legacy/.swiftlint.yml")
        try directory.write("disabled_rules: [trailing_whitespace]\n", to: "Legacy/other.yml")
        try directory.write("child_config: other.yml\n", to: "Old/.swiftlint.yml")
        let resolver = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        let legacy = try resolver.configuration(forDirectory: directory.url.appendingPathComponent("Legacy"))
        #expect(!legacy.enabledRuleIDs.contains("todo"))
        #expect(!legacy.enabledRuleIDs.contains("force_try"))
        #expect(legacy.warnings.contains { $0.message.contains("parent_config: ignored in a nested configuration") })
        let old = try resolver.configuration(forDirectory: directory.url.appendingPathComponent("Old"))
        #expect(old.enabledRuleIDs.contains("trailing_whitespace"))
        #expect(old.warnings.contains { $0.message.contains("child_config: ignored in a nested configuration") })
    }

    @Test func childConfigGoesOnTop() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "child_config: team/child.yml\nparent_config: base.yml\nline_length: 100\n", to: ".swiftlint.yml"
        )
        try directory.write("line_length: 80\ndisabled_rules: [todo]\n", to: "base.yml")
        try directory.write("line_length: 60\nopt_in_rules: [todo]\nchild_config: last.yml\n", to: "team/child.yml")
        try directory.write("disabled_rules: [force_try]\n", to: "team/last.yml")
        let root = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext()).rootConfiguration()
        #expect((root.rules.compactMap { $0 as? LineLengthRule }.first?.levels.warning) == 60)
        #expect(root.enabledRuleIDs.contains("todo"))
        #expect(!root.enabledRuleIDs.contains("force_try"))
        // A nested file that is the main configuration's child is not applied a second time.
        try directory.write("child_config: Sub/.swiftlint.yml\n", to: ".swiftlint.yml")
        try directory.write("excluded: [Generated]\n", to: "Sub/.swiftlint.yml")
        let twice = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        let sub = try twice.configuration(forDirectory: directory.url.appendingPathComponent("Sub"))
        #expect(sub.excluded.count == 1)
        #expect(sub.fingerprint == (try twice.rootConfiguration()).fingerprint)
        // A child with a parent of its own is SwiftLint's ambiguity.
        try directory.write("child_config: team/child.yml\n", to: ".swiftlint.yml")
        try directory.write("parent_config: ../base.yml\n", to: "team/child.yml")
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        }
        #expect(error?.message.contains("More than one parent is declared") == true)
    }

    @Test func unreadableParentsAndCyclesStopTheRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("parent_config: b.yml\n", to: ".swiftlint.yml")
        try directory.write("parent_config: .swiftlint.yml\n", to: "b.yml")
        let cycle = #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        }
        #expect(cycle?.message.contains("cycle of child / parent config references") == true)
        try directory.write("only_rules: [todo\n", to: "b.yml")
        #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("folder.yml"), withIntermediateDirectories: true
        )
        try directory.write("parent_config: folder.yml\n", to: ".swiftlint.yml")
        #expect(throws: LintError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        }
    }

    // MARK: options SwiftLint 0.64 and 0.65 renamed or removed

    @Test func renamedAndRemovedOptionsWarnAsSwiftLint065Does() throws {
        let renamed = try LintConfiguration.parse("optional_data_string_conversion:\n  allow_implicit_init: true\n")
        #expect(renamed.warnings.map(\.message) == [
            "Configuration option 'allow_implicit_init' in 'optional_data_string_conversion' rule is deprecated. "
                + "Use the option 'include_implicit_init' instead.",
        ])
        #expect(renamed.warnings.first?.line == 2)
        // The old key still works.
        let rule = try #require(renamed.rules.compactMap { $0 as? OptionalDataStringConversionRule }.first)
        #expect(rule.allowsImplicitInit)
        // 0.65.1 removed `allow_multiline_func`: an unknown key now, ignored with a warning.
        let removed = try LintConfiguration.parse("opening_brace:\n  allow_multiline_func: true\n")
        #expect(removed.warnings.map(\.message) == [
            "Configuration for 'opening_brace' rule contains the invalid key 'allow_multiline_func'; it is ignored",
        ])
    }

    // MARK: swiftlint_version

    @Test func swiftLintVersionIsComparedAsSwiftLintDoes() throws {
        #expect(try LintConfiguration.parse("swiftlint_version: 0.65.1\n").warnings.isEmpty)
        let directory = try TemporaryDirectory()
        try directory.write("swiftlint_version: \"0.65.1\"\n", to: ".swiftlint.yml")
        _ = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext()).rootConfiguration()
        // The release followed before 0.65.1 is another version now.
        try directory.write("swiftlint_version: 0.63.2\n", to: ".swiftlint.yml")
        #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        }
        try directory.write("swiftlint_version: 0.50.0\n", to: ".swiftlint.yml")
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        }
        #expect(error?.message.contains(
            "Currently running SwiftLint 0.65.1 but configuration specified version 0.50.0."
        ) == true)
        #expect(error?.location?.position == SourcePosition(line: 1, column: 20))
    }

    // MARK: custom_rules time

    @Test func aCustomRuleRegexThatNeverEndsIsStoppedWithALocatedWarning() async throws {
        // `(a+)+b` on a run of `a`s without a `b` backtracks exponentially: without a bound it would hold the run.
        let code = "// " + String(repeating: "a", count: 60) + "!\nprint(1)\n"
        let configuration = "only_rules: [custom_rules]\ncustom_rules:\n  runaway:\n    regex: '(a+)+b'\n"
            + "  no_print:\n    regex: 'print\\('\n"
        let findings = try await LintHarness.lint(code, configuration: configuration)
        let stopped = findings.filter { $0.ruleID == "runaway" }
        #expect(stopped.count == 1)
        #expect(stopped.first?.line == 1)
        #expect(stopped.first?.severity == .warning)
        #expect(stopped.first?.message.hasPrefix("Custom rule 'runaway': the regex ran longer than") == true)
        // The other custom rule still runs on the file.
        #expect(findings.contains { $0.ruleID == "no_print" && $0.line == 2 })
    }
}
