// Copyright © 2026 Tools Authors. All rights reserved.

/// A YAML value of a configuration file (`project.yml` and its includes, `.swiftlint.yml`, the `tools:`
/// section), read by `YAMLLoader`: plain values (Sendable, unlike Yams' nodes, whose tags are classes), each
/// with the file, line and column it was written at. Each value keeps its own file through includes, merges
/// and templates: after XcodeGen's merge one target may hold keys from three files.
///
/// These accessors are lenient (nil or empty for the wrong kind), for readers that follow XcodeGen's
/// leniency; `ConfigNode` reads the same tree with key paths and typed errors.
public struct ConfigValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `isPlain`: written without quotes or tag, so `true`, `~` and numbers keep their YAML meaning.
        case scalar(String, isPlain: Bool)
        case mapping([ConfigEntry])
        case sequence([ConfigValue])
    }

    public var kind: Kind
    public var location: FileLocation

    public init(_ kind: Kind, at location: FileLocation) {
        self.kind = kind
        self.location = location
    }

    /// A quoted scalar (never read as a YAML boolean or null).
    public static func string(_ text: String, at location: FileLocation) -> ConfigValue {
        ConfigValue(.scalar(text, isPlain: false), at: location)
    }

    /// An empty mapping, the start of a merge.
    public static func emptyMapping(at location: FileLocation = FileLocation(file: "", line: 1, column: 1))
        -> ConfigValue {
        ConfigValue(.mapping([]), at: location)
    }

    /// The line and column (1:1 when unknown).
    public var position: SourcePosition { location.position ?? SourcePosition(line: 1, column: 1) }

    // MARK: Reading

    public var isMapping: Bool {
        if case .mapping = kind { return true }
        return false
    }

    public var isSequence: Bool {
        if case .sequence = kind { return true }
        return false
    }

    /// A plain empty value, `~` or `null`.
    public var isNull: Bool {
        if case .scalar(let text, true) = kind { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// The text of a scalar; nil for mappings and sequences.
    public var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// The entries of a mapping in file order; empty for anything else.
    public var entries: [ConfigEntry] {
        if case .mapping(let entries) = kind { return entries }
        return []
    }

    /// The elements of a sequence; empty for anything else.
    public var elements: [ConfigValue] {
        if case .sequence(let elements) = kind { return elements }
        return []
    }

    /// The value at `key` of a mapping (the last one when a key is written twice); nil when absent or when
    /// this is not a mapping.
    public subscript(key: String) -> ConfigValue? {
        entries.last { $0.key == key }?.value
    }

    /// The keys of a mapping, in file order.
    public var keys: [String] { entries.map(\.key) }

    /// A YAML boolean (`true`, `YES`, `on`…), as XcodeGen's parser reads it.
    public var bool: Bool? {
        guard let text = scalar else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    // MARK: Errors

    /// An error at this value: `file:line:col: error: key.path: message`.
    public func error(_ message: String, keyPath: String, hint: String? = nil) -> ConfigurationError {
        .invalidValue(location, keyPath: keyPath, problem: message, hint: hint)
    }
}

/// One `key: value` of a mapping, with where the key was written.
public struct ConfigEntry: Sendable, Hashable {
    public var key: String
    public var keyLocation: FileLocation
    public var value: ConfigValue

    public init(key: String, keyLocation: FileLocation, value: ConfigValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
