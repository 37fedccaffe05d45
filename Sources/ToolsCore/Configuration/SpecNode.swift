// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Where a value of a spec was written: the file (as shown in messages) and its line and column.
public struct SpecLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line`, as plans and dumps show it.
    public var description: String { "\(file):\(line)" }
    public var position: SourcePosition { SourcePosition(line: line, column: column) }
}

/// One `key: value` of a mapping, with where the key was written.
public struct SpecEntry: Sendable, Hashable {
    public var key: String
    public var keyLocation: SpecLocation
    public var value: SpecNode

    public init(key: String, keyLocation: SpecLocation, value: SpecNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A YAML value of a spec that keeps its own file and line through includes, merges and templates, which a
/// single-file `ConfigNode` cannot: after XcodeGen's merge one target may hold keys from three files.
public struct SpecNode: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        /// `isPlain`: written without quotes or tag, so `true`, `~` and numbers keep their YAML meaning.
        case scalar(String, isPlain: Bool)
        case mapping([SpecEntry])
        case sequence([SpecNode])
    }

    public var value: Value
    public var location: SpecLocation

    public init(_ value: Value, at location: SpecLocation) {
        self.value = value
        self.location = location
    }

    public static func string(_ text: String, at location: SpecLocation) -> SpecNode {
        SpecNode(.scalar(text, isPlain: false), at: location)
    }

    // MARK: Reading

    public var isMapping: Bool {
        if case .mapping = value { return true }
        return false
    }

    public var isSequence: Bool {
        if case .sequence = value { return true }
        return false
    }

    /// A plain empty value, `~` or `null`.
    public var isNull: Bool {
        if case .scalar(let text, true) = value { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// The text of a scalar; nil for mappings and sequences.
    public var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    public var entries: [SpecEntry] {
        if case .mapping(let entries) = value { return entries }
        return []
    }

    public var elements: [SpecNode] {
        if case .sequence(let elements) = value { return elements }
        return []
    }

    /// The value at `key` of a mapping; nil when absent or when this is not a mapping.
    public subscript(key: String) -> SpecNode? {
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

    // MARK: Changing

    /// Sets `key` (in place when present, else appended); `keyLocation`, when given, says where it now
    /// comes from.
    public mutating func set(_ key: String, _ newValue: SpecNode, keyLocation: SpecLocation? = nil) {
        var list = entries
        if let index = list.lastIndex(where: { $0.key == key }) {
            list[index].value = newValue
            if let keyLocation { list[index].keyLocation = keyLocation }
        } else {
            list.append(SpecEntry(key: key, keyLocation: keyLocation ?? newValue.location, value: newValue))
        }
        value = .mapping(list)
    }

    public mutating func remove(_ key: String) {
        value = .mapping(entries.filter { $0.key != key })
    }

    /// Every scalar and key changed by `transform` (used for `${…}` expansion).
    public func mapStrings(_ transform: (String) -> String) -> SpecNode {
        var copy = self
        switch value {
        case .scalar(let text, let isPlain):
            copy.value = .scalar(transform(text), isPlain: isPlain)
        case .mapping(let list):
            copy.value = .mapping(
                list.map { entry in
                    SpecEntry(
                        key: transform(entry.key), keyLocation: entry.keyLocation,
                        value: entry.value.mapStrings(transform))
                })
        case .sequence(let list):
            copy.value = .sequence(list.map { $0.mapStrings(transform) })
        }
        return copy
    }

    // MARK: Errors

    /// An error at this value: `file:line:col: error: key.path: message`.
    public func error(_ message: String, keyPath: String, hint: String? = nil) -> ConfigurationError {
        .invalidValue(
            ErrorLocation(file: location.file, position: location.position), keyPath: keyPath, problem: message,
            hint: hint)
    }
}
