// Copyright © 2026 Tools Authors. All rights reserved.

extension JobResults {
    /// The run as a JUnit document: one test case per job (suite `tools <action>`), then one suite per job
    /// that ran tests with a test case per test, so CI dashboards show both levels.
    public var junitDocument: JUnitDocument {
        let name = "tools \(action)"
        var suites = [
            JUnitDocument.Suite(
                name: name,
                cases: jobs.map { job in
                    JUnitDocument.TestCase(
                        className: job.kind, name: job.id, seconds: job.seconds,
                        outcome: Self.outcome(
                            job.status, message: job.reason, details: job.status == .failed ? job.failureExcerpt : ""
                        ),
                        output: job.started ? "log: \(job.logPath)\n$ \(job.commandLine)" : nil
                    )
                })
        ]
        for job in jobs where !job.tests.isEmpty {
            suites.append(JUnitDocument.Suite(
                name: job.id,
                cases: job.tests.map { test in
                    // A test is passed, failed or skipped: a cancelled one would read as skipped anyway.
                    JUnitDocument.TestCase(
                        className: test.className, name: test.name, seconds: test.seconds,
                        outcome: Self.outcome(test.status, message: test.message, details: ""))
                }))
        }
        return JUnitDocument(name: name, suites: suites, seconds: seconds)
    }

    private static func outcome(_ status: Status, message: String?, details: String) -> JUnitDocument.TestCase.Outcome {
        switch status {
        case .passed: .passed
        case .failed: .failure(message: message ?? "failed", details: details)
        case .skipped, .cancelled: .skipped(message: message ?? status.rawValue)
        }
    }
}
