// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// How a process ended.
public struct ProcessOutcome: Sendable {
    public enum Termination: Sendable, Hashable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
        case cancelled
    }

    public var termination: Termination
    /// The last lines of output (at most 64 KiB), for failure summaries.
    public var outputTail: String
    public var duration: Duration

    public var succeeded: Bool { termination == .exited(0) }
}
