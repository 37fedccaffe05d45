// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsLint

/// `tools rules`: every rule with where it comes from and whether it runs here, or one rule in full,
/// as `swiftlint rules` and `swiftlint rules ID` show them.
struct RulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules, or show one rule's description, options and examples.",
        discussion: """
        The table: identifier, opt-in (off unless enabled), SwiftLint (a SwiftLint rule with the same \\
        identifier) or tools-only, correctable with --fix, enabled under the configuration of the current \\
        folder (.swiftlint.yml, or --config).

        Exit codes: 0 success, 2 an unknown rule or a configuration that cannot be read.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A rule identifier: show that rule in full.")
    var identifier: String?

    @Option(help: "The configuration file (default: .swiftlint.yml in the current folder).")
    var config: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let console = global.makeConsole()
        try await runReportingErrors(console) {
            let current = Invocation.current.currentDirectory
            let root = global.root.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL } ?? current
            let configFile = config.map { URL(fileURLWithPath: $0, relativeTo: current) }
            // Remote parents are awaited without holding a thread (`preload`).
            let resolver = try ConfigurationResolver(
                rootDirectory: root, configFile: configFile, context: RuleContext(),
                preloaded: await ConfigurationResolver.preload(rootDirectory: root, configFile: configFile)
            )
            let entries = RuleCatalog.entries(configuration: try resolver.rootConfiguration())
            if let identifier {
                guard let entry = entries.first(where: { $0.identifier == identifier }) else {
                    throw CommandError.unknownRule(identifier, suggestion: RuleCatalog.suggestion(for: identifier))
                }
                console.output(json ? try RulesPresenter.json(entry) : RulesPresenter.text(entry))
            } else {
                console.output(json ? try RulesPresenter.json(entries) : RulesPresenter.table(entries))
            }
            return .success
        }
    }
}
