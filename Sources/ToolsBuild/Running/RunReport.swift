// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

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
