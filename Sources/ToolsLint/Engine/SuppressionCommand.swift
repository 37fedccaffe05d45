// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A `// swiftlint:disable…` or `// swiftlint:enable…` comment, read exactly as SwiftLint reads it:
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

    /// Parses the text of one comment (`// …` or `/* … */`); nil when it holds no command.
    public static func parse(comment: String, line: Int, endColumn: Int) -> SuppressionCommand? {
        guard let range = comment.range(of: "swiftlint:") else { return nil }
        var body = comment[range.upperBound...]
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        // A reason follows ` - `; it documents the command and is not part of it.
        if let reason = body.range(of: " - ") { body = body[..<reason.lowerBound] }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let head = words.first else { return nil }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard let action = Action(rawValue: String(parts[0])) else { return nil }
        var modifier: Modifier?
        if parts.count == 2 {
            guard let parsed = Modifier(rawValue: String(parts[1])) else { return nil }
            modifier = parsed
        } else if parts.count > 2 {
            return nil
        }
        let rules = words.dropFirst().map(String.init)
        guard !rules.isEmpty else { return nil }
        return SuppressionCommand(action: action, modifier: modifier, ruleIDs: rules, line: line, endColumn: endColumn)
    }

    /// Every command in the comments of `file`, in file order. Only the tokens whose trivia holds a
    /// `swiftlint:` are looked at, and the file is parsed only when the marker occurs at all.
    public static func commands(in file: LintFile) -> [SuppressionCommand] {
        let offsets = file.offsets(of: "swiftlint:")
        guard !offsets.isEmpty else { return [] }
        var commands: [SuppressionCommand] = []
        var seen = Set<SyntaxIdentifier>()
        for offset in offsets {
            guard let token = file.token(atByte: offset), seen.insert(token.id).inserted else { continue }
            collect(token.leadingTrivia, startingAt: token.position, in: file, into: &commands)
            collect(
                token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia, in: file, into: &commands
            )
        }
        return commands
    }

    private static func collect(
        _ trivia: Trivia, startingAt start: AbsolutePosition, in file: LintFile,
        into commands: inout [SuppressionCommand]
    ) {
        var offset = start.utf8Offset
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            defer { offset += length }
            let text: String
            switch piece {
            case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment),
                 .docBlockComment(let comment):
                text = comment
            default:
                continue
            }
            guard text.contains("swiftlint:") else { continue }
            let end = file.position(ofByte: offset + length)
            if let command = parse(comment: text, line: end.line, endColumn: end.column) {
                commands.append(command)
            }
        }
    }
}
