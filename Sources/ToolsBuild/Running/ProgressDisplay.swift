// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What people see while the matrix runs: a line per finished job, a failure's last lines and log path,
/// and on a terminal a self-updating line (done, running, failed, elapsed, estimate from history).
public final class ProgressDisplay: RunObserver {
    private struct State {
        var done = 0
        var failed = 0
        var running: [String: Date] = [:]
        var finished: Set<String> = []
    }

    private let console: Console
    private let workspace: Workspace
    private let total: Int
    /// Typical seconds per job id, from history.
    private let estimates: [String: Double]
    private let parallelism: Int
    private let failureLines: Int
    private let start = Date()
    private let state = Locked(State())

    public init(
        console: Console, workspace: Workspace, plan: BuildPlan, estimates: [String: Double], parallelism: Int,
        failureLines: Int = 25
    ) {
        self.console = console
        self.workspace = workspace
        total = plan.jobs.count
        self.estimates = Sharding.estimatedDurations(plan.jobs.map(\.id), durations: estimates)
        self.parallelism = max(1, parallelism)
        self.failureLines = failureLines
    }

    public func started(_ job: Job) {
        state.withLock { $0.running[job.id] = Date() }
        console.debug("started \(job.id): \(job.commandLine)")
        refresh()
    }

    public func finished(_ result: JobResult) {
        state.withLock { state in
            state.running[result.job.id] = nil
            state.finished.insert(result.job.id)
            state.done += 1
            if result.status == .failed { state.failed += 1 }
        }
        let time = result.started ? " (\(JobResults.formatted(seconds: result.duration)))" : ""
        switch result.status {
        case .failed:
            var text = "\(result.job.id) failed\(time): \(result.reason ?? "failed")"
            if result.started {
                let lines = result.lastLines(failureLines)
                if !lines.isEmpty { text += "\n" + lines.map { "  │ \($0)" }.joined(separator: "\n") }
                text += "\n  full log: \(workspace.relativePath(result.job.logFile))"
            }
            for test in result.tests where test.status == .failed {
                // XCTest's parallel xUnit says only "failure"; swift-testing gives the expectation.
                let message = test.message.flatMap { $0 == "failure" ? nil : " (\($0))" } ?? ""
                text += "\n  failed test: \(test.className).\(test.name)\(message)"
            }
            console.error(text)
        case .passed:
            console.info("passed    \(result.job.id)\(time)")
        case .skipped, .cancelled:
            console.info(
                result.status.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + " \(result.job.id): \(result.reason ?? "")"
            )
        }
        refresh()
    }

    /// Redraws the progress line (the console shows it on a terminal only); call it periodically too, so
    /// the elapsed time moves while a long job runs.
    public func refresh() {
        console.progress(line())
    }

    public func line(now: Date = Date()) -> String {
        let snapshot = state.current
        let elapsed = now.timeIntervalSince(start)
        var parts = ["[\(snapshot.done)/\(total)]"]
        if !snapshot.running.isEmpty {
            let names = snapshot.running.keys.sorted()
            parts.append(
                "running \(names.count): \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")")
        }
        if snapshot.failed > 0 { parts.append("failed \(snapshot.failed)") }
        parts.append(JobResults.formatted(seconds: elapsed))
        if let left = remainingSeconds(snapshot, now: now) {
            parts.append("~\(JobResults.formatted(seconds: left)) left")
        }
        return parts.joined(separator: " · ")
    }

    /// The remaining work spread over the parallel slots: unstarted jobs at their estimate, running jobs
    /// at what is left of theirs.
    private func remainingSeconds(_ snapshot: State, now: Date) -> Double? {
        var work = 0.0
        for (id, estimate) in estimates where !snapshot.finished.contains(id) {
            if let started = snapshot.running[id] {
                work += max(0, estimate - now.timeIntervalSince(started))
            } else {
                work += estimate
            }
        }
        return work > 0 ? work / Double(parallelism) : nil
    }

    /// Refreshes the line twice a second while `body` runs.
    public func whileRunning<Result: Sendable>(_ body: () async -> Result) async -> Result {
        let ticker = Task { [weak self] in
            // A cancelled sleep ends the loop: no line is drawn after the one cleared below.
            while (try? await Task.sleep(for: .milliseconds(500))) != nil {
                self?.refresh()
            }
        }
        let result = await body()
        ticker.cancel()
        // The ticker is done before the line is cleared and the command goes on to its summary and exit.
        await ticker.value
        console.clearProgress()
        return result
    }
}
