// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One staged file as the next commit will contain it.
public struct StagedFile: Sendable, Hashable {
    /// The path relative to the top of the working tree, as git prints it (`Sources/My App/Café.swift`).
    public var path: String
    /// Where the file lives in the working tree.
    public var url: URL
    /// The staged blob's id: equal to `ContentHash.of(data)`, so caches keyed by content need no hashing.
    public var objectID: String
    /// The staged content (not the working tree's).
    public var data: Data
    /// Whether the working tree holds exactly the staged bytes: only such files may be auto-fixed, since
    /// rewriting a partially staged file would commit or lose edits the developer has not staged.
    public var isFullyStaged: Bool

    public init(path: String, url: URL, objectID: String, data: Data, isFullyStaged: Bool) {
        self.path = path
        self.url = url
        self.objectID = objectID
        self.data = data
        self.isFullyStaged = isFullyStaged
    }
}
