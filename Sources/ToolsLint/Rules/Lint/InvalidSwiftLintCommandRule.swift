// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// `swiftlint:` comments that SwiftLint cannot read as a command, or that are glued to a word, as
/// SwiftLint's `invalid_swiftlint_command`.
struct InvalidSwiftLintCommandRule: Rule {
    static let description = RuleDescription(
        identifier: "invalid_swiftlint_command",
        name: "Invalid SwiftLint Command",
        description: "swiftlint command is invalid",
        nonTriggeringExamples: [
            Example("// swiftlint:disable force_try\n"),
            Example("// swiftlint:enable force_try\n"),
            Example("// swiftlint:disable:next force_try\n"),
            Example("// swiftlint:disable:previous force_try\n"),
            Example("// swiftlint:disable:this force_try - the cart always loads\n"),
            Example("//swiftlint:disable:this force_try\n"),
            Example("/// swiftlint:disable is how rules are turned off\n"),
        ],
        triggeringExamples: [
            Example("// ↓swiftlint:\n"),
            Example("// ↓swiftlint::\n"),
            Example("// ↓swiftlint:disable\n"),
            Example("// ↓swiftlint:enable:\n"),
            Example("// ↓swiftlint:disabled force_try\n"),
            Example("// ↓swiftlint:enable:after force_try\n"),
            Example("// ↓swiftlint:disable: force_try\n"),
            Example("let cart = load() // ↓swiftlint:disable:nex force_try\n"),
            Example("// x↓swiftlint:disable force_try\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("swiftlint:") else { return }
        walk.atEnd { found in
            for command in ScannedCommand.commands(in: file) {
                // SwiftLint points at the first command marker of the command's line.
                let column = file.characterColumn(of: "swiftlint:", onLine: command.line) ?? command.endColumn
                let text = file.line(command.line)
                if column > 2 {
                    let preceding = text[text.index(text.startIndex, offsetBy: column - 2)]
                    if !preceding.isWhitespace, preceding != "/" {
                        found.add(
                            line: command.line, column: column,
                            reason: "swiftlint command should be preceded by whitespace or a comment character"
                        )
                    }
                }
                guard !command.isValid else { continue }
                let reason = if command.action == .invalid {
                    "swiftlint command does not have a valid action"
                } else if command.modifier == .invalid {
                    "swiftlint command does not have a valid modifier"
                } else {
                    "swiftlint command does not specify any rules"
                }
                found.add(line: command.line, column: column, reason: reason)
            }
        }
    }
}
