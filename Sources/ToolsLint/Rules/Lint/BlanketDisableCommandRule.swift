// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// `swiftlint:disable` without `next`, `this` or `previous` that is never re-enabled, and enable commands
/// that undo nothing, as SwiftLint's `blanket_disable_command`.
struct BlanketDisableCommandRule: Rule {
    static let description = RuleDescription(
        identifier: "blanket_disable_command",
        name: "Blanket Disable Command",
        description: "`swiftlint:disable` commands should use `next`, `this` or `previous` to disable rules for a "
            + "single line, or `swiftlint:enable` to re-enable the rules immediately after the violations to be "
            + "ignored, instead of disabling the rule for the rest of the file.",
        nonTriggeringExamples: [
            Example("// swiftlint:disable force_try\nlet cart = try! load()\n// swiftlint:enable force_try\n"),
            Example("// swiftlint:disable force_try force_cast\n// swiftlint:enable force_try\n"
                + "// swiftlint:enable force_cast\n"),
            Example("let cart = try! load() // swiftlint:disable:this force_try\n"),
            Example("// swiftlint:disable:next force_try\nlet cart = try! load()\n"),
            Example("let cart = try! load()\n// swiftlint:disable:previous force_try\n"),
            Example("// swiftlint:disable file_length\n"),
            Example("// swiftlint:disable force_try\n", options: "allowed_rules: [force_try]"),
        ],
        triggeringExamples: [
            Example("// swiftlint:disable ↓force_try\nlet cart = try! load()\n"),
            Example("// swiftlint:disable force_try ↓force_cast\n// swiftlint:enable force_try\n"),
            Example("// swiftlint:disable force_try\n// swiftlint:disable ↓force_try\n// swiftlint:enable force_try\n"),
            Example("// swiftlint:enable ↓force_try\n"),
            Example("// swiftlint:disable ↓all\n"),
            Example("// swiftlint:disable:next ↓file_length\n", options: "always_blanket_disable: [file_length]"),
            Example("// swiftlint:disable file_length\n// swiftlint:enable ↓file_length\n",
                    options: "always_blanket_disable: [file_length]"),
        ]
    )

    var allowedRules: Set<String> = [
        "file_header", "file_length", "file_name", "file_name_no_space", "single_test_class",
    ]
    var alwaysBlanketDisable: Set<String> = []

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("allowed_rules", \.allowedRules, "rules that may be disabled for the rest of the file"),
            .key("always_blanket_disable", \.alwaysBlanketDisable,
                 "rules that apply to the whole file: disabled for all of it, never re-enabled"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("swiftlint:") else { return }
        walk.atEnd { found in
            check(file, &found)
        }
    }

    private func check(_ file: LintFile, _ found: inout RuleFindings) {
            let commands = ScannedCommand.commands(in: file).filter(\.isValid)
            func report(_ command: ScannedCommand, _ rule: String, _ reason: String) {
                // SwiftLint points at the first occurrence of the rule's name on the command's line.
                let column = file.characterColumn(of: rule, onLine: command.line) ?? command.endColumn
                found.add(line: command.line, column: column, reason: reason)
            }
            var disabled: [String: ScannedCommand] = [:]
            for command in commands {
                for rule in command.ruleIDs {
                    if command.action == .disable, disabled[rule] != nil {
                        report(command, rule, "The disabled '\(rule)' rule was already disabled")
                    } else if command.action == .enable, disabled[rule] == nil {
                        report(command, rule, "The enabled '\(rule)' rule was not disabled")
                    }
                }
                guard command.modifier == nil else { continue }
                for rule in command.ruleIDs {
                    if command.action == .disable { disabled[rule] = command } else { disabled[rule] = nil }
                }
            }
            for (rule, command) in disabled where !allowedRules.contains(rule) && !alwaysBlanketDisable.contains(rule) {
                report(command, rule, "Use 'next', 'this' or 'previous' instead to disable the '\(rule)' rule once, "
                    + "or re-enable it as soon as possible`")
            }
            for command in commands {
                for rule in command.ruleIDs where alwaysBlanketDisable.contains(rule) {
                    if command.action == .enable {
                        report(command, rule,
                               "The '\(rule)' rule applies to the whole file and thus doesn't need to be re-enabled")
                    } else if command.modifier != nil {
                        report(command, rule, "The '\(rule)' rule applies to the whole file and thus cannot be "
                            + "disabled "
                            + "locally with 'previous', 'this' or 'next'")
                    }
                }
            }
    }
}
