// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Runs a plan: up to `parallelism` jobs at once, each after its dependencies. A job whose dependency
/// broke the build is skipped (it would fail the same way); a failing test does not hold dependents back.
/// Cancelling the calling task (Ctrl-C) stops every running process and reports what ran.
public struct MatrixRunner: Sendable {
    public let options: RunOptions

    public init(options: RunOptions) {
        self.options = options
    }

    public func run(_ plan: BuildPlan, commit: String? = nil, observer: (any RunObserver)? = nil) async -> RunReport {
        let clock = ContinuousClock()
        let start = clock.now
        var results: [String: JobResult] = [:]
        var pending = plan.jobs
        var running: Set<String> = []
        var stopReason: String?
        let parallelism = Self.boundedParallelism(options.parallelism, jobs: plan.jobs.count).jobs

        await withTaskGroup(of: JobResult.self) { group in
            while true {
                // Start every job that is ready, up to the limit.
                let isReady = { (job: Job) in job.dependencies.allSatisfy { results[$0] != nil } }
                while stopReason == nil, !Task.isCancelled, running.count < parallelism,
                    let index = pending.firstIndex(where: isReady) {
                    let job = pending.remove(at: index)
                    if let reason = Self.notRunReason(job, results: results) {
                        let result = JobResult(job: job, status: .skipped, reason: reason)
                        results[job.id] = result
                        observer?.finished(result)
                        continue
                    }
                    running.insert(job.id)
                    observer?.started(job)
                    group.addTask { await execute(job) }
                }
                guard var result = await group.next() else { break }
                if let stopReason, result.status == .cancelled {
                    result.reason = stopReason.replacingOccurrences(of: "not run:", with: "stopped:")
                }
                running.remove(result.job.id)
                results[result.job.id] = result
                observer?.finished(result)
                if options.failFast, result.status == .failed, stopReason == nil {
                    stopReason = "not run: --fail-fast after '\(result.job.id)' failed"
                    group.cancelAll()
                }
            }
        }
        let interrupted = Task.isCancelled
        let reason = stopReason ?? (interrupted ? "not run: interrupted" : "not run")
        for job in pending where results[job.id] == nil {
            results[job.id] = JobResult(job: job, status: .cancelled, reason: reason)
        }
        let elapsed = clock.now - start
        return RunReport(
            action: plan.action, results: plan.jobs.compactMap { results[$0.id] }, interrupted: interrupted,
            commit: commit, duration: elapsed.seconds
        )
    }

    /// The variables jobs see, for finding executables.
    var lookupEnvironment: [String: String] {
        Invocation.current.environment.merging(options.environment) { _, new in new }
    }

    private func execute(_ job: Job) async -> JobResult {
        let startedAt = Date()
        guard let executable = job.resolvedExecutable(environment: lookupEnvironment) else {
            let reason = Self.missingToolReason(of: job, environment: lookupEnvironment)
            return JobResult(
                job: job, status: options.requireAll ? .failed : .skipped, reason: reason, startedAt: startedAt)
        }
        Self.clearOutputs(of: job)
        var spec = job.process
        spec.executable = executable
        for (key, value) in options.environment { spec.environment[key] = value }
        spec.logFile = job.logFile
        let outcome: ProcessOutcome
        do {
            outcome = try await ProcessRunner.run(spec)
        } catch {
            if Task.isCancelled {
                return JobResult(
                    job: job, status: .cancelled, reason: "interrupted", startedAt: startedAt, started: true)
            }
            return JobResult(
                job: job, status: .failed, reason: error.plainMessage, startedAt: startedAt, started: true,
                brokeBuild: true
            )
        }
        let tests = job.xunitFile.flatMap(XUnitResults.read) ?? []
        var result = JobResult(
            job: job, status: .passed, startedAt: startedAt, duration: outcome.duration.seconds, started: true,
            outputTail: outcome.outputTail, tests: tests
        )
        Self.judge(&result, termination: outcome.termination, timeout: spec.timeout, executable: spec.executable)
        if Task.isCancelled, result.status != .passed {
            result.status = .cancelled
            result.reason = "interrupted"
        }
        // A test job that produced no test results never got past compiling.
        result.brokeBuild = result.status == .failed && (job.xunitFile == nil || tests.isEmpty)
        return result
    }

    /// Removes what an earlier run of `job` left (its result bundle, its xUnit file), so that only this run's
    /// results are read, and makes the xUnit file's folder.
    private static func clearOutputs(of job: Job) {
        if let bundle = job.resultBundle { try? FileManager.default.removeItem(at: bundle) }
        if let xunit = job.xunitFile {
            XUnitResults.remove(xunit)
            try? FileManager.default.createDirectory(
                at: xunit.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
    }

    /// The status and reason of a job that ran and ended as `termination` (its tests already in `result`).
    private static func judge(
        _ result: inout JobResult, termination: ProcessOutcome.Termination, timeout: Duration?, executable: String
    ) {
        switch termination {
        case .exited(0):
            break
        case .exited(let code):
            result.status = .failed
            let failedTests = result.tests.filter { $0.status == .failed }.count
            result.reason =
                failedTests > 0 ? "\(failedTests) test\(failedTests == 1 ? "" : "s") failed" : "exit \(code)"
        case .signaled(let signal):
            result.status = .failed
            result.reason = "killed by signal \(signal)"
        case .timedOut:
            result.status = .failed
            let limit = timeout.map { "\($0.components.seconds) s" } ?? "its limit"
            result.reason = "\((executable as NSString).lastPathComponent) timed out after \(limit) "
                + "(raise tools.build.timeout, or the command's timeout)"
        case .cancelled:
            result.status = .cancelled
            result.reason = "interrupted"
        }
    }

    /// How many of `jobs` jobs run at once for `-j requested`: no more than there are jobs, and no more than
    /// the open-file limit allows (raised toward its hard limit first when that lets them all run); `note`
    /// says when that is fewer than asked for.
    public static func boundedParallelism(_ requested: Int, jobs: Int) -> (jobs: Int, note: String?) {
        let wanted = max(1, min(requested, jobs))
        let (allowed, limit) = OpenFileLimit.childCapacity(wanted: wanted)
        guard allowed < wanted, let limit else { return (allowed, nil) }
        let note = "-j \(requested) lowered to \(allowed): the open-file limit (ulimit -n) is \(limit), and each "
            + "running job holds up to \(OpenFileLimit.descriptorsPerChild) files; raise the limit to run more at once"
        return (allowed, note)
    }

    /// Why `job` cannot run after its dependencies: one broke the build, or the project it builds was not
    /// generated (the `generate` job was skipped, and there is no project).
    static func notRunReason(_ job: Job, results: [String: JobResult]) -> String? {
        if let blocker = job.dependencies.first(where: { results[$0]?.brokeBuild == true }) {
            return "not run: '\(blocker)' failed"
        }
        let ungenerated = job.dependencies.compactMap { results[$0] }.first { result in
            result.job.kind == .generate && result.status == .skipped
                && result.job.why?.hasSuffix(" is missing") == true
        }
        return ungenerated.map { "not run: the project was not generated (\($0.reason ?? "generate was skipped"))" }
    }

    /// Why `job` is skipped: its tool is missing; a package built with xcodebuild also says why it is.
    static func missingToolReason(of job: Job, environment: [String: String]) -> String {
        let reason = missingToolReason(job.process.executable, environment: environment)
        guard job.kind == .package, let why = job.why else { return reason }
        return "\(reason); \(why)"
    }

    static func missingToolReason(_ executable: String, environment: [String: String]) -> String {
        if executable == "xcodebuild" {
            return XcodeLocator.xcodebuild(environment: environment).reason ?? "xcodebuild not found on PATH"
        }
        return executable.contains("/")
            ? "\(executable) does not exist or is not executable" : "\(executable) not found on PATH"
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
