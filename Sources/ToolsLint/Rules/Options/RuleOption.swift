// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// One option of a rule, declared once: the key(s) it reads in the rule's section of `.swiftlint.yml`, what
/// it means, how it is read into the rule, and how the value in effect is shown (`tools rules ID`). The
/// default value is the initial value of the rule's property.
///
///     static var options: [RuleOption<Self>] {
///         [.severity, .key("ignores_comments", \.ignoresComments, "comment lines are not checked")]
///     }
public struct RuleOption<R: Rule> {
    /// The keys this option reads (`warning` and `error` for thresholds at the top of the section).
    public let keys: [String]
    public let documentation: String
    /// Whether a value that is not a mapping (`rule: error`, `rule: 120`) sets this option.
    let takesShorthand: Bool
    /// Reads the option from the rule's section (a mapping, or the shorthand value when `takesShorthand`).
    let read: (ConfigNode, inout RuleSettings<R>) throws(ConfigurationError) -> Void
    /// The option's keys with the values `settings` holds.
    let values: (RuleSettings<R>) -> [OptionEntry]

    /// An option of any shape: for keys whose reading does not fit `key` (several keys for one value,
    /// values that depend on each other).
    public static func custom(
        keys: [String], _ documentation: String,
        read: @escaping (ConfigNode, inout RuleSettings<R>) throws(ConfigurationError) -> Void,
        values: @escaping (RuleSettings<R>) -> [OptionEntry]
    ) -> Self {
        RuleOption(keys: keys, documentation: documentation, takesShorthand: false, read: read, values: values)
    }
}

extension RuleOption {
    /// `severity: warning | error`, also written alone as `rule: error` (SwiftLint's `SeverityConfiguration`).
    public static var severity: Self {
        RuleOption(
            keys: ["severity"], documentation: "the severity of the rule's findings: warning or error",
            takesShorthand: true,
            read: { node, settings throws(ConfigurationError) in
                if node.isMapping {
                    if let value = node["severity"] {
                        settings.severity = try Severity.read(value, current: settings.severity)
                    }
                } else {
                    settings.severity = try Severity.read(node, current: settings.severity)
                }
            },
            values: { [OptionEntry("severity", $0.severity.yaml)] }
        )
    }

    /// `warning` and `error` thresholds at the top of the section, also written `rule: 120` or
    /// `rule: [120, 200]` (SwiftLint's `SeverityLevelsConfiguration`); the severity of each finding is the
    /// threshold's.
    public static func levels(_ path: WritableKeyPath<R, SeverityLevels>) -> Self {
        RuleOption(
            keys: ["warning", "error"], documentation: "the thresholds above which a finding is a warning, an error",
            takesShorthand: true,
            read: { node, settings throws(ConfigurationError) in
                settings.rule[keyPath: path] = try SeverityLevels(node, default: settings.rule[keyPath: path])
            },
            values: { settings in
                let levels = settings.rule[keyPath: path]
                let error = levels.error.map { [OptionEntry("error", $0.yaml)] } ?? []
                return [OptionEntry("warning", levels.warning.yaml)] + error
            }
        )
    }

    /// One key of the section, read into the rule's property at `path` (whose initial value is the default).
    public static func key<Value: OptionValue>(
        _ key: String, _ path: WritableKeyPath<R, Value>, _ documentation: String
    ) -> Self {
        RuleOption(
            keys: [key], documentation: documentation, takesShorthand: false,
            read: { node, settings throws(ConfigurationError) in
                guard let value = node[key] else { return }
                settings.rule[keyPath: path] = try Value.read(value, current: settings.rule[keyPath: path])
            },
            values: { [OptionEntry(key, $0.rule[keyPath: path].yaml)] }
        )
    }
}
