// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A `swiftlint:disable` comment that suppresses nothing, or names a rule that does not exist, hides
/// nothing and misleads readers. The engine reports these while applying suppression comments.
struct SuperfluousDisableCommandRule: Rule {
    static let identifier = "superfluous_disable_command"

    static let description = RuleDescription(
        identifier: identifier,
        name: "Superfluous Disable Command",
        description: "SwiftLint 'disable' commands are superfluous when the disabled rule would not have triggered "
            + "a violation in the disabled region. Use \" - \" if you wish to document a command.",
        nonTriggeringExamples: [
            Example("let a = 1\n"),
            Example("// swiftlint:disable:next file_length\nlet a = 1\n"),
            Example("// swiftlint:disable all\nlet a = 1\n"),
            Example("// swiftlint:disable:next no_such_rule superfluous_disable_command\nlet a = 1\n"),
        ],
        triggeringExamples: [
            Example("// swiftlint:disable:next no_such_rule\n↓let a = 1\n"),
            Example("↓let a = 1 // swiftlint:disable:this no_such_rule - a reason\n"),
            Example("let a = 1\n↓let b = 2\n// swiftlint:disable:previous no_such_rule\n"),
        ]
    )

    /// Found by the engine, which knows which violations each command suppressed.
    func register(_ walk: inout FileWalk, for file: LintFile) {}
}
