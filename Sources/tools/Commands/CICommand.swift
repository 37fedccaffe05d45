// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsBuild
import ToolsCore

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
        abstract: "Lint with GitHub Actions annotations and JUnit, then check that generated mocks are current.",
        discussion: """
            Runs 'tools lint --reporter github-actions --reporter junit:FILE',
            then 'tools generate-mocks --check'; both run even when the first
            fails. Exit status: the worse of the two.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(
        help: ArgumentHelp("Where lint writes JUnit XML (default: .build/tools/junit/lint.xml).", valueName: "file"))
    var junit: String?

    @Flag(help: "Skip the mocks check.")
    var skipMocks = false

    func run() async throws {
        let console = global.makeConsole()
        try await runReportingErrors(console) {
            let workspace = try Workspace.discover(root: global.root)
            let junitPath =
                junit.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                ?? workspace.buildDirectory.appendingPathComponent("junit/lint.xml").path
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: junitPath).deletingLastPathComponent(), withIntermediateDirectories: true
            )
            // The sibling commands run as processes of this same binary, so the lane gets exactly what a
            // person typing them gets.
            let binary = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
            var rootArguments = ["--root", workspace.root.path]
            if global.quiet { rootArguments.append("--quiet") }
            var steps = [
                LaneSteps.Step(
                    name: "lint",
                    process: ProcessSpec(
                        executable: binary,
                        arguments: ["lint", "--reporter", "github-actions", "--reporter", "junit:\(junitPath)"]
                            + rootArguments,
                        workingDirectory: workspace.root
                    ))
            ]
            if !skipMocks {
                steps.append(
                    LaneSteps.Step(
                        name: "mocks",
                        process: ProcessSpec(
                            executable: binary, arguments: ["generate-mocks", "--check"] + rootArguments,
                            workingDirectory: workspace.root
                        )))
            }
            let lane = steps
            return try await Interrupt.cancellingOnInterrupt { () async throws -> ExitStatus in
                try await LaneSteps.run(lane, console: console)
            }
        }
    }
}

struct CIUnitTestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unit-tests",
        abstract: "Test every selected local package with JUnit output (default: .build/tools/junit/unit-tests.xml).",
        discussion:
            "Takes the selection and run options of 'tools test'; only package jobs run. Exit 1 when a test fails."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var matrix: MatrixOptions

    func run() async throws {
        try await matrix.execute(
            action: .test, global: global, kinds: [.package], defaultJUnit: ".build/tools/junit/unit-tests.xml"
        )
    }
}

struct CIBuildMatrixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-matrix",
        abstract:
            "Build the whole matrix (or --shard K/N of it) with JUnit output "
            + "(default: .build/tools/junit/build-matrix.xml).",
        discussion: "Takes the options of 'tools build'. Exit 1 when a job fails."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var matrix: MatrixOptions

    func run() async throws {
        try await matrix.execute(action: .build, global: global, defaultJUnit: ".build/tools/junit/build-matrix.xml")
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
            --format json prints every shard's job ids, for other CI systems.
            Runners with different histories must share --durations FILE (from
            'tools history --durations') to agree on the shards.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "How many shards.")
    var shards: Int

    @Option(help: "github or json.")
    var format: CIMatrix.Format = .github

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
    }

    func run() async throws {
        let console = global.makeConsole()
        try await runReportingErrors(console) {
            let session = try MatrixSession(workspace: try Workspace.discover(root: global.root))
            let request = MatrixRequest(
                action: action, selection: JobSelection(patterns: names), affected: affected, base: base,
                durationsFile: durations.map { URL(fileURLWithPath: $0).standardizedFileURL }
            )
            console.output(CIMatrix.render(try session.shards(request, count: shards), format: format))
            return .success
        }
    }
}
