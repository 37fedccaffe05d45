// Copyright © 2026 Tools Authors. All rights reserved.

/// Whether a member is `async`, and how it throws.
package struct Effects: Codable, Hashable, Sendable {
    package var isAsync = false
    package var throwsKind = ThrowsKind.none

    package init(isAsync: Bool = false, throwsKind: ThrowsKind = .none) {
        self.isAsync = isAsync
        self.throwsKind = throwsKind
    }
}

/// How a member throws.
package enum ThrowsKind: Codable, Hashable, Sendable {
    case none
    case untyped
    /// `throws(SomeError)`.
    case typed(String)
    case `rethrows`

    package var throwsAtAll: Bool { self != .none }
}
