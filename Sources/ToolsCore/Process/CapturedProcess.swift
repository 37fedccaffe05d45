// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What a child printed, its two streams kept apart, for tools whose output is the result (a formatter's
/// standard output is the formatted file, its standard error the findings).
public struct CapturedProcess: Sendable {
    public var termination: ProcessOutcome.Termination
    /// Standard output, whole up to the capture's limit.
    public var output: Data
    /// Standard error, whole up to the capture's limit.
    public var errorOutput: Data
    /// Whether a stream printed more than the limit: what came after it was read and dropped.
    public var exceededLimit: Bool
    public var duration: Duration
}
