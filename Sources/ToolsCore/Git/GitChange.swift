// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// How a path changed between two states of the repository.
public struct GitChange: Sendable, Hashable {
    public enum Status: String, Sendable {
        case added, deleted, modified, renamed, copied, typeChanged, untracked, conflicted
    }

    public var status: Status
    /// The path after the change (for a deletion, the deleted path).
    public var path: String
    /// The path before a rename or copy.
    public var oldPath: String?
}
