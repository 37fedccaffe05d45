// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsHooks
import ToolsLint

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set up a repository: project.yml, the team's .swiftlint.yml and a .swift-format that agrees "
            + "with it, .gitignore lines, the hook.",
        discussion: """
        Writes only what is missing: an existing project.yml, .swiftlint.yml or .swift-format is kept, \
        .gitignore gets only the lines it lacks, and an installed hook is left as it is. It follows the \
        repository: no project.yml beside an app's Apps/<App>/project.yml or committed .xcodeproj, the \
        features folder and deployment targets of the packages on disk, no .swift-format beside a \
        .swiftformat, lint rules the code does not pass yet listed "to enable", and nothing git ignores. \
        The .swift-format takes the line length and indentation of the .swiftlint.yml in place, else those \
        measured from the code. Safe to run twice; --dry-run shows the files and writes nothing. Run it at \
        the top of a git repository.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Show what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Do not install the pre-commit hook.")
    var noHook = false

    @Flag(help: "Do not offer a .swift-format (the hook then checks no formatting).")
    var noFormat = false

    @Option(help: "The tools binary the hook calls (default: this one).")
    var binary: String?

    @Flag(help: ArgumentHelp(
        "Write the hook even into a hooks folder other repositories run (core.hooksPath from the global or "
            + "system git configuration) or one git tracks."
    ))
    var allowSharedHooks = false

    func run() async throws {
        try await global.run { context in
            let console = context.console
            let repository = try context.repository()
            guard let root = repository.workingDirectory?.standardizedFileURL else {
                throw CommandError.bareRepositoryInit
            }
            // Tracked files are read from the index through libgit2: .gitignore lines never cover them.
            let tracked = try repository.indexEntries().map(\.path)
            var initializer = RepositoryInitializer(
                root: root, trackedPaths: tracked, offersFormat: !noFormat, presets: try InitPresets.bundled()
            )
            initializer.ignores = { repository.ignores($0) }
            initializer.findingsByRule = try await Self.presetFindings(initializer, context: context)
            let steps = try initializer.plan()
            for step in steps {
                console.output(Self.describe(step) + "\n")
            }
            let installer = HookInstaller(repository: repository)
            let hookInstalled = installer.status().installation == .installed
            if !noHook {
                console.output(hookInstalled ? "keep     pre-commit hook (installed)\n"
                    : "install  pre-commit hook in \(installer.hookFile.path)\n")
            }
            if !noHook, !hookInstalled {
                // Said before anything is written: the other steps do not run half-way.
                try installer.checkFolder(allowShared: allowSharedHooks)
            }
            if dryRun {
                console.info("dry run: nothing was written")
                return .success
            }
            let changed = try initializer.apply(steps)
            if !noHook, !hookInstalled {
                guard let executable = binary.map(context.resolve) ?? runningExecutable() else {
                    throw CommandError.binaryUnknown
                }
                _ = try installer.install(
                    binary: executable.standardizedFileURL,
                    packageDirectory: SetupCommand.packageDirectory(ofBuiltBinary: executable),
                    allowSharedFolder: allowSharedHooks
                )
            }
            // The next steps as they run here (`swift run --package-path Tools tools …` in an app repository).
            let tools = InvocationSpelling.current.tool
            console.info(changed.isEmpty && (noHook || hookInstalled)
                ? "already set up: nothing to do"
                : "set up; next: \(tools) create-feature <Name>, \(tools) lint, git commit")
            return .success
        }
    }

    /// The findings the lint preset would add to the code today, when the team has no `.swiftlint.yml`: the
    /// preset is tried first, and rules the code does not pass yet are offered, not enabled.
    private static func presetFindings(
        _ initializer: RepositoryInitializer, context: CommandContext
    ) async throws -> [String: Int] {
        let root = initializer.root
        guard !FileManager.default.fileExists(atPath: root.appendingPathComponent(".swiftlint.yml").path) else {
            return [:]
        }
        let style = SwiftStyle.measure(SwiftStyle.files(under: root))
        return await LintPresetTrial.findings(
            of: try initializer.lintPreset(style: style), root: root,
            context: context.ruleContext(for: try? Workspace.load(root: root))
        )
    }

    static func describe(_ step: RepositoryInitializer.Step) -> String {
        switch step.action {
        case .create: "create   \(step.path)"
        case .keep: "keep     \(step.path)"
        case .appendLines(let lines): "append   \(step.path): \(lines.joined(separator: " "))"
        case .skip(let reason): "skip     \(step.path): \(reason)"
        }
    }
}
