// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsBuild
import ToolsCore
import ToolsFormat
import ToolsHooks
import ToolsLint
import ToolsMocks

struct CICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ci",
        abstract: "CI lanes: lint, unit-tests, build-matrix, and the shard matrix for CI fan-out.",
        discussion: """
            Examples (GitHub Actions):
              tools ci matrix --shards 4 --format github
                  (strategy.matrix: ${{ fromJSON(needs.plan.outputs.matrix) }})
              tools ci build-matrix --shard ${{ matrix.shard }}
              tools ci unit-tests
              tools ci lint
            """,
        subcommands: [CILintCommand.self, CIUnitTestsCommand.self, CIBuildMatrixCommand.self, CIMatrixCommand.self]
    )
}

struct CILintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint, check that generated mocks are current and that formatting is, with GitHub Actions "
            + "annotations and JUnit.",
        discussion: """
            Runs what 'tools lint', 'tools generate-mocks --check' and 'tools format --check' run, in this
            process, and reports every finding through the same reporters (default: github-actions on standard
            output and JUnit in the tool's state folder; --reporter replaces them). Every step runs even when an
            earlier one finds errors; a workspace without feature packages skips the mocks step, one without a
            .swift-format file (and no tools.hooks.format) the format step. Exit status: the worst of them.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var reporting: ReporterOptions

    @Option(help: ArgumentHelp("Where the JUnit report goes (default: junit/lint.xml in the state folder).",
                               valueName: "file"))
    var junit: String?

    @Flag(help: "Skip the mocks check.")
    var skipMocks = false

    @Flag(help: "Skip the format check.")
    var skipFormat = false

    func run() async throws {
        try await global.run { context in
            let workspace = try context.workspace()
            // The mocks step reads tools.mocks, the format step tools.hooks: their mistakes together, first.
            try ToolSection.check((skipMocks ? [] : [.mocks]) + (skipFormat ? [] : [.hooks]), in: workspace)
            let junitURL = junit.map(context.resolve)
                ?? workspace.stateDirectory.appendingPathComponent("junit/lint.xml")
            // The lane's own reporters unless --reporter names others.
            let choice = try reporting.choice(configured: [
                ReporterSpec(identifier: GitHubActionsReporter.identifier),
                ReporterSpec(identifier: JUnitReporter.identifier, outputPath: junitURL.path),
            ])
            let presenter = context.presenter(choice)
            let store = context.store(for: workspace.root)
            context.console.info("==> lint")
            var options = LintSession.Options(root: workspace.root, rootGiven: true)
            options.paths = [workspace.root]
            var findings = try await LintSession(
                options: options, workspace: workspace, context: context.ruleContext(for: workspace), store: store,
                console: context.console
            ).run().findings
            // The lint step's warnings and notes come with it, before the mocks step.
            presenter.presentRemarks(of: &findings)
            if !skipMocks {
                var mocks = try mocksFindings(workspace, store: store, console: context.console)
                presenter.presentRemarks(of: &mocks)
                findings = findings.merged(with: mocks)
            }
            if !skipFormat {
                findings = findings.merged(with: try await formatFindings(workspace, store: store, context: context))
            }
            try presenter.present(findings)
            if let junit = choice.specs.first(where: { $0.identifier == JUnitReporter.identifier })?.outputPath {
                context.console.info("JUnit: \(junit)")
            }
            return findings.status
        }
    }

    private func mocksFindings(_ workspace: Workspace, store: SharedStore?, console: Console) throws -> Findings {
        guard workspace.packages.contains(where: \.isFeature) || MockSettings.followsSourcery(workspace) else {
            console.info("==> mocks: skipped (no feature packages under \(workspace.settings.featuresPath))")
            return Findings()
        }
        console.info("==> mocks")
        var options = MockCommandOptions()
        options.checkOnly = true
        return try MockSession(
            options: options, workspace: workspace, currentDirectory: workspace.root, store: store, console: console
        ).run()
    }
}

extension CILintCommand {
    /// `tools format --check` on the files lint lints, as the hook would judge them: every file when
    /// `tools.hooks.format` asks for formatting, else those a `.swift-format` in the workspace applies to;
    /// skipped with a note when the setting is `off` or no such file exists.
    private func formatFindings(_ workspace: Workspace, store: SharedStore?, context: CommandContext) async throws
        -> Findings {
        let console = context.console
        let mode = try HookSettings.read(workspace.settings.section?["hooks"]).0.format
        if mode == .off {
            console.info("==> format: skipped (tools.hooks.format: off)")
            return Findings()
        }
        let inputs = try await FormatInputs.onDisk(
            [workspace.root], root: workspace.root, context: context, workspace: workspace, store: store
        )
        var options = FormatSession.Options(mode: .check, inputs: inputs)
        options.formatter = try FormatInputs.formatter(root: workspace.root, workspace: workspace)
        options.root = workspace.root
        options.configuredWithin = mode == nil ? workspace.root : nil
        options.toolProblems = mode == nil ? .warning : .error
        let outcome = try await FormatSession(options: options, store: store, console: console).run()
        guard outcome.fileCount > 0 || mode != nil else {
            console.info("==> format: skipped (no \(options.formatter.configurationFileName) file; add one with "
                + "'\(InvocationSpelling.command("init"))', or set tools.hooks.format)")
            return Findings()
        }
        console.info("==> format")
        return outcome.findings
    }
}

struct CIUnitTestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unit-tests",
        abstract: "Test every selected local package with JUnit output "
            + "(default: junit/unit-tests.xml in the state folder).",
        discussion:
            "Takes the selection and run options of 'tools test'; only package jobs run. Exit 1 when a test fails, "
            + "or when every job was skipped (unless --allow-all-skipped)."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var matrix: MatrixOptions

    func validate() throws {
        if matrix.schemes || matrix.commands {
            throw ValidationError(
                "ci unit-tests runs local package jobs only: --schemes and --commands belong to "
                    + "'\(InvocationSpelling.command("test"))'"
            )
        }
    }

    func run() async throws {
        try await matrix.execute(
            action: .test, global: global, kinds: [.package], defaultJUnit: "unit-tests.xml", ciLane: true
        )
    }
}

struct CIBuildMatrixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-matrix",
        abstract:
            "Build the whole matrix (or --shard K/N of it) with JUnit output "
            + "(default: junit/build-matrix.xml in the state folder).",
        discussion:
            "Takes the options of 'tools build'. Exit 1 when a job fails, or when every job was skipped "
            + "(unless --allow-all-skipped)."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var matrix: MatrixOptions

    func run() async throws {
        try await matrix.execute(action: .build, global: global, defaultJUnit: "build-matrix.xml", ciLane: true)
    }
}

extension CIMatrix.Format: ExpressibleByArgument {}
extension BuildAction: ExpressibleByArgument {}

struct CIMatrixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Split the matrix into N shards balanced by recorded durations, as JSON for CI fan-out.",
        discussion: """
            --format github prints one line for GitHub Actions:
              - id: plan
                run: echo "matrix=$(tools ci matrix --shards 4)" >> "$GITHUB_OUTPUT"
              ...
              strategy:
                matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}
              steps:
                - run: tools ci build-matrix --shard ${{ matrix.shard }}
            --json (or --format json) prints every shard's job ids, for other CI systems.
            Runners with different histories must share --durations FILE (from
            'tools history --durations') to agree on the shards.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var specOptions: SpecOptions

    @Option(help: "How many shards.")
    var shards: Int

    @Option(help: "github (default) or json.")
    var format: CIMatrix.Format?

    @Flag(help: "Every shard's job ids as JSON (the same as --format json, as every command that prints data).")
    var json = false

    @Option(help: "Whose jobs to split: build or test.")
    var action: BuildAction = .build

    @Argument(help: "Package, scheme or command names, or globs (default: every job).")
    var names: [String] = []

    @Flag(help: "Only jobs affected by this branch's changes.")
    var affected = false

    @Option(help: "The branch to compare with for --affected.")
    var base: String?

    @Option(
        help: ArgumentHelp(
            "Balance by these durations (JSON from 'tools history --durations'); "
                + "pass the same file to each --shard run.",
            valueName: "file"
        ))
    var durations: String?

    func validate() throws {
        if shards < 1 { throw ValidationError("--shards must be at least 1") }
        if json, format == .github { throw ValidationError("--json and --format github contradict each other") }
    }

    func run() async throws {
        try await global.run(spec: specOptions) { context in
            let workspace = try context.workspace()
            let session = try MatrixSession(workspace: workspace, store: context.store(for: workspace.root))
            context.console.warnings(session.warnings)
            let request = MatrixRequest(
                action: action, selection: JobSelection(patterns: names), affected: affected, base: base,
                durationsFile: durations.map(context.resolve)
            )
            let shown = json ? CIMatrix.Format.json : format ?? .github
            let console = context.console
            let matrix = try session.shards(request, count: shards) { console.warning($0) }
            console.output(CIMatrix.render(matrix, format: shown))
            return .success
        }
    }
}
