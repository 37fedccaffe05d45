// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// An advisory lock on a file, held across processes while `body` runs.
///
/// Used where SQLite's own locking is not enough: creating and migrating the store reads the applied
/// migrations before it writes, so two first runs at once could both try to create the same tables.
public enum FileLock {
    /// Runs `body` while holding an exclusive `flock` on `url` (created when missing). The lock is released
    /// when `body` returns or throws, and by the kernel when the process dies.
    public static func withExclusiveLock<Result, Failure: Error>(
        on url: URL, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            // No lock file (read-only folder): run unlocked rather than fail; SQLite still guards the data.
            return try body()
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { break }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
