// Copyright © 2026 Tools Authors. All rights reserved.

/// Whether a member is `async`, and how it throws.
public struct Effects: Codable, Hashable, Sendable {
    public var isAsync = false
    public var throwsKind = ThrowsKind.none

    public init(isAsync: Bool = false, throwsKind: ThrowsKind = .none) {
        self.isAsync = isAsync
        self.throwsKind = throwsKind
    }
}

/// How a member throws.
public enum ThrowsKind: Codable, Hashable, Sendable {
    case none
    case untyped
    /// `throws(SomeError)`.
    case typed(String)
    case `rethrows`

    public var throwsAtAll: Bool { self != .none }
}
