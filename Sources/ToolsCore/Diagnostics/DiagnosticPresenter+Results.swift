// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension DiagnosticPresenter {
    /// A run of jobs: its JUnit report written (when asked), the summary table on standard output, then where
    /// the JUnit report went. Returns the status the results mean.
    public func present(_ results: JobResults) throws(CoreError) -> ExitStatus {
        if let junit = results.junit {
            let url = junit.standardizedFileURL
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true
                )
            } catch {
                throw CoreError.junitFolderUncreatable(path: url.path)
            }
            try AtomicFile.write(Data(results.junitDocument.rendered().utf8), to: url, origin: .user)
        }
        console.output(JobTable.render(results))
        if let path = results.junitDisplayPath { console.info("JUnit: \(path)") }
        return results.status
    }

    /// Doctor's checks on standard output, for the console's verbosity and colours; a failed check is a
    /// configuration the commands would refuse (exit 2).
    public func present(_ report: CheckReport) -> ExitStatus {
        console.output(report.rendered(colored: console.colored, verbosity: console.verbosity))
        return report.failed ? .usage : .success
    }

    /// The package graph on standard output in `format`, each dependency cycle as an error (exit 1).
    public func present(_ graph: PackageGraph, as format: PackageGraph.Format) -> ExitStatus {
        console.output(graph.rendered(as: format))
        let cycles = graph.cycles()
        for cycle in cycles {
            console.error("dependency cycle: \((cycle + [cycle[0]]).joined(separator: " -> "))")
        }
        return cycles.isEmpty ? .success : .failure
    }
}
