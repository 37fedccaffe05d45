// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What `stat` says of a file that changes when its content may have: size, modification and status
/// change times (nanoseconds), inode and device. A warm run compares stamps instead of reading and
/// hashing every file, as git compares the stat data in its index.
///
/// The status change time (`ctime`) is the one a user cannot set: an edit that keeps the size and puts
/// the old modification time back (`touch -d`, a tool restoring times) still changes it.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64
    /// Nanoseconds since 1970.
    public var changed: Int64
    public var inode: UInt64
    public var device: UInt64

    public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }

    /// The stamp of the file at `path` (symbolic links followed, as reading does), nil when it cannot be had.
    /// One `stat` call: `FileManager.attributesOfItem` builds a dictionary per file, too slow for thousands.
    public static func of(path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        // `dev_t` is a signed 32-bit integer on Darwin (an unsigned 64-bit one on Linux): its bits, never a
        // conversion that traps on a negative value.
        return FileStamp(
            size: Int64(status.st_size), modified: nanoseconds(modified), changed: nanoseconds(changed),
            inode: UInt64(truncatingIfNeeded: status.st_ino), device: UInt64(truncatingIfNeeded: status.st_dev)
        )
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The later of the two times (nanoseconds).
    public var latest: Int64 { max(modified, changed) }

    /// How much older than its recording a stamp must be to be trusted (git's racy-clean rule, with a
    /// second of margin for coarse file system clocks).
    public static let racyMargin: Int64 = 1_000_000_000

    /// Whether this stamp, taken no earlier than `recordedAt` (nanoseconds since 1970, read before the
    /// stamp), may stand for the content read with it: a change in the same tick as the recording could
    /// leave the stamp as it was, so a stamp less than `racyMargin` older than its recording is not trusted.
    public func isTrusted(recordedAt: Int64) -> Bool {
        latest <= recordedAt - Self.racyMargin
    }

    /// The current time in nanoseconds since 1970, for `isTrusted(recordedAt:)` (read before the stamp),
    /// moved by `clockShift`.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) + clockShift
    }

    /// Nanoseconds added to `now()` in the task that binds it: a test runs "later" (its files' stamps older
    /// than the racy margin) without sleeping. Zero unless bound.
    @TaskLocal public static var clockShift: Int64 = 0
}
