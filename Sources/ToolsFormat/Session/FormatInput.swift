// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One Swift file of a format run: where it is, how reports name it, and for staged content (the git
/// index's, which may differ from the working tree) its bytes and blob id.
public struct FormatInput: Sendable, Hashable {
    /// The path shown in reports.
    public var displayPath: String
    /// The file's absolute path: its `.swift-format` is found from its folder, and formatting writes it.
    public var path: String
    /// The content to check instead of the file on disk (fed to swift-format on standard input, named as
    /// `path`); nil: the file on disk.
    public var content: Data?
    /// `ContentHash.of(content)` when known already (a staged file's blob id).
    public var blobID: String?
    /// For given (staged) content: the bytes the working tree holds when it holds exactly what is staged, when
    /// they differ from `content` (git's checkout filters, `core.autocrlf=true`: CRLF for the blob's LF).
    /// Formatting then writes its result in that form, over exactly those bytes.
    public var workingTreeContent: Data?
    /// Why the content was not read (a staged blob over the size limit): the file is reported skipped with
    /// this reason and never given to swift-format.
    public var skipReason: String?

    public init(
        displayPath: String, path: String, content: Data? = nil, blobID: String? = nil, skipReason: String? = nil
    ) {
        self.displayPath = displayPath
        self.path = path
        self.content = content
        self.blobID = blobID
        self.skipReason = skipReason
    }
}
