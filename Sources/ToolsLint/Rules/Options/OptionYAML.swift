// Copyright © 2026 Tools Authors. All rights reserved.

/// An option's value as YAML, for `tools rules ID`: written the way SwiftLint's `swiftlint rules ID` writes
/// it (scalars and lists on the key's line, mappings below it), always valid YAML.
public indirect enum OptionYAML: Sendable, Hashable {
    /// A number, a boolean or a word, written as is.
    case plain(String)
    /// A string, quoted when YAML would read it otherwise.
    case string(String)
    case list([OptionYAML])
    case mapping([OptionEntry])

    /// The value on one line: `120`, `"^id$"`, `[a, b]`, `{warning: 3, error: 2}`.
    public var flow: String {
        switch self {
        case .plain(let text): text
        case .string(let text): Self.quoted(text)
        case .list(let items): "[" + items.map(\.flow).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \($0.value.flow)" }.joined(separator: ", ") + "}"
        }
    }

    /// `key: value` lines at `indent` spaces, a mapping's entries on lines of their own below its key.
    public static func lines(_ entries: [OptionEntry], indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        return entries.flatMap { entry -> [String] in
            if case .mapping(let nested) = entry.value, !nested.isEmpty {
                return ["\(margin)\(entry.key):"] + lines(nested, indent: indent + 2)
            }
            return ["\(margin)\(entry.key): \(entry.value.flow)"]
        }
    }

    /// `text` as a plain scalar when YAML reads it back as the same string, else double-quoted.
    static func quoted(_ text: String) -> String {
        let reserved: Set<String> = ["", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n"]
        let plain = text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || "_-./".contains($0) }
            && !reserved.contains(text.lowercased())
        if plain { return text }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}

/// One `key: value` of an option mapping.
public struct OptionEntry: Sendable, Hashable {
    public var key: String
    public var value: OptionYAML

    public init(_ key: String, _ value: OptionYAML) {
        self.key = key
        self.value = value
    }
}
