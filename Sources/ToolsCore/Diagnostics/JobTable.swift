// Copyright © 2026 Tools Authors. All rights reserved.

/// The table printed at the end of a run of jobs: one row per job, then the totals.
enum JobTable {
    static func render(_ results: JobResults) -> String {
        let rows = results.jobs.map { job -> [String] in
            var notes: [String] = []
            let failedTests = job.tests.filter { $0.status == .failed }.count
            if !job.tests.isEmpty {
                let count = job.tests.count
                let failed = failedTests > 0 ? ", \(failedTests) failed" : ""
                notes.append("\(count) test\(count == 1 ? "" : "s")\(failed)")
            }
            // "2 tests, 1 failed" already says what the runner's reason would repeat.
            if let reason = job.reason, failedTests == 0 { notes.append(reason) }
            if job.status == .failed, job.started {
                notes.append("log: \(job.logPath)")
            }
            let label = job.status == .failed ? "FAILED" : job.status.rawValue
            let time = job.started ? JobResults.formatted(seconds: job.seconds) : "-"
            return [label, time, job.id, notes.joined(separator: " · ")]
        }
        let header = ["STATUS", "TIME", "JOB", "NOTE"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let padded = (0..<3).map { cells[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            return (padded + [cells[3]]).joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }
        var text = line(header)
        for row in rows { text += line(row) }
        var parts = ["\(results.count(.passed)) passed"]
        if results.count(.failed) > 0 { parts.append("\(results.count(.failed)) failed") }
        if results.count(.skipped) > 0 { parts.append("\(results.count(.skipped)) skipped") }
        if results.count(.cancelled) > 0 { parts.append("\(results.count(.cancelled)) not finished") }
        let count = results.jobs.count
        text += "\(count) job\(count == 1 ? "" : "s"): \(parts.joined(separator: ", ")) "
            + "in \(JobResults.formatted(seconds: results.seconds))\(results.interrupted ? " (interrupted)" : "")\n"
        return text
    }
}
