// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What a run of jobs (the build matrix) hands the presenter, as `Findings` are what the other capabilities
/// hand it: each job's outcome in plan order, for the summary table and the JUnit report.
public struct JobResults: Sendable {
    /// How a job (or one of its tests) ended.
    public enum Status: String, Sendable, Hashable {
        case passed, failed, skipped, cancelled
    }

    /// One test case a job ran (from SwiftPM's xUnit output).
    public struct Test: Sendable, Hashable {
        public var className: String
        public var name: String
        public var seconds: Double
        public var status: Status
        public var message: String?

        public init(className: String, name: String, seconds: Double, status: Status, message: String?) {
            self.className = className
            self.name = name
            self.seconds = seconds
            self.status = status
            self.message = message
        }
    }

    /// One job's outcome.
    public struct Job: Sendable {
        /// `build Core`, `test LexusOneApp`.
        public var id: String
        /// `package`, `scheme`, `command`: the JUnit class name.
        public var kind: String
        public var status: Status
        /// Why it failed, was skipped or cancelled.
        public var reason: String?
        /// Whether a process was started; a job never started has no time and no log.
        public var started: Bool
        public var seconds: Double
        /// The job's log, relative to the workspace when inside it.
        public var logPath: String
        public var commandLine: String
        /// The last lines of output of a failed job, for the JUnit failure's text.
        public var failureExcerpt: String
        public var tests: [Test]

        public init(
            id: String, kind: String, status: Status, reason: String?, started: Bool, seconds: Double,
            logPath: String, commandLine: String, failureExcerpt: String = "", tests: [Test] = []
        ) {
            self.id = id
            self.kind = kind
            self.status = status
            self.reason = reason
            self.started = started
            self.seconds = seconds
            self.logPath = logPath
            self.commandLine = commandLine
            self.failureExcerpt = failureExcerpt
            self.tests = tests
        }
    }

    /// `build` or `test`: the report's name is `tools <action>`.
    public var action: String
    public var jobs: [Job]
    public var interrupted: Bool
    /// Wall-clock seconds of the whole run.
    public var seconds: Double
    /// Where the JUnit report goes (`--junit`, a lane's default); nil for none.
    public var junit: URL?
    /// The junit path as the user should read it (relative to the workspace).
    public var junitDisplayPath: String?

    public init(
        action: String, jobs: [Job], interrupted: Bool, seconds: Double, junit: URL? = nil,
        junitDisplayPath: String? = nil
    ) {
        self.action = action
        self.jobs = jobs
        self.interrupted = interrupted
        self.seconds = seconds
        self.junit = junit
        self.junitDisplayPath = junitDisplayPath
    }

    public func count(_ status: Status) -> Int { jobs.filter { $0.status == status }.count }

    /// Success unless a job failed or did not finish; an interrupted run's status is set by the CLI (130).
    public var status: ExitStatus {
        interrupted || jobs.contains { $0.status == .failed || $0.status == .cancelled } ? .failure : .success
    }

    /// `4.2s`, `3m07s`, `1h02m03s`: how durations read in the table and the progress line.
    public static func formatted(seconds: Double) -> String {
        if seconds < 60 { return String(format: "%.1fs", seconds) }
        // Durations come from clocks and range-checked files, but a number this function cannot hold never traps.
        guard seconds < 1e12 else { return "∞" }
        let whole = Int(seconds.rounded())
        return whole >= 3600
            ? String(format: "%dh%02dm%02ds", whole / 3600, whole / 60 % 60, whole % 60)
            : String(format: "%dm%02ds", whole / 60, whole % 60)
    }
}
