// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsBuild
import ToolsCore

struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "The slowest jobs and the flaky ones (passed and failed on the same commit), from recorded runs.",
        discussion:
            "Every 'tools build', 'tools test' and 'tools ci' run records each job's status, duration and commit."
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "How many of the slowest jobs to show.")
    var limit = 10

    @Option(help: "Only this job: its id ('test ClimateFeature') or its name (every action of 'ClimateFeature').")
    var job: String?

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Print each job's typical duration as JSON, for 'ci matrix --durations' and '--shard … --durations'.")
    var durations = false

    func run() async throws {
        try await global.run { context in
            let workspace = try context.workspace()
            // A store that cannot be opened is a warning, as for every command: there is no history to show.
            let store = context.store(for: workspace.root)?.open()
            // Damaged rows are skipped with one warning: a bad value never stops the report.
            var history: JobHistory?
            if let store { history = try self.history(in: store, job: durations ? nil : job) }
            if let warning = history?.damageWarning { context.console.warning(warning) }
            if durations {
                context.console.output(HistoryReport.durationsJSON(history?.typicalDurations ?? [:]))
                return .success
            }
            let report = HistoryReport(records: history?.records ?? [], limit: max(1, limit))
            context.console.output(json ? report.json : report.text)
            return .success
        }
    }

    /// A job id matches itself; a bare name matches the jobs of every action with that name (`build X`,
    /// `test X`), as people type it.
    private func history(in store: Store, job: String?) throws -> JobHistory {
        guard let job else { return try store.jobHistory() }
        let exact = try store.jobHistory(job: job)
        guard exact.records.isEmpty, !job.contains(" ") else { return exact }
        var all = try store.jobHistory()
        all.records = all.records.filter { $0.job.split(separator: " ", maxSplits: 1).last.map(String.init) == job }
        return all
    }
}
