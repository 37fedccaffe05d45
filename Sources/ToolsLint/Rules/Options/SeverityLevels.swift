// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

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
            // As SwiftLint: a mapping giving `warning` without `error` has no error level.
            if let value = node["warning"] {
                warning = try value.int()
                error = nil
            }
            if let value = node["error"] { error = value.isNull ? nil : try value.int() }
        }
    }

    /// The smaller threshold: a value at most this exceeds none.
    public var smallest: Int { min(warning, error ?? .max) }

    /// The most serious threshold that `value` exceeds, error first, as SwiftLint checks them.
    public func exceeded(by value: Int) -> (threshold: Int, severity: Severity)? {
        if let error, value > error { return (error, .error) }
        if value > warning { return (warning, .warning) }
        return nil
    }
}

extension SeverityLevels: OptionValue {
    public static func read(_ node: ConfigNode, current: SeverityLevels) throws(ConfigurationError) -> SeverityLevels {
        try SeverityLevels(node, default: current)
    }

    public var yaml: OptionYAML {
        .mapping([OptionEntry("warning", warning.yaml)] + (error.map { [OptionEntry("error", $0.yaml)] } ?? []))
    }
}
