// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension RunReport {
    /// The run as the presenter shows it (`JobResults`): paths relative to `workspace`, each failed job's
    /// last 40 lines of output for its JUnit failure.
    /// - Parameter junit: where the JUnit report goes; nil for none.
    public func results(relativeTo workspace: Workspace, junit: URL?) -> JobResults {
        JobResults(
            action: action.rawValue,
            jobs: results.map { result in
                JobResults.Job(
                    id: result.job.id, kind: result.job.kind.rawValue, status: result.status.presented,
                    reason: result.reason, started: result.started, seconds: result.duration,
                    logPath: workspace.relativePath(result.job.logFile), commandLine: result.job.commandLine,
                    failureExcerpt: result.status == .failed ? result.lastLines(40).joined(separator: "\n") : "",
                    tests: result.tests.map { test in
                        JobResults.Test(
                            className: test.className, name: test.name, seconds: test.seconds,
                            status: test.status.presented, message: test.message
                        )
                    }
                )
            },
            interrupted: interrupted, seconds: duration, junit: junit,
            junitDisplayPath: junit.map(workspace.relativePath)
        )
    }
}

extension JobResult.Status {
    var presented: JobResults.Status {
        switch self {
        case .passed: .passed
        case .failed: .failed
        case .skipped: .skipped
        case .cancelled: .cancelled
        }
    }
}

extension TestCaseResult.Status {
    var presented: JobResults.Status {
        switch self {
        case .passed: .passed
        case .failed: .failed
        case .skipped: .skipped
        }
    }
}
