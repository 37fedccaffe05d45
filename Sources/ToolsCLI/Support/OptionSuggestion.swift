// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

/// A better did-you-mean for a misspelt option than ArgumentParser's: it counts a swap of two neighbouring
/// letters as one edit, as typing slips are made (`--palm` is `--plan` with two letters swapped and one
/// slip, where ArgumentParser offered `--base`).
enum OptionSuggestion {
    /// `message` with its "Did you mean" replaced by the nearest option of the subcommand `arguments` name.
    static func improving(_ message: String, arguments: [String], root: any ParsableCommand.Type) -> String {
        guard let start = message.range(of: "Unknown option '--") else { return message }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return message }
        let typed = "--" + rest[..<end]
        var command = root
        for word in CommandLineWords.subcommandPath(of: arguments, root: root) {
            let subcommands = command.configuration.subcommands
            guard let match = subcommands.first(where: { $0._commandName == word }) else { break }
            command = match
        }
        let help = root.helpMessage(for: command, columns: 200)
        let options = Set(help.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init).filter {
            $0.hasPrefix("--") && $0.count > 2
        })
        guard let best = nearest(to: typed, in: options) else { return message }
        let afterQuote = rest.index(after: end)
        var tail = message[afterQuote...]
        if tail.hasPrefix(". Did you mean '"), let question = tail.range(of: "'?") {
            tail = tail[question.upperBound...]
        } else if tail.hasPrefix(".") {
            tail = tail.dropFirst()
        }
        return message[..<afterQuote] + ". Did you mean '\(best)'?" + tail
    }

    /// The option at most two edits from `typed` (a swap of neighbours is one edit), the alphabetically first
    /// of equally near ones.
    static func nearest(to typed: String, in options: Set<String>) -> String? {
        var best: (option: String, distance: Int)?
        for option in options.sorted() {
            let score = distance(Array(typed), Array(option))
            if score <= 2, score < (best?.distance ?? Int.max) { best = (option, score) }
        }
        return best?.option
    }

    /// The optimal string alignment distance: Levenshtein's edits plus the swap of two neighbours.
    static func distance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        guard lhs.count <= 100, rhs.count <= 100 else { return Int.max }
        var table = Array(repeating: Array(repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for row in 0...lhs.count { table[row][0] = row }
        for column in 0...rhs.count { table[0][column] = column }
        for row in stride(from: 1, through: lhs.count, by: 1) {
            for column in stride(from: 1, through: rhs.count, by: 1) {
                let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                var value = min(
                    table[row - 1][column] + 1, table[row][column - 1] + 1, table[row - 1][column - 1] + cost)
                if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
                    value = min(value, table[row - 2][column - 2] + 1)
                }
                table[row][column] = value
            }
        }
        return table[lhs.count][rhs.count]
    }
}
