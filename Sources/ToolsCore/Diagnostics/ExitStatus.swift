// Copyright © 2026 Tools Authors. All rights reserved.

/// The process exit codes every command uses, documented in the README.
public enum ExitStatus: Int32, Sendable {
    /// Nothing to report.
    case success = 0
    /// Findings (lint errors, stale mocks) or failed jobs.
    case failure = 1
    /// Bad usage or bad configuration: nothing was done.
    case usage = 2
}
