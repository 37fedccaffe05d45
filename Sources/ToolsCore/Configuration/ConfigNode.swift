// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// A YAML value of a configuration file, converted from Yams' nodes when the file is loaded: plain values
/// (Sendable by construction, unlike Yams' nodes, whose tags are classes), each with where it was written.
public struct ConfigValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `isPlain`: written without quotes or tag, so `~` and `null` keep their YAML meaning.
        case scalar(String, isPlain: Bool)
        case mapping([ConfigEntry])
        case sequence([ConfigValue])
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// `node` as a tree of values. Aliases never reach here: Yams' composer resolves them to their anchors.
    init(_ node: Yams.Node) {
        let position = SourcePosition(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar):
            self.init(.scalar(scalar.string, isPlain: scalar.style == .plain && scalar.tag == .implicit), at: position)
        case .sequence(let sequence):
            self.init(.sequence(sequence.map(ConfigValue.init)), at: position)
        case .mapping(let mapping):
            let entries = mapping.map { pair in
                ConfigEntry(
                    key: pair.key.scalar?.string ?? "",
                    keyPosition: SourcePosition(line: pair.key.mark?.line ?? 1, column: pair.key.mark?.column ?? 1),
                    value: ConfigValue(pair.value))
            }
            self.init(.mapping(entries), at: position)
        case .alias:
            self.init(.scalar("", isPlain: true), at: position)
        }
    }
}

/// One `key: value` of a mapping, with where the key was written.
public struct ConfigEntry: Sendable, Hashable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: ConfigValue

    public init(key: String, keyPosition: SourcePosition, value: ConfigValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A configuration value with where it came from: file, line, column and key path, so every configuration
/// error can say `project.yml:14:5: targets.App.platform: expected a string`.
public struct ConfigNode: Sendable, Hashable {
    public let value: ConfigValue
    public let file: String
    /// Dotted path from the document root, e.g. `targets.App.platform`; empty at the root.
    public let keyPath: String

    public init(value: ConfigValue, file: String, keyPath: String = "") {
        self.value = value
        self.file = file
        self.keyPath = keyPath
    }

    /// Converts `node` (read by Yams) into the tool's own tree.
    init(node: Yams.Node, file: String, keyPath: String = "") {
        self.init(value: ConfigValue(node), file: file, keyPath: keyPath)
    }

    /// What kind of value this is, for `switch` and `if case .scalar = node.node`.
    public var node: ConfigValue.Kind { value.kind }

    public var position: SourcePosition { value.position }

    /// An error at this node: `file:line:col: error: key.path: message`.
    public func error(_ message: String, hint: String? = nil) -> ConfigurationError {
        .invalidValue(location, keyPath: keyPath, problem: message, hint: hint)
    }

    /// This node's value is not of the `expected` kind (`a string`, `a list`).
    public func wrongType(_ expected: String) -> ConfigurationError {
        .wrongType(location, keyPath: keyPath, expected: expected)
    }

    public var location: ErrorLocation { ErrorLocation(file: file, position: position) }

    /// A warning diagnostic at this node (for unknown keys and other things that do not stop a run).
    public func warning(_ message: String, ruleID: String = "configuration") -> Diagnostic {
        let prefix = keyPath.isEmpty ? "" : "\(keyPath): "
        return Diagnostic(
            file: file, line: position.line, column: position.column, severity: .warning,
            ruleID: ruleID, ruleName: "Configuration", message: prefix + message
        )
    }

    // MARK: Scalars

    public var isNull: Bool {
        if case .scalar(let text, true) = node { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

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

    public var isMapping: Bool {
        if case .mapping = node { return true }
        return false
    }

    /// The entries of a mapping, in file order.
    public func entries() throws(ConfigurationError) -> [(key: String, value: ConfigNode)] {
        guard case .mapping(let list) = node else { throw wrongType("a mapping of keys to values") }
        return list.map { entry in (entry.key, child(entry.value, at: childPath(entry.key))) }
    }

    public func elements() throws(ConfigurationError) -> [ConfigNode] {
        guard case .sequence(let list) = node else { throw wrongType("a list") }
        return list.enumerated().map { index, element in child(element, at: "\(keyPath)[\(index)]") }
    }

    /// The value at `key` of a mapping; nil when absent or when this is not a mapping.
    public subscript(key: String) -> ConfigNode? {
        guard case .mapping(let list) = node, let entry = list.first(where: { $0.key == key }) else { return nil }
        return child(entry.value, at: childPath(key))
    }

    /// Warnings for the keys of this mapping that are not in `known`.
    public func unknownKeyWarnings(known: Set<String>) -> [Diagnostic] {
        guard case .mapping(let list) = node else { return [] }
        return list.compactMap { entry -> Diagnostic? in
            guard !known.contains(entry.key) else { return nil }
            // Named by the parent's path: the key itself is in the message.
            let keyNode = child(ConfigValue(.scalar(entry.key, isPlain: true), at: entry.keyPosition), at: keyPath)
            return keyNode.warning("unknown key '\(entry.key)' is ignored")
        }
    }

    private func child(_ value: ConfigValue, at path: String) -> ConfigNode {
        ConfigNode(value: value, file: file, keyPath: path)
    }

    private func childPath(_ key: String) -> String {
        keyPath.isEmpty ? key : "\(keyPath).\(key)"
    }
}
