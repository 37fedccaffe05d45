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

    @Option(help: "Only this job (its id, as in 'test ClimateFeature').")
    var job: String?

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Print each job's typical duration as JSON, for 'ci matrix --durations' and '--shard … --durations'.")
    var durations = false

    func run() async throws {
        let console = global.makeConsole()
        try await runReportingErrors(console) {
            let workspace = try Workspace.discover(root: global.root)
            let store = try Store(url: Store.defaultURL(workspaceRoot: workspace.root)) { console.warning($0) }
            if durations {
                console.output(HistoryReport.durationsJSON(try store.typicalDurations()))
                return .success
            }
            let report = HistoryReport(records: try store.jobRecords(job: job), limit: max(1, limit))
            console.output(json ? report.json : report.text)
            return .success
        }
    }
}
