// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

extension SeverityLevels {
    /// Reads thresholds as SwiftLint's metrics rules do: a mapping that gives `warning` without `error`
    /// has no error level (as have a single number and a one-element list).
    static func metric(_ node: ConfigNode, default fallback: SeverityLevels) throws(ConfigurationError)
        -> SeverityLevels {
        var levels = try SeverityLevels(node, default: fallback)
        if node.isMapping, node["warning"] != nil, node["error"] == nil { levels.error = nil }
        return levels
    }
}
