// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One entry of the git index (the staging area).
public struct GitIndexEntry: Sendable, Hashable {
    public var path: String
    /// The blob id (SHA-1 hex) of the staged content.
    public var objectID: String
    public var mode: UInt32
    /// 0 normally; 1–3 while a merge conflict is unresolved.
    public var stage: Int

    public var isSymbolicLink: Bool { mode & 0o170000 == 0o120000 }
    public var isSubmodule: Bool { mode & 0o170000 == 0o160000 }
}
