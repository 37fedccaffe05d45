// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One use of the matrix: plans the jobs a request selects, runs them with progress and records history;
/// its results (`results(of:request:)`) go to the presenter, which prints the summary and writes JUnit.
/// The CLI commands are thin wrappers around it.
public struct MatrixSession: Sendable {
    public let workspace: Workspace
    public let settings: BuildSettings
    /// Warnings about `tools.build` (unknown keys).
    public let warnings: [Diagnostic]
    /// Where history is read (estimates, shards) and recorded; nil: none.
    public let store: SharedStore?
    /// The history read once per session (estimates and shards use the same).
    private let history = Locked<JobHistory?>(nil)

    public init(workspace: Workspace, store: SharedStore? = nil) throws {
        self.workspace = workspace
        self.store = store
        (settings, warnings) = try BuildSettings.read(workspace.settings.section?["build"])
    }

    public var planner: MatrixPlanner { MatrixPlanner(workspace: workspace, settings: settings) }

    /// The store's typical durations; empty when there is no history (or no store).
    public func typicalDurations() -> [String: Double] {
        jobHistory()?.typicalDurations ?? [:]
    }

    /// The store's history, read once; nil without a store or history.
    private func jobHistory() -> JobHistory? {
        if let read = history.current { return read }
        guard let store = store?.open(), let read = try? store.jobHistory() else { return nil }
        history.withLock { $0 = read }
        return read
    }

    /// The jobs the request selects, in start order, after the `generate` job when the project must be
    /// generated first; notes say what selection did.
    public func plan(_ request: MatrixRequest) throws -> BuildPlan {
        var plan = try selectedPlan(request)
        let generation = ProjectGeneration(workspace: workspace, settings: settings)
        guard plan.jobs.contains(where: { $0.kind == .scheme }),
            let reason = generation.reason(store: store?.open())
        else { return plan }
        let job = generation.job(
            reason: reason, action: plan.action, logFile: planner.logFile(ProjectGeneration.jobID),
            timeout: settings.jobTimeout)
        plan.jobs = [job] + plan.jobs.map { scheme in
            var scheme = scheme
            if scheme.kind == .scheme { scheme.dependencies.append(job.id) }
            return scheme
        }
        return plan
    }

    /// The jobs the request selects, without the `generate` job (which every shard runs for itself).
    func selectedPlan(_ request: MatrixRequest) throws -> BuildPlan {
        var planner = planner
        planner.overrides = request.overrides
        var plan = try request.selection.apply(to: planner.plan(request.action))
        if request.affected {
            do {
                let base = try resolvedBase(request.base)
                let selection = AffectedSelection(workspace: workspace, base: base)
                let result = selection.apply(to: plan, changedFiles: try selection.changedFiles(), settings: settings)
                plan = result.plan
                if let reason = result.nothingBecause { plan.notes.insert("nothing selected: \(reason)", at: 0) }
                plan.notes.insert(Self.describe(result, base: base), at: 0)
            } catch let error as BuildError {
                // Without the history nothing can be left out soundly: every job runs, and the user is told so.
                guard case .shallowHistory = error else { throw error }
                let location = error.location.map { "\($0): " } ?? ""
                plan.warnings.append(
                    "\(location)\(error.message); every job is selected (\(error.hint ?? ""))"
                )
                plan.notes.insert("affected: everything, because the history to compare with is missing", at: 0)
            }
        }
        if let shard = request.shard {
            let before = plan.jobs.count
            plan = shard.apply(to: plan, durations: try shardingDurations(request))
            plan.notes.insert("shard \(shard.index)/\(shard.count): \(plan.jobs.count) of \(before) jobs", at: 0)
        }
        return plan
    }

    /// All shards of the selected jobs, for `tools ci matrix`.
    /// - Parameter warn: receives what planning worked around (see `BuildPlan.warnings`).
    public func shards(
        _ request: MatrixRequest, count: Int, warn: (String) -> Void = { _ in }
    ) throws -> [Sharding.Shard] {
        var unsharded = request
        unsharded.shard = nil
        let plan = try selectedPlan(unsharded)
        plan.warnings.forEach(warn)
        return Sharding.shards(of: plan.jobs.map(\.id), count: count, durations: try shardingDurations(request))
    }

    /// The durations shards are balanced by: the request's file, else this machine's history.
    func shardingDurations(_ request: MatrixRequest) throws -> [String: Double] {
        guard let file = request.durationsFile else { return typicalDurations() }
        return try DurationsFile.read(file)
    }

    /// Runs `plan`, shows progress on `console`, then records history.
    public func run(_ plan: BuildPlan, request: MatrixRequest, console: Console) async -> RunReport {
        let commit = (try? GitRepository(discoveringFrom: workspace.root))?.headCommit
        var options = request.options
        let (parallelism, note) = MatrixRunner.boundedParallelism(options.parallelism, jobs: plan.jobs.count)
        if let note { console.info("note: \(note)") }
        options.parallelism = parallelism
        let display = ProgressDisplay(
            console: console, workspace: workspace, plan: plan, estimates: typicalDurations(),
            parallelism: parallelism
        )
        if let warning = jobHistory()?.damageWarning { console.warning(warning) }
        let runner = MatrixRunner(options: options)
        let report = await display.whileRunning {
            await runner.run(plan, commit: commit, observer: display)
        }
        if request.record, let store = store?.open() {
            do {
                try store.record(report.records)
            } catch {
                console.warning("job results not recorded in history: \(error.plainMessage)")
            }
        }
        if report.results.contains(where: { $0.job.kind == .generate && $0.status == .passed }),
            let store = store?.open() {
            do {
                try ProjectGeneration(workspace: workspace, settings: settings).record(in: store)
            } catch {
                console.warning("the generated project's inputs were not recorded: \(error.plainMessage)")
            }
        }
        return report
    }

    /// The results of `report` for the presenter, with the JUnit report the request asks for.
    public func results(of report: RunReport, request: MatrixRequest) -> JobResults {
        report.results(relativeTo: workspace, junit: request.junit)
    }

    /// `--base`, else `build.base`, else the first of origin/main, main, master that exists.
    func resolvedBase(_ requested: String?) throws -> String {
        if let explicit = requested ?? settings.base { return explicit }
        let repository = try GitRepository(discoveringFrom: workspace.root)
        for candidate in ["origin/main", "main", "origin/master", "master"]
        where (try? repository.resolveCommit(candidate)) != nil {
            return candidate
        }
        if repository.isShallow {
            throw BuildError.shallowHistory(
                shallowFile: repository.commonDirectory.appendingPathComponent("shallow").path,
                problem: "none of origin/main, main, master is in it"
            )
        }
        throw BuildError.noAffectedBase
    }

    static func describe(_ result: AffectedSelection.Result, base: String) -> String {
        if let reason = result.everythingBecause { return "affected (since \(base)): everything, because \(reason)" }
        let changed = result.changedPackages.sorted().joined(separator: ", ")
        let dependents = result.affectedPackages.subtracting(result.changedPackages).sorted().joined(separator: ", ")
        var text =
            "affected (since \(base)): \(result.changedPaths.count) changed "
            + (result.changedPaths.count == 1 ? "file" : "files")
        text += "; packages changed: \(changed.isEmpty ? "none" : changed)"
        if !dependents.isEmpty { text += "; their dependents: \(dependents)" }
        if !result.affectedSchemes.isEmpty {
            text += "; schemes: \(result.affectedSchemes.sorted().joined(separator: ", "))"
        }
        return text
    }
}
