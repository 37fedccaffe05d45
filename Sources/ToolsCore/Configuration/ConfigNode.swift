// Copyright © 2026 Tools Authors. All rights reserved.

/// A configuration value read with its key path: each value knows its file, line and column, and the node
/// adds the dotted path from the document root, so every configuration error can say
/// `project.yml:14:5: targets.App.platform: expected a string`. Settings readers and lint rules read their
/// options through it.
public struct ConfigNode: Sendable, Hashable {
    public let value: ConfigValue
    /// Dotted path from the document root, e.g. `targets.App.platform`; empty at the root.
    public let keyPath: String

    public init(value: ConfigValue, keyPath: String = "") {
        self.value = value
        self.keyPath = keyPath
    }

    /// What kind of value this is, for `switch` and `if case .scalar = node.node`.
    public var node: ConfigValue.Kind { value.kind }

    /// The file as named in messages.
    public var file: String { value.location.file }

    public var position: SourcePosition { value.position }

    public var location: FileLocation { value.location }

    /// An error at this node: `file:line:col: error: key.path: message`.
    public func error(_ message: String, hint: String? = nil) -> ConfigurationError {
        .invalidValue(location, keyPath: keyPath, problem: message, hint: hint)
    }

    /// This node's value is not of the `expected` kind (`a string`, `a list`).
    public func wrongType(_ expected: String) -> ConfigurationError {
        .wrongType(location, keyPath: keyPath, expected: expected)
    }

    /// A warning diagnostic at this node (for unknown keys and other things that do not stop a run).
    public func warning(_ message: String, ruleID: String = "configuration") -> Diagnostic {
        let prefix = keyPath.isEmpty ? "" : "\(keyPath): "
        return Diagnostic(
            at: location, severity: .warning, ruleID: ruleID, ruleName: "Configuration", message: prefix + message)
    }

    // MARK: Scalars

    public var isNull: Bool { value.isNull }

    /// The text of a scalar; nil for mappings and sequences.
    public var scalar: String? { value.scalar }

    public func string() throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node else { throw wrongType("a string") }
        return text
    }

    public func int() throws(ConfigurationError) -> Int {
        guard case .scalar(let text, _) = node, let value = Int(text) else { throw wrongType("a whole number") }
        return value
    }

    public func double() throws(ConfigurationError) -> Double {
        guard case .scalar(let text, _) = node, let value = Double(text) else { throw wrongType("a number") }
        return value
    }

    public func bool() throws(ConfigurationError) -> Bool {
        guard case .scalar(let text, _) = node else { throw wrongType("true or false") }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, found '\(text)'")
        }
    }

    /// A list of strings; a single string is accepted as a list of one, as SwiftLint does.
    public func strings() throws(ConfigurationError) -> [String] {
        switch node {
        case .scalar: return [try string()]
        case .sequence: return try elements().map { element throws(ConfigurationError) in try element.string() }
        case .mapping: throw wrongType("a list of strings")
        }
    }

    // MARK: Collections

    public var isMapping: Bool { value.isMapping }

    public var isSequence: Bool { value.isSequence }

    /// The entries of a mapping, in file order.
    public func entries() throws(ConfigurationError) -> [(key: String, value: ConfigNode)] {
        guard case .mapping(let list) = node else { throw wrongType("a mapping of keys to values") }
        return list.map { entry in (entry.key, ConfigNode(value: entry.value, keyPath: childPath(entry.key))) }
    }

    public func elements() throws(ConfigurationError) -> [ConfigNode] {
        guard case .sequence(let list) = node else { throw wrongType("a list") }
        return list.enumerated().map { index, element in ConfigNode(value: element, keyPath: "\(keyPath)[\(index)]") }
    }

    /// The value at `key` of a mapping; nil when absent or when this is not a mapping.
    public subscript(key: String) -> ConfigNode? {
        value[key].map { ConfigNode(value: $0, keyPath: childPath(key)) }
    }

    /// Warnings for the keys of this mapping that are not in `known`, at each key, with the nearest known key.
    public func unknownKeyWarnings(known: Set<String>) -> [Diagnostic] {
        value.entries.compactMap { entry -> Diagnostic? in
            guard !known.contains(entry.key) else { return nil }
            // Named by the parent's path: the key itself is in the message.
            let prefix = keyPath.isEmpty ? "" : "\(keyPath): "
            return Diagnostic(
                at: entry.keyLocation, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                message: prefix + "unknown key '\(entry.key)' is ignored"
                    + KeySuggestion.didYouMean(entry.key, in: known))
        }
    }

    private func childPath(_ key: String) -> String {
        keyPath.isEmpty ? key : "\(keyPath).\(key)"
    }
}
