// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax

/// Every `swiftlint:` command of a file as SwiftLint reads it, the invalid ones included (for
/// `invalid_swiftlint_command`). SwiftLint reads commands only in `//` comments, not in `///` or `/* */`.
struct ScannedCommand: Sendable, Hashable {
    enum Action: String, Sendable { case enable, disable, invalid }
    enum Modifier: String, Sendable { case previous, this, next, invalid }

    var action: Action
    var modifier: Modifier?
    /// The rules named, each once, in the order written.
    var ruleIDs: [String]
    var line: Int
    /// The column just after the comment, where a plain `disable` starts to apply.
    var endColumn: Int

    var isValid: Bool { action != .invalid && modifier != .invalid && !ruleIDs.isEmpty }

    /// Reads `text` (a comment from `swiftlint:` on) as SwiftLint's scanner does: white space after the
    /// colon is skipped, the action and modifier run to the first space, rules run to ` - `.
    static func parse(_ text: Substring, line: Int, endColumn: Int) -> ScannedCommand {
        var command = ScannedCommand(action: .invalid, modifier: nil, ruleIDs: [], line: line, endColumn: endColumn)
        var rest = text.dropFirst("swiftlint:".count).drop(while: \.isWhitespace)
        let head = rest.prefix { $0 != " " }
        rest = rest.dropFirst(head.count).drop(while: \.isWhitespace)
        let actionText = head.prefix { $0 != ":" }
        guard !actionText.isEmpty, let action = Action(rawValue: String(actionText)), action != .invalid else {
            return command
        }
        command.action = action
        let afterAction = head.dropFirst(actionText.count)
        if afterAction.first == ":" {
            command.modifier = Modifier(rawValue: String(afterAction.dropFirst())) ?? .invalid
        }
        // A reason follows ` - `; it documents the command and is not part of it.
        let rules = rest.range(of: " - ").map { rest[..<$0.lowerBound] } ?? rest
        var seen = Set<String>()
        for word in rules.split(whereSeparator: \.isWhitespace) where word != "*/" {
            if seen.insert(String(word)).inserted { command.ruleIDs.append(String(word)) }
        }
        return command
    }

    /// The commands of `file` in file order. Only comments holding `swiftlint:` are looked at, and the
    /// file is parsed only when that marker occurs at all.
    static func commands(in file: LintFile) -> [ScannedCommand] {
        let offsets = file.offsets(of: "swiftlint:")
        guard !offsets.isEmpty else { return [] }
        var commands: [ScannedCommand] = []
        var seen = Set<Int>()
        for offset in offsets {
            guard let hit = file.triviaPiece(atByte: offset), case .lineComment(let text) = hit.piece,
                  seen.insert(hit.start).inserted, let marker = text.range(of: "swiftlint:") else { continue }
            let markerOffset = hit.start + text.utf8.distance(from: text.startIndex, to: marker.lowerBound)
            let line = file.lineNumber(atByte: markerOffset)
            let end = file.position(ofByte: hit.start + hit.length)
            commands.append(parse(text[marker.lowerBound...], line: line, endColumn: end.column))
        }
        return commands
    }
}

extension LintFile {
    /// 1-based column (in characters, as SwiftLint counts here) of the first `word` on line `line`.
    func characterColumn(of word: String, onLine line: Int) -> Int? {
        let text = self.line(line)
        guard let range = text.range(of: word) else { return nil }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }
}
