// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One YAML document read: its values, located, and the warnings reading it raised.
public struct YAMLDocument: Sendable {
    public var root: ConfigValue
    /// Duplicated keys, when they are accepted (`DuplicateKeys.lastWins`).
    public var warnings: [Diagnostic]
}
