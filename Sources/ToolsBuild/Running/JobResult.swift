// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One test case from SwiftPM's xUnit output.
public struct TestCaseResult: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable { case passed, failed, skipped }

    public var className: String
    public var name: String
    public var seconds: Double
    public var status: Status
    public var message: String?
}

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

/// The results of a run, in plan order.
public struct RunReport: Sendable {
    public var action: BuildAction
    public var results: [JobResult]
    public var interrupted: Bool
    public var commit: String?
    public var duration: Double

    public var failed: [JobResult] { results.filter { $0.status == .failed } }
    public var succeeded: Bool { !interrupted && failed.isEmpty && !results.contains { $0.status == .cancelled } }

    public func count(_ status: JobResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// What history keeps: every job that ran or was skipped for a reason (not those never reached).
    public var records: [JobRecord] {
        results.filter { $0.started || $0.status == .skipped }.map { result in
            JobRecord(
                job: result.job.id, kind: result.job.kind.rawValue, status: result.status.record,
                duration: result.duration, commit: commit, startedAt: result.startedAt
            )
        }
    }
}
