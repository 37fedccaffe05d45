// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

/// A nested `.swiftlint.yml` merged over the main configuration as SwiftLint merges them
/// (`RulesWrapper.merged`); the cases are those of SwiftLint's `ConfigurationTests+MultipleConfigs`, each
/// written as a main file and a nested file in a real folder.
@Suite(.offThePool) struct NestedConfigurationMergeTests {
    /// The rules enabled for files in `Child/` under a main file `main` and a nested file `nested`.
    private func enabledInChild(main: String, nested: String) throws -> Set<String> {
        let directory = try TemporaryDirectory()
        try directory.write(main, to: ".swiftlint.yml")
        try directory.write(nested, to: "Child/.swiftlint.yml")
        let resolver = try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext())
        return try resolver.configuration(forDirectory: directory.url.appendingPathComponent("Child")).enabledRuleIDs
    }

    private func lists(optIn: Bool, disabled: Bool, rule: String) -> String {
        (optIn ? "opt_in_rules: [\(rule)]\n" : "") + (disabled ? "disabled_rules: [\(rule)]\n" : "")
    }

    @Test func anOptInRuleOptedInOrDisabledInEitherFile() throws {
        let rule = "implicit_return"
        #expect(RuleRegistry.rules.contains { $0.description.identifier == rule && $0.description.isOptIn })
        // Each combination of opted in and disabled in the parent and in the child: the rule is on when the
        // child opts in without disabling, or the child says nothing and the parent opts in without disabling.
        for combination in 0..<16 {
            let parentOptIn = combination & 1 != 0, parentDisabled = combination & 2 != 0
            let childOptIn = combination & 4 != 0, childDisabled = combination & 8 != 0
            let isEnabled = !childDisabled && (childOptIn || (parentOptIn && !parentDisabled))
            let enabled = try enabledInChild(
                main: lists(optIn: parentOptIn, disabled: parentDisabled, rule: rule) + "line_length: 200\n",
                nested: lists(optIn: childOptIn, disabled: childDisabled, rule: rule) + "line_length: 100\n"
            )
            #expect(enabled.contains(rule) == isEnabled, "case \(combination)")
        }
    }

    @Test func aDefaultRuleDisabledInEitherFile() throws {
        let rule = "blanket_disable_command"
        for (parentDisabled, childDisabled) in [(false, false), (true, false), (false, true), (true, true)] {
            let enabled = try enabledInChild(
                main: lists(optIn: false, disabled: parentDisabled, rule: rule) + "line_length: 200\n",
                nested: lists(optIn: false, disabled: childDisabled, rule: rule) + "line_length: 100\n"
            )
            #expect(enabled.contains(rule) == !(parentDisabled || childDisabled))
        }
    }

    /// The case of issue 39: the main file's `only_rules` and a nested file's `disabled_rules`.
    @Test func theMainFilesOnlyRulesWithTheNestedFilesOptInsAndDisabledRules() throws {
        let rule = "implicit_return"
        for (childOptIn, childDisabled) in [(false, false), (true, false), (false, true), (true, true)] {
            let enabled = try enabledInChild(
                main: "only_rules: [\(rule), trailing_semicolon]\n",
                nested: lists(optIn: childOptIn, disabled: childDisabled, rule: rule) + "line_length: 100\n"
            )
            #expect(enabled.contains(rule) == !childDisabled)
            #expect(enabled.contains("trailing_semicolon"))
        }
        let added = try enabledInChild(
            main: "only_rules: [todo]\n", nested: "opt_in_rules: [force_try, force_cast]\n"
        )
        #expect(added == ["todo", "force_try", "force_cast"])
    }

    @Test func aNestedOnlyRulesReplacesTheMainFilesRules() throws {
        let enabled = try enabledInChild(
            main: "opt_in_rules: [force_try, force_cast]\n", nested: "only_rules: [todo]\n"
        )
        #expect(enabled == ["todo"])
    }

    @Test func customRulesMergeAsSwiftLintMergesThem() throws {
        let abc = "custom_rules:\n  no_abc:\n    regex: abc\n"
        let abcd = "custom_rules:\n  no_abcd:\n    regex: abcd\n"
        // Both files' custom rules, whatever the main file's rules mode.
        #expect(try enabledInChild(main: abc, nested: abcd).isSuperset(of: ["no_abc", "no_abcd"]))
        let onlyMain = "only_rules: [custom_rules]\n" + abc
        #expect(try enabledInChild(main: onlyMain, nested: abcd).isSuperset(of: ["no_abc", "no_abcd"]))
        // A nested `only_rules` turns on its own custom rules only.
        let onlyNested = try enabledInChild(main: onlyMain, nested: "only_rules: [custom_rules]\n" + abcd)
        #expect(onlyNested.contains("no_abcd") && !onlyNested.contains("no_abc"))
        // A nested file may turn off a custom rule of the main file.
        let disabled = try enabledInChild(main: abc, nested: abcd + "disabled_rules: [no_abc]\n")
        #expect(disabled.contains("no_abcd") && !disabled.contains("no_abc"))
        let disabledFromOnly = try enabledInChild(main: onlyMain, nested: "disabled_rules: [no_abc]\n")
        #expect(!disabledFromOnly.contains("no_abc"))
    }
}
