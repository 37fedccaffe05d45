// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A file's blob id with the stamp the file had when it was read and when that was: a warm run takes the id
/// from here instead of reading and hashing the file, when the stamp is unchanged and old enough to trust
/// (`FileStamp.isTrusted`, git's racy-timestamp rule with a second of margin).
///
/// Kept in ToolsFormat until the core has one stamp-keyed file cache for every capability; the encoding is
/// the format cache's own (`FormatCache.stampNamespace`).
struct StampedBlob: Sendable, Equatable {
    var stamp: FileStamp
    var blobID: String
    /// Nanoseconds since 1970, read before the stamp was taken.
    var recordedAt: Int64

    /// The blob id when `current` is the recorded stamp and that was trusted; nil: read the file.
    func blobID(ifUnchanged current: FileStamp) -> String? {
        current == stamp && stamp.isTrusted(recordedAt: recordedAt) ? blobID : nil
    }

    /// `size modified changed inode device recordedAt blobID`.
    func encoded() -> Data {
        let numbers = [stamp.size, stamp.modified, stamp.changed].map(String.init)
            + [String(stamp.inode), String(stamp.device), String(recordedAt)]
        return Data((numbers + [blobID]).joined(separator: " ").utf8)
    }

    init(stamp: FileStamp, blobID: String, recordedAt: Int64) {
        self.stamp = stamp
        self.blobID = blobID
        self.recordedAt = recordedAt
    }

    /// Decodes `encoded()`; nil for anything else (the file is then read).
    init?(encoded data: Data) {
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
        guard fields.count == 7, let size = Int64(fields[0]), let modified = Int64(fields[1]),
              let changed = Int64(fields[2]), let inode = UInt64(fields[3]), let device = UInt64(fields[4]),
              let recordedAt = Int64(fields[5]), !fields[6].isEmpty else { return nil }
        stamp = FileStamp(size: size, modified: modified, changed: changed, inode: inode, device: device)
        blobID = String(fields[6])
        self.recordedAt = recordedAt
    }
}
