// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A valid `// swiftlint:disable…` or `// swiftlint:enable…` comment, read exactly as SwiftLint reads it:
/// `swiftlint:<action>[:previous|:this|:next] <rule> [<rule>…] [- reason]`, with `all` for every rule.
public struct SuppressionCommand: Sendable, Hashable, Codable {
    public enum Action: String, Sendable, Codable { case disable, enable }
    public enum Modifier: String, Sendable, Codable { case previous, this, next }

    public var action: Action
    public var modifier: Modifier?
    public var ruleIDs: [String]
    /// The line of the comment.
    public var line: Int
    /// The column just after the comment, where a plain `disable` starts to apply.
    public var endColumn: Int

    /// Parses the text of one comment; nil when it holds no valid command.
    public static func parse(comment: String, line: Int, endColumn: Int) -> SuppressionCommand? {
        guard let marker = comment.range(of: "swiftlint:") else { return nil }
        return SuppressionCommand(ScannedCommand.parse(comment[marker.lowerBound...], line: line, endColumn: endColumn))
    }

    /// Every valid command in the line comments of `file`, in file order, read as SwiftLint reads them.
    public static func commands(in file: LintFile) -> [SuppressionCommand] {
        ScannedCommand.commands(in: file).compactMap(SuppressionCommand.init)
    }
}

extension SuppressionCommand {
    init?(_ scanned: ScannedCommand) {
        guard scanned.isValid, let action = Action(rawValue: scanned.action.rawValue) else { return nil }
        self.init(
            action: action, modifier: scanned.modifier.flatMap { Modifier(rawValue: $0.rawValue) },
            ruleIDs: scanned.ruleIDs, line: scanned.line, endColumn: scanned.endColumn
        )
    }
}
