// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

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

    public init(displayPath: String, path: String, content: Data? = nil, blobID: String? = nil) {
        self.displayPath = displayPath
        self.path = path
        self.content = content
        self.blobID = blobID
    }
}

/// An input on its way through a run: its configuration, its bytes and blob id once known, and the lines
/// the run is limited to.
struct FormatJob: Sendable {
    var input: FormatInput
    var configuration: SwiftFormatConfiguration?
    /// The bytes, when read (or given).
    var content: Data?
    var blobID: String?
    /// The file's stamp when it was looked at, before reading it; nil for given content.
    var stamp: FileStamp?
    /// What to record for the next run: the file was read and hashed in this one.
    var freshStamp: StampedBlob?
    /// The lines (1-based) the run is limited to; nil: the whole file.
    var lines: [ClosedRange<Int>]?

    init(input: FormatInput, configuration: SwiftFormatConfiguration?) {
        self.input = input
        self.configuration = configuration
        content = input.content
        blobID = input.blobID
    }

    var isOnDisk: Bool { input.content == nil }
}
