// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

extension RuleOption {
    /// A key SwiftLint renamed: still read into the rule's property at `path`, with SwiftLint's deprecation
    /// warning naming the key to use instead (`Configuration option 'old' in 'rule' rule is deprecated. Use
    /// the option 'new' instead.`).
    public static func deprecatedKey<Value: OptionValue>(
        _ key: String, _ path: WritableKeyPath<R, Value>, renamedTo replacement: String
    ) -> Self {
        .custom(
            keys: [key], "the former name of \(replacement)",
            read: { node, settings throws(ConfigurationError) in
                guard let value = node[key] else { return }
                settings.rule[keyPath: path] = try Value.read(value, current: settings.rule[keyPath: path])
                let rule = node.keyPath.split(separator: ".").first.map(String.init) ?? node.keyPath
                OptionWarnings.current?.append(Diagnostic(
                    at: value.location, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                    message: "Configuration option '\(key)' in '\(rule)' rule is deprecated. Use the option "
                        + "'\(replacement)' instead."
                ))
            },
            values: { [OptionEntry(key, $0.rule[keyPath: path].yaml)] }
        )
    }
}
