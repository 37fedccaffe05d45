// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsBuild
import ToolsCore

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the matrix of project.yml: local packages, Xcode schemes, custom commands.",
        discussion: """
            Jobs run in parallel in dependency order; each job's full output goes
            to logs/ in the tool's state folder (inside the git directory, never
            the working tree). A job whose tool is missing (xcodebuild on Linux)
            is reported as skipped; --require-all makes it fail.

            Examples:
              tools build --plan                  jobs and exact command lines
              tools build 'Lexus*' --schemes      the Lexus schemes only
              tools build --affected --base main  this branch's changes + dependents
              tools build --shard 2/4 --junit out.xml
              tools build --configuration Release --destination 'platform=macOS'
              tools build --dump-spec             project.yml as XcodeGen resolves it
              tools build --spec ios/project-app.yml --plan
              tools build --dump-spec --spec other.yml

            Schemes are the ones XcodeGen generates (schemes: and each target's
            scheme:, one per configVariant); a build job uses the scheme's run
            configuration, a test job its test configuration, and each scheme runs
            on its target's platforms unless tools.build or the options above say
            otherwise. --plan --json names each job's scheme, configuration,
            destination and the spec file:line it comes from.

            Exit codes: 0 all jobs passed or were skipped, 1 a job failed,
            2 usage or configuration error, 130 interrupted.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var matrix: MatrixOptions

    @Flag(help: "Print the spec as XcodeGen resolves it (includes, templates, ${VARS}) with file:line; run nothing.")
    var dumpSpec = false

    func run() async throws {
        guard dumpSpec else { return try await matrix.execute(action: .build, global: global) }
        try await global.run(spec: matrix.specOptions) { context in
            let file = try context.spec ?? context.workspace().projectFile
            let project = try ProjectSpecLoader.load(file, relativeTo: file.deletingLastPathComponent())
            if context.spec != nil { context.console.warnings(project.warnings) }
            context.console.output(SpecDump.yaml(project))
            return .success
        }
    }
}

/// The selection and run options shared by `build`, `test` and the `ci` lanes.
struct MatrixOptions: ParsableArguments {
    @OptionGroup var specOptions: SpecOptions

    @Argument(help: "Package, scheme or command names, or globs such as 'Lexus*' (default: every job).")
    var names: [String] = []

    @Flag(help: "Only local package jobs (combine with --schemes or --commands).")
    var packages = false

    @Flag(help: "Only Xcode scheme jobs.")
    var schemes = false

    @Flag(help: "Only custom command jobs.")
    var commands = false

    @Flag(help: "Only jobs affected by this branch's changes (since the merge base with --base) and uncommitted ones.")
    var affected = false

    @Option(help: "The branch to compare with for --affected (default: tools.build.base, else origin/main, else main).")
    var base: String?

    @Option(help: ArgumentHelp("Run shard K of N, balanced by recorded durations.", valueName: "K/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Balance shards by these durations (JSON from 'tools history --durations') instead of local history.",
            valueName: "file"
        ))
    var durations: String?

    @Option(
        name: [.customShort("j", allowingJoined: true), .customLong("jobs")],
        help: "Jobs run at once (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Stop everything at the first failed job.")
    var failFast = false

    @Flag(help: "Fail jobs whose tool is missing instead of skipping them.")
    var requireAll = false

    @Flag(help: "In CI (the ci lanes, or CI=true), exit 0 even when every planned job was skipped.")
    var allowAllSkipped = false

    @Option(help: ArgumentHelp("Write JUnit XML here: a test case per job and per test.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print the jobs in start order with their exact command lines; run nothing.")
    var plan = false

    @Flag(help: "With --plan: print JSON.")
    var json = false

    @Flag(help: "Do not record results in history.")
    var noHistory = false

    @Option(help: "Build or test every scheme in this configuration (default: each scheme's own).")
    var configuration: String?

    @Option(help: "xcodebuild -destination for every scheme; repeat for a job per destination (default: by platform).")
    var destination: [String] = []

    @Option(help: "xcodebuild -sdk for every scheme.")
    var sdk: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("-j must be at least 1") }
        if json, !plan { throw ValidationError("--json goes with --plan") }
    }

    func request(
        action: BuildAction, context: CommandContext, kinds: Set<Job.Kind>? = nil, defaultJUnit: URL? = nil
    ) throws -> MatrixRequest {
        var selectedKinds: Set<Job.Kind> = []
        if packages { selectedKinds.insert(.package) }
        if schemes { selectedKinds.insert(.scheme) }
        if commands { selectedKinds.insert(.command) }
        var request = MatrixRequest(
            action: action, selection: JobSelection(patterns: names, kinds: kinds ?? selectedKinds),
            affected: affected, base: base,
            shard: try shard.map { text throws(BuildError) in try Sharding(parsing: text) },
            durationsFile: durations.map(context.resolve),
            junit: junit.map(context.resolve) ?? defaultJUnit,
            options: RunOptions(
                parallelism: jobs ?? ProcessInfo.processInfo.activeProcessorCount, failFast: failFast,
                requireAll: requireAll
            ),
            record: !noHistory
        )
        request.overrides = PlanOverrides(configuration: configuration, destinations: destination, sdk: sdk)
        return request
    }

    /// Plans, then prints the plan or runs it; the results go to the presenter (the summary on standard output,
    /// the JUnit report where asked).
    /// - Parameter ciLane: a `tools ci` lane, which (like any run under `CI=true`) fails when nothing ran.
    func execute(
        action: BuildAction, global: GlobalOptions, kinds: Set<Job.Kind>? = nil, defaultJUnit: String? = nil,
        ciLane: Bool = false
    ) async throws {
        try await global.run(spec: specOptions) { context in
            let workspace = try context.workspace()
            let session = try MatrixSession(workspace: workspace, store: context.store(for: workspace.root))
            context.console.warnings(session.warnings)
            let junitDefault = defaultJUnit.map { workspace.stateDirectory.appendingPathComponent("junit/\($0)") }
            let request = try request(action: action, context: context, kinds: kinds, defaultJUnit: junitDefault)
            let jobs = try session.plan(request)
            for warning in jobs.warnings { context.console.warning(warning) }
            if plan {
                let renderer = PlanRenderer(workspace: workspace)
                context.console.output(json ? renderer.json(jobs) : renderer.text(jobs))
                return .success
            }
            for note in jobs.notes { context.console.info("note: \(note)") }
            let console = context.console
            let report = try await Interrupt.cancellingOnInterrupt { () async -> RunReport in
                await session.run(jobs, request: request, console: console)
            }
            let status = try context.presenter().present(session.results(of: report, request: request))
            if report.interrupted { throw ExitCode(130) }
            let inCI = ciLane || ["true", "1", "yes"].contains(Invocation.current.environment["CI"]?.lowercased() ?? "")
            if inCI, !allowAllSkipped, let reason = Self.nothingRan(report) {
                context.console.error(reason)
                return .failure
            }
            return status
        }
    }

    /// Why a run in which every job was skipped fails in CI: a green lane that built nothing hides that the
    /// runner cannot build (no Xcode on a Linux runner). Nil when a job ran, or when there was no job.
    static func nothingRan(_ report: RunReport) -> String? {
        let results = report.results
        guard !results.isEmpty, results.allSatisfy({ $0.status == .skipped }) else { return nil }
        // One clause per reason: six jobs skipped for want of Xcode are one sentence, not six.
        var reasons: [String] = []
        var jobs: [String: [String]] = [:]
        for result in results {
            let reason = result.reason ?? "skipped"
            if jobs[reason] == nil { reasons.append(reason) }
            jobs[reason, default: []].append(result.job.id)
        }
        let clauses = reasons.map { reason in
            let ids = jobs[reason] ?? []
            return ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? ", …" : "") + " (\(reason))"
        }
        return "nothing ran: all \(results.count) job\(results.count == 1 ? " was" : "s were") skipped: "
            + clauses.joined(separator: "; ")
            + "; run where the tools exist, or pass --allow-all-skipped if the lane may build nothing"
    }
}
