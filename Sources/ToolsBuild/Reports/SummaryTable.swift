// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The table printed at the end of a run: one row per job, then the totals.
public enum SummaryTable {
    public static func render(_ report: RunReport, workspace: Workspace) -> String {
        let rows = report.results.map { result -> [String] in
            var notes: [String] = []
            let failedTests = result.tests.filter { $0.status == .failed }.count
            if !result.tests.isEmpty {
                let count = result.tests.count
                let failed = failedTests > 0 ? ", \(failedTests) failed" : ""
                notes.append("\(count) test\(count == 1 ? "" : "s")\(failed)")
            }
            // "2 tests, 1 failed" already says what the runner's reason would repeat.
            if let reason = result.reason, failedTests == 0 { notes.append(reason) }
            if result.status == .failed, result.started {
                notes.append("log: \(workspace.relativePath(result.job.logFile))")
            }
            let label = result.status == .failed ? "FAILED" : result.status.rawValue
            let time = result.started ? formatSeconds(result.duration) : "-"
            return [label, time, result.job.id, notes.joined(separator: " · ")]
        }
        let header = ["STATUS", "TIME", "JOB", "NOTE"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let padded = (0..<3).map { cells[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            return (padded + [cells[3]]).joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }
        var text = line(header)
        for row in rows { text += line(row) }
        var parts = ["\(report.count(.passed)) passed"]
        if report.count(.failed) > 0 { parts.append("\(report.count(.failed)) failed") }
        if report.count(.skipped) > 0 { parts.append("\(report.count(.skipped)) skipped") }
        if report.count(.cancelled) > 0 { parts.append("\(report.count(.cancelled)) not finished") }
        text +=
            "\(report.results.count) job\(report.results.count == 1 ? "" : "s"): \(parts.joined(separator: ", ")) "
            + "in \(formatSeconds(report.duration))\(report.interrupted ? " (interrupted)" : "")\n"
        return text
    }

    public static func formatSeconds(_ seconds: Double) -> String {
        if seconds < 60 { return String(format: "%.1fs", seconds) }
        let whole = Int(seconds.rounded())
        return whole >= 3600
            ? String(format: "%dh%02dm%02ds", whole / 3600, whole / 60 % 60, whole % 60)
            : String(format: "%dm%02ds", whole / 60, whole % 60)
    }
}
