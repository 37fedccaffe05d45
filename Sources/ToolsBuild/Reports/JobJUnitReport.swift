// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// JUnit XML of a run: one test case per job (suite `jobs`), and one suite per `swift test` job with a
/// test case per test from SwiftPM's xUnit output, so CI dashboards show both levels.
public enum JobJUnitReport {
    public static func render(_ report: RunReport, workspace: Workspace) -> String {
        document(report, workspace: workspace).rendered()
    }

    /// The run as a JUnit document: the jobs' suite, then one suite per job that ran tests.
    public static func document(_ report: RunReport, workspace: Workspace) -> JUnitDocument {
        var suites = [
            JUnitDocument.Suite(
                name: "tools \(report.action.rawValue)",
                cases: report.results.map { result in
                    JUnitDocument.TestCase(
                        className: result.job.kind.rawValue, name: result.job.id, seconds: result.duration,
                        outcome: outcome(
                            result.status, message: result.reason,
                            details: result.status == .failed ? result.lastLines(40).joined(separator: "\n") : ""),
                        output: result.started
                            ? "log: \(workspace.relativePath(result.job.logFile))\n$ \(result.job.commandLine)" : nil
                    )
                })
        ]
        for result in report.results where !result.tests.isEmpty {
            suites.append(JUnitDocument.Suite(
                name: result.job.id,
                cases: result.tests.map { test in
                    let status: JobResult.Status =
                        test.status == .passed ? .passed : (test.status == .failed ? .failed : .skipped)
                    return JUnitDocument.TestCase(
                        className: test.className, name: test.name, seconds: test.seconds,
                        outcome: outcome(status, message: test.message, details: ""))
                }))
        }
        return JUnitDocument(name: "tools \(report.action.rawValue)", suites: suites, seconds: report.duration)
    }

    public static func write(_ report: RunReport, workspace: Workspace, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw BuildError.junitFolderUncreatable(path: url.path)
        }
        try AtomicFile.write(Data(render(report, workspace: workspace).utf8), to: url, origin: .user)
    }

    private static func outcome(
        _ status: JobResult.Status, message: String?, details: String
    ) -> JUnitDocument.TestCase.Outcome {
        switch status {
        case .passed: .passed
        case .failed: .failure(message: message ?? "failed", details: details)
        case .skipped, .cancelled: .skipped(message: message ?? status.rawValue)
        }
    }
}
