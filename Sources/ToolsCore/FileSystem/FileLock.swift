// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// An advisory lock on a file, held across processes while `body` runs.
///
/// Used where SQLite's own locking is not enough: creating and migrating the store reads the applied
/// migrations before it writes, so two first runs at once could both try to create the same tables.
public enum FileLock {
    /// Runs `body` while holding an exclusive `flock` on `url` (created when missing), waiting at most `limit`
    /// for another holder to let go; nil, without running `body`, when it did not. The lock is released when
    /// `body` returns or throws, and by the kernel when the process dies.
    public static func withExclusiveLock<Result, Failure: Error>(
        on url: URL, waitingAtMost limit: Duration, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            // No lock file (read-only folder): run unlocked rather than fail; SQLite still guards the data.
            return try body()
        }
        defer { close(descriptor) }
        // Polled rather than blocking: a holder that never lets go (a hung run) must not hang this one.
        let deadline = ContinuousClock.now + limit
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { break }
            guard ContinuousClock.now < deadline else { return nil }
            usleep(20_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
