// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Reads a file only when its size is within a limit, checked on the opened file before any byte is read:
/// a 1.2 GB generated `.swift` file must cost a `stat`, not 1.2 GB of memory (and twice that once decoded).
public enum BoundedRead {
    /// What reading a file gave.
    public enum Outcome: Sendable, Equatable {
        case data(Data)
        /// The file holds more than the limit; `size` is its size in bytes.
        case tooLarge(size: Int)
        /// It could not be opened or read, or is not a regular file; `reason` says why, for a message.
        case unreadable(reason: String)
    }

    /// The one sentence for a file over `limit` (as `SwiftSourceLimits` words it).
    public static func tooLargeMessage(limit: Int = SwiftSourceLimits.maximumSize) -> String {
        "the file is larger than \(limit >> 20) MB"
    }

    /// The content of `path` (links followed), or why not. The size is taken from the opened descriptor, so
    /// a file swapped between the check and the read is still the one checked; a file growing meanwhile is
    /// read only up to `limit + 1` bytes, which also tells it too large.
    public static func read(_ path: String, limit: Int = SwiftSourceLimits.maximumSize) -> Outcome {
        // Non-blocking: a FIFO named like a source must not hang the run waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        let kind = FileKind.kind(ofMode: status.st_mode)
        guard kind == .regular else { return .unreadable(reason: "it is \(kind.phrase), not a regular file") }
        let size = Int(status.st_size)
        guard size <= limit else { return .tooLarge(size: size) }
        guard let data = readAll(descriptor, expected: size, limit: limit) else {
            return .unreadable(reason: String(cString: strerror(errno)))
        }
        return data.count > limit ? .tooLarge(size: data.count) : .data(data)
    }

    /// The bytes of `descriptor` to its end, or its first `limit + 1` (too large); nil on a read error
    /// (`errno` tells which). Room for `size` bytes is made first.
    private static func readAll(_ descriptor: Int32, expected size: Int, limit: Int) -> Data? {
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                // Grown since the `stat`: read on, but never past the limit.
                guard filled <= limit else { break }
                data.count = min(limit + 1, max(data.count * 2, 4096))
            }
            let count = data.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return data
    }
}

/// The C library's `read`, named apart from `BoundedRead.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
