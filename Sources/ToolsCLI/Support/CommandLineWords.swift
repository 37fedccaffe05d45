// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

/// What `tools` does with the words of its command line before ArgumentParser sees them: global options
/// written before the subcommand move behind it, and a misspelt subcommand gets a did-you-mean.
enum CommandLineWords {
    /// The global options (see `GlobalOptions`), with whether each takes a value.
    static let globalOptions: [String: Bool] = [
        "--root": true, "--quiet": false, "-q": false, "--verbose": false, "-v": false,
    ]

    /// `tools --root DIR doctor` as `tools doctor --root DIR`: ArgumentParser accepts a subcommand's options
    /// only after its name, and users write global options first (as they do for git). The options go right
    /// after the subcommand's path (`hooks run`), before its own arguments.
    static func movingGlobalOptions(_ arguments: [String], root: any ParsableCommand.Type) -> [String] {
        var leading: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            guard let takesValue = globalOptions[name] else { break }
            leading.append(word)
            if takesValue, !word.contains("="), index + 1 < arguments.endIndex {
                leading.append(arguments[index + 1])
                index += 1
            }
            index += 1
        }
        let rest = Array(arguments[index...])
        guard !leading.isEmpty, !rest.isEmpty, !rest[0].hasPrefix("-") else { return arguments }
        let pathLength = subcommandPath(of: rest, root: root).count
        return Array(rest.prefix(pathLength)) + leading + Array(rest.dropFirst(pathLength))
    }

    /// The value of the global option `name` (`--root DIR` or `--root=DIR`) anywhere in `arguments`.
    static func globalValue(_ name: String, in arguments: [String]) -> String? {
        for (index, word) in arguments.enumerated() {
            if word == name, index + 1 < arguments.count { return arguments[index + 1] }
            if word.hasPrefix(name + "=") { return String(word.dropFirst(name.count + 1)) }
        }
        return nil
    }

    /// The subcommand names at the start of `words`.
    static func subcommandPath(of words: [String], root: any ParsableCommand.Type) -> [String] {
        var commands = root.configuration.subcommands
        var path: [String] = []
        for word in words {
            guard let match = commands.first(where: { $0._commandName == word }) else { break }
            path.append(word)
            commands = match.configuration.subcommands
        }
        return path
    }

    /// The message for a word where a subcommand is expected that names none (`tools lnt`): ArgumentParser
    /// would say "Unexpected argument" and print the whole usage; this names the nearest subcommand.
    static func unknownSubcommand(_ arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command: any ParsableCommand.Type = root
        var spelled = [InvocationSpelling.current.tool]
        // `tools --root DIR lnt`: the global options before the subcommand are not the typo.
        var words = arguments[...]
        while let word = words.first, let takesValue = globalOptions[String(word.prefix { $0 != "=" })] {
            words = words.dropFirst(takesValue && !word.contains("=") ? 2 : 1)
        }
        for word in words {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, command.configuration.defaultSubcommand == nil else { return nil }
            // Options, and `help`, are ArgumentParser's to judge.
            guard !word.hasPrefix("-"), word != "help" else { return nil }
            guard let match = subcommands.first(where: { $0._commandName == word }) else {
                let names: [String] = subcommands.map { $0._commandName }
                let suggestion = KeySuggestion.closest(to: word, in: names)
                    ?? names.first { name in name.hasPrefix(word) || word.hasPrefix(name) }
                let hint = suggestion.map { "did you mean '\(($0))'? " } ?? ""
                let listing = spelled.joined(separator: " ") + " --help"
                return "error: '\(spelled.joined(separator: " ")) \(word)': no such command; \(hint)"
                    + "('\(listing)' lists them)"
            }
            spelled.append(word)
            command = match
        }
        return nil
    }
}

/// `1 warning`, `2 warnings`: a count with its noun (regular plurals only).
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
