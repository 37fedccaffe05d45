// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// What rules may need to know beyond their own options.
public struct RuleContext: Sendable, Hashable {
    /// The copyright header template and holder (from the workspace settings when there is one).
    public var header: HeaderTemplate?
    /// No holder is configured: `header`'s shape is required with any holder, and `--fix` writes `header`'s
    /// holder (the project's name, as the scaffolder and the mock generator write it).
    public var acceptsAnyHolder: Bool

    public init(header: HeaderTemplate? = nil, acceptsAnyHolder: Bool = false) {
        self.header = header
        self.acceptsAnyHolder = acceptsAnyHolder
    }
}
