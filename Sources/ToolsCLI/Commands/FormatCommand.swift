// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsFormat

struct FormatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format Swift files with swift-format or SwiftFormat, or check them (--check).",
        discussion: """
        Runs 'swift format' (or swift-format on PATH; TOOLS_SWIFT_FORMAT names another binary) with the \\
        .swift-format file nearest to each file, on the files lint lints (.swiftlint.yml's included: and \\
        excluded: apply). Files are replaced atomically, only while they hold what was formatted. Results are \\
        cached per file: unchanged files are neither read nor formatted again. A repository with a \\
        .swiftformat (and no .swift-format) is formatted with SwiftFormat ('swiftformat' on PATH, through \\
        Mint, or built in Tools/.build; TOOLS_SWIFTFORMAT names another), with its .swiftformat files; \\
        tools.format in project.yml (swift-format or swiftformat) chooses explicitly.

        --check writes nothing and reports swift-format's findings ('swift format lint') through the \\
        reporters; --lines changed keeps to the lines that differ from HEAD; --staged works on the staged \\
        files (with --check, their staged content; without, the fully staged ones are formatted and staged \\
        again).

        Exit codes: 0 formatted (or nothing to change), 1 findings with --check, 2 usage or configuration \\
        error (swift-format missing).
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Files or folders to format (default: the current folder).")
    var paths: [String] = []

    @Flag(help: "Write nothing; report what swift-format finds and exit 1 when it finds anything.")
    var check = false

    @Flag(help: "The staged Swift files instead of files on disk.")
    var staged = false

    @Option(help: ArgumentHelp("all, or changed: only the lines that differ from HEAD.", valueName: "lines"))
    var lines: FormatLines = .all

    @OptionGroup var reporting: ReporterOptions

    @Flag(help: "Neither read nor write the result cache.")
    var noCache = false

    func validate() throws {
        if staged, !paths.isEmpty { throw ValidationError("--staged takes no paths: it works on the staged files") }
    }

    func run() async throws {
        try await global.run { context in
            let workspace = try context.workspaceIfPresent(warnings: .silent)
            let root = FormatInputs.configurationRoot(context: context, workspace: workspace)
            let store = context.store(for: workspace?.root, enabled: !noCache, suggestsNoCache: true)
            let inputs = staged
                ? try await FormatInputs.staged(
                    root: root, context: context, workspace: workspace, store: store, forWriting: !check
                )
                : try await FormatInputs.onDisk(
                    paths.isEmpty ? [context.currentDirectory] : paths.map(context.resolveKeepingSpelling),
                    root: root, context: context, workspace: workspace, store: store
                )
            var options = FormatSession.Options(mode: check ? .check : .format, inputs: inputs)
            options.changedLinesOnly = lines == .changed
            options.formatter = try FormatInputs.formatter(root: root, workspace: workspace)
            options.root = workspace?.root ?? root
            let restaging = staged && !check ? try StagedRestaging(context: context) : nil
            let session = FormatSession(
                options: options, store: store, console: context.console
            )
            let outcome = try await Interrupt.cancellingOnInterrupt { try await session.run() }
            var findings = outcome.findings
            findings.notes += outcome.rewritten.map { "formatted \($0)" }
            if let restaging {
                findings.notes += try restaging.restage(outcome.rewritten, of: inputs)
            }
            try context.presenter(try reporting.choice()).present(findings)
            return findings.status
        }
    }
}
