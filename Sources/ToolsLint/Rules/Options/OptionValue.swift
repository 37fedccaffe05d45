// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A type an option's value can have: read from YAML, shown as YAML.
public protocol OptionValue {
    /// The value written for an option; `current` is the value before (the default), for values written
    /// in parts (a mapping with only `warning`).
    static func read(_ node: ConfigNode, current: Self) throws(ConfigurationError) -> Self

    /// The value as `tools rules ID` shows it.
    var yaml: OptionYAML { get }
}

extension Bool: OptionValue {
    public static func read(_ node: ConfigNode, current: Bool) throws(ConfigurationError) -> Bool { try node.bool() }
    public var yaml: OptionYAML { .plain(self ? "true" : "false") }
}

extension Int: OptionValue {
    public static func read(_ node: ConfigNode, current: Int) throws(ConfigurationError) -> Int { try node.int() }
    public var yaml: OptionYAML { .plain(String(self)) }
}

extension String: OptionValue, OptionListElement {
    public static func read(_ node: ConfigNode, current: String) throws(ConfigurationError) -> String {
        try node.string()
    }

    public static func element(_ text: String, at node: ConfigNode) throws(ConfigurationError) -> String { text }

    public var yaml: OptionYAML { .string(self) }
}

/// What a list option may hold: strings, or words each from a few.
public protocol OptionListElement {
    /// The element written as `text` in the list at `node`.
    static func element(_ text: String, at node: ConfigNode) throws(ConfigurationError) -> Self
    var yaml: OptionYAML { get }
}

/// A list; a single value is a list of one, as in SwiftLint.
extension Array: OptionValue where Element: OptionListElement {
    public static func read(_ node: ConfigNode, current: [Element]) throws(ConfigurationError) -> [Element] {
        // `key: ~` empties the list.
        guard !node.isNull else { return [] }
        var list: [Element] = []
        for text in try node.strings() { list.append(try Element.element(text, at: node)) }
        return list
    }

    public var yaml: OptionYAML { .list(map(\.yaml)) }
}

/// A set of strings, shown sorted.
extension Set: OptionValue where Element == String {
    public static func read(_ node: ConfigNode, current: Set<String>) throws(ConfigurationError) -> Set<String> {
        node.isNull ? [] : Set(try node.strings())
    }

    public var yaml: OptionYAML { .list(sorted().map(OptionYAML.string)) }
}

extension Severity: OptionValue {
    public static func read(_ node: ConfigNode, current: Severity) throws(ConfigurationError) -> Severity {
        try RuleOptions.severity(node)
    }

    public var yaml: OptionYAML { .plain(rawValue) }
}

/// An option whose value is one of a few words (`style: always | never`).
public protocol OptionEnum: OptionValue, OptionListElement, RawRepresentable<String>, CaseIterable {}

extension OptionEnum {
    public static func read(_ node: ConfigNode, current: Self) throws(ConfigurationError) -> Self {
        try element(try node.string(), at: node)
    }

    public static func element(_ text: String, at node: ConfigNode) throws(ConfigurationError) -> Self {
        guard let value = Self(rawValue: text) else {
            let words = allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw node.error("unknown value '\(text)'", hint: "use one of \(words)")
        }
        return value
    }

    public var yaml: OptionYAML { .string(rawValue) }
}

/// A value that may be absent (`required_string`): `null` or no key at all leaves it unset.
extension Optional: OptionValue where Wrapped: OptionListElement {
    public static func read(_ node: ConfigNode, current: Wrapped?) throws(ConfigurationError) -> Wrapped? {
        node.isNull ? nil : try Wrapped.element(try node.string(), at: node)
    }

    public var yaml: OptionYAML { map(\.yaml) ?? .plain("null") }
}
