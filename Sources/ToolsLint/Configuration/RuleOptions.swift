// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Reading rule options with SwiftLint's shapes: `rule: warning`, `rule: {severity: error}`,
/// `rule: 120`, `rule: [120, 200]`, `rule: {warning: 120, error: 200, …}`.
public enum RuleOptions {
    /// A severity written as `warning` or `error`.
    public static func severity(_ node: ConfigNode) throws(ConfigurationError) -> Severity {
        let text = try node.string().lowercased()
        guard let severity = Severity(rawValue: text) else {
            throw node.error("expected 'warning' or 'error', found '\(text)'")
        }
        return severity
    }

    /// The severity of a rule whose only option is its severity; `options` may also be a mapping
    /// with a `severity` key and the keys in `otherKeys`. Unknown keys are an error naming the rule.
    public static func severity(
        _ options: ConfigNode?, default fallback: Severity, otherKeys: Set<String> = []
    ) throws(ConfigurationError) -> Severity {
        guard let options else { return fallback }
        if options.isMapping {
            try rejectUnknownKeys(options, known: otherKeys.union(["severity"]))
            return try options["severity"].map { node throws(ConfigurationError) in try severity(node) } ?? fallback
        }
        return try severity(options)
    }

    /// Errors on the first key of `node` that is not in `known`: a misspelt option silently doing nothing
    /// is worse than a clear message.
    public static func rejectUnknownKeys(_ node: ConfigNode, known: Set<String>) throws(ConfigurationError) {
        for (key, value) in try node.entries() where !known.contains(key) {
            throw value.error(
                "unknown option '\(key)'",
                hint: "the options are \(known.sorted().joined(separator: ", "))"
            )
        }
    }
}

/// Warning and error thresholds, as SwiftLint's metrics rules take them.
public struct SeverityLevels: Sendable, Hashable {
    public var warning: Int
    public var error: Int?

    public init(warning: Int, error: Int?) {
        self.warning = warning
        self.error = error
    }

    /// Reads `120`, `[120, 200]` or the `warning` / `error` keys of a mapping (other keys are left to the rule).
    public init(_ node: ConfigNode, default fallback: SeverityLevels) throws(ConfigurationError) {
        self = fallback
        switch node.node {
        case .scalar:
            warning = try node.int()
            error = nil
        case .sequence:
            let values = try node.elements()
            guard let first = values.first else { throw node.error("expected one or two numbers") }
            warning = try first.int()
            error = values.count > 1 ? try values[1].int() : nil
        case .mapping:
            if let value = node["warning"] { warning = try value.int() }
            if let value = node["error"] { error = value.isNull ? nil : try value.int() }
        }
    }

    /// The most serious threshold that `value` exceeds, error first, as SwiftLint checks them.
    public func exceeded(by value: Int) -> (threshold: Int, severity: Severity)? {
        if let error, value > error { return (error, .error) }
        if value > warning { return (warning, .warning) }
        return nil
    }
}
