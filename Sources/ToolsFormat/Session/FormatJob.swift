// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

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
    /// Why the file is left out (larger than `SwiftSourceLimits.maximumSize`): measured, never read, and
    /// never given to swift-format, which would read it whole.
    var skipReason: String?

    init(input: FormatInput, configuration: SwiftFormatConfiguration?) {
        self.input = input
        self.configuration = configuration
        content = input.content
        blobID = input.blobID
        skipReason = input.skipReason
        if let content = input.content, content.count > SwiftSourceLimits.maximumSize {
            self.content = nil
            skipReason = BoundedRead.tooLargeMessage()
        }
    }

    var isOnDisk: Bool { input.content == nil }
}
