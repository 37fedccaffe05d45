// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore

@main
struct Tools: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tools",
        abstract: "Developer tooling for modular Swift/iOS code bases.",
        discussion: """
        Examples:
          tools create-feature Climate      scaffold localPackages/ClimateFeature
          tools generate-mocks              mocks for every feature package
          tools lint --reporter json        lint the current folder
          tools setup-project               release binary + git hooks
          tools build --plan                the build matrix of project.yml
          tools ci unit-tests               test every local package (JUnit)
          tools doctor                      libraries, workspace, configuration
          tools graph --format mermaid      the local package graph

        Exit codes: 0 success, 1 findings or failed jobs,
        2 usage or configuration error, 130 interrupted.
        """,
        version: ToolsCore.version,
        subcommands: [
            CreateFeatureCommand.self,
            GenerateMocksCommand.self,
            LintCommand.self,
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

    /// ArgumentParser ends bad usage with EX_USAGE (64); `tools` documents 2 for every usage or configuration
    /// error, so scripts and hooks need to check one code only.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}
