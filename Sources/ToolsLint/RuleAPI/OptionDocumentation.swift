// Copyright © 2026 Tools Authors. All rights reserved.

/// What one declared option means, for `tools rules ID`.
public struct OptionDocumentation: Sendable {
    public var keys: [String]
    public var text: String
}
