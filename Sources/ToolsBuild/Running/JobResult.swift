// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// How a job ended.
public struct JobResult: Sendable {
    public enum Status: String, Sendable, Hashable, Codable {
        case passed, failed, skipped, cancelled

        var record: JobRecord.Status {
            switch self {
            case .passed: .passed
            case .failed: .failed
            case .skipped: .skipped
            case .cancelled: .cancelled
            }
        }
    }

    public var job: Job
    public var status: Status
    /// Why it failed, was skipped or cancelled: `exit 1`, `xcodebuild not found on PATH`.
    public var reason: String?
    public var startedAt: Date
    /// Seconds; 0 when the job never started.
    public var duration: Double
    /// Whether a process was started (jobs never started are not recorded in history).
    public var started: Bool
    /// The last lines of output, for the failure summary.
    public var outputTail: String
    /// Per-test results of `swift test` jobs.
    public var tests: [TestCaseResult]
    /// A failure that leaves nothing usable to dependents (a compile error rather than a failing test).
    public var brokeBuild: Bool

    public init(
        job: Job, status: Status, reason: String? = nil, startedAt: Date = Date(), duration: Double = 0,
        started: Bool = false, outputTail: String = "", tests: [TestCaseResult] = [], brokeBuild: Bool = false
    ) {
        self.job = job
        self.status = status
        self.reason = reason
        self.startedAt = startedAt
        self.duration = duration
        self.started = started
        self.outputTail = outputTail
        self.tests = tests
        self.brokeBuild = brokeBuild
    }

    /// The last `count` non-empty lines of output.
    public func lastLines(_ count: Int) -> [String] {
        Array(outputTail.split(separator: "\n", omittingEmptySubsequences: true).suffix(count).map(String.init))
    }
}
