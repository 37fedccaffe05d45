// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore

/// The root command: `tools <subcommand>`. The executable calls `main()`; tests call `run(_:)` in-process.
public struct ToolsCommand: AsyncParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "tools",
        abstract: "Developer tooling for modular Swift/iOS code bases.",
        discussion: """
        Examples:
          tools init                        project.yml, .swiftlint.yml, .gitignore, hook
          tools create-feature Climate      scaffold localPackages/ClimateFeature
          tools generate-mocks              mocks for every feature package
          tools lint --reporter json        lint the current folder
          tools format --check              what swift-format would change
          tools rules force_try             one lint rule: options, examples
          tools setup-project               release binary + git hooks
          tools build --plan                the build matrix of project.yml
          tools ci unit-tests               test every local package (JUnit)
          tools doctor                      libraries, workspace, configuration
          tools graph --format mermaid      the local package graph

        Global options (every command):
          --root DIR      the workspace (default: the nearest folder upward
                          with project.yml, else the git top level)
          -q, --quiet     print only results and errors
          -v, --verbose   print details of what is done

        Exit codes: 0 success, 1 findings or failed jobs,
        2 usage or configuration error, 130 interrupted.
        """,
        version: ToolsCore.version,
        subcommands: [
            InitCommand.self,
            CreateFeatureCommand.self,
            GenerateMocksCommand.self,
            LintCommand.self,
            FormatCommand.self,
            RulesCommand.self,
            SetupProjectCommand.self,
            HooksCommand.self,
            BuildCommand.self,
            TestCommand.self,
            CICommand.self,
            HistoryCommand.self,
            DoctorCommand.self,
            GraphCommand.self,
        ]
    )

    /// Parses the process's arguments, runs the command and exits with its status.
    public static func main() async {
        let status = await run(Array(CommandLine.arguments.dropFirst()))
        Foundation.exit(status)
    }

    /// Runs `tools` with `arguments` in the current invocation and returns the exit status.
    ///
    /// ArgumentParser ends bad usage with EX_USAGE (64); `tools` documents 2 for every usage or
    /// configuration error, so scripts and hooks need to check one code only.
    public static func run(_ arguments: [String]) async -> Int32 {
        let spelling = InvocationSpelling.bound ?? spelling(for: arguments)
        return await InvocationSpelling.$bound.withValue(spelling) { await runSpelled(arguments) }
    }

    /// How this run's hints name the tool, worked out once when a hint first needs it (see
    /// `InvocationSpelling`): from the running binary and the repository around `--root` or the current folder.
    /// What it reads of this run is taken now, as the first hint may come from a worker thread.
    static func spelling(for arguments: [String]) -> InvocationSpelling.Deferred {
        let invocation = Invocation.current
        let root = CommandLineWords.globalValue("--root", in: arguments)
        let start = root.map { URL(fileURLWithPath: $0, relativeTo: invocation.currentDirectory) }
            ?? invocation.currentDirectory
        return InvocationSpelling.Deferred {
            InvocationSpelling.detect(
                start: start, currentDirectory: invocation.currentDirectory,
                executable: invocation.executable, environment: invocation.environment
            )
        }
    }

    private static func runSpelled(_ arguments: [String]) async -> Int32 {
        let invocation = Invocation.current
        if let unknown = unknownHelpTopic(arguments) {
            let names: [String] = configuration.subcommands.map { $0._commandName }
            let hint = KeySuggestion.closest(to: unknown, in: names).map { "did you mean '\($0)'? " } ?? ""
            let listing = InvocationSpelling.command("--help")
            let message = "error: no command '\(unknown)'; \(hint)run '\(listing)' to list them\n"
            invocation.writeError(Data(message.utf8))
            return ExitStatus.usage.rawValue
        }
        let arguments = CommandLineWords.movingGlobalOptions(arguments, root: self)
        if let message = CommandLineWords.unknownSubcommand(arguments, root: self) {
            invocation.writeError(Data((message + "\n").utf8))
            return ExitStatus.usage.rawValue
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.success.rawValue
        } catch {
            let code = exitCode(for: error)
            let message = OptionSuggestion.improving(fullMessage(for: error), arguments: arguments, root: self)
            if code == .validationFailure {
                invocation.writeError(Data((message + "\n").utf8))
                return ExitStatus.usage.rawValue
            }
            if !message.isEmpty {
                let text = message + "\n"
                // Help and version (a clean exit) are results; everything else is an error.
                let write = code == .success ? invocation.writeOutput : invocation.writeError
                write(Data(text.utf8))
            }
            return code.rawValue
        }
    }

    /// `tools help a b`: the first word that names no subcommand (ArgumentParser shows the root help for
    /// an unknown topic and exits 0, which hides typos in scripts).
    static func unknownHelpTopic(_ arguments: [String]) -> String? {
        guard arguments.first == "help" else { return nil }
        var commands: [any ParsableCommand.Type] = configuration.subcommands
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            guard let match = commands.first(where: { $0._commandName == word }) else { return word }
            commands = match.configuration.subcommands
        }
        return nil
    }
}
