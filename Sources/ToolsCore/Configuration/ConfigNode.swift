// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// A YAML value with where it came from: file, line, column and key path, so every configuration
/// error can say `project.yml:14:5: targets.App.platform: expected a string`.
public struct ConfigNode: @unchecked Sendable {
    // Yams.Node is a value type of strings; @unchecked only because Yams does not mark it Sendable.
    public let node: Yams.Node
    public let file: String
    /// Dotted path from the document root, e.g. `targets.App.platform`; empty at the root.
    public let keyPath: String

    public init(node: Yams.Node, file: String, keyPath: String = "") {
        self.node = node
        self.file = file
        self.keyPath = keyPath
    }

    public var position: SourcePosition {
        SourcePosition(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

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
        if case .scalar(let scalar) = node {
            return scalar.tag == .implicit
                && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
                && scalar.style == .plain
        }
        return false
    }

    public func string() throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else { throw wrongType("a string") }
        return scalar.string
    }

    public func int() throws(ConfigurationError) -> Int {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            throw wrongType("a whole number")
        }
        return value
    }

    public func double() throws(ConfigurationError) -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string) else {
            throw wrongType("a number")
        }
        return value
    }

    public func bool() throws(ConfigurationError) -> Bool {
        guard case .scalar(let scalar) = node else { throw wrongType("true or false") }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, found '\(scalar.string)'")
        }
    }

    /// A list of strings; a single string is accepted as a list of one, as SwiftLint does.
    public func strings() throws(ConfigurationError) -> [String] {
        switch node {
        case .scalar: return [try string()]
        case .sequence: return try elements().map { element throws(ConfigurationError) in try element.string() }
        case .mapping, .alias: throw wrongType("a list of strings")
        }
    }

    // MARK: Collections

    public var isMapping: Bool {
        if case .mapping = node { return true }
        return false
    }

    /// The entries of a mapping, in file order.
    public func entries() throws(ConfigurationError) -> [(key: String, value: ConfigNode)] {
        guard case .mapping(let mapping) = node else { throw wrongType("a mapping of keys to values") }
        return mapping.map { pair in
            let key = pair.key.scalar?.string ?? ""
            return (key, ConfigNode(node: pair.value, file: file, keyPath: childPath(key)))
        }
    }

    public func elements() throws(ConfigurationError) -> [ConfigNode] {
        guard case .sequence(let sequence) = node else { throw wrongType("a list") }
        return sequence.enumerated().map { index, element in
            ConfigNode(node: element, file: file, keyPath: "\(keyPath)[\(index)]")
        }
    }

    /// The value at `key` of a mapping; nil when absent or when this is not a mapping.
    public subscript(key: String) -> ConfigNode? {
        guard case .mapping(let mapping) = node, let value = mapping[Yams.Node(key)] else { return nil }
        return ConfigNode(node: value, file: file, keyPath: childPath(key))
    }

    /// Warnings for the keys of this mapping that are not in `known`.
    public func unknownKeyWarnings(known: Set<String>) -> [Diagnostic] {
        guard case .mapping(let mapping) = node else { return [] }
        return mapping.compactMap { pair -> Diagnostic? in
            guard let key = pair.key.scalar?.string, !known.contains(key) else { return nil }
            // Named by the parent's path: the key itself is in the message.
            let keyNode = ConfigNode(node: pair.key, file: file, keyPath: keyPath)
            return keyNode.warning("unknown key '\(key)' is ignored")
        }
    }

    private func childPath(_ key: String) -> String {
        keyPath.isEmpty ? key : "\(keyPath).\(key)"
    }
}
