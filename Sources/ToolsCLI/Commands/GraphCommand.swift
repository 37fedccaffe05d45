// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore

struct GraphCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the local package dependency graph; cycles are marked (exit 1 when there is one).",
        discussion: "Example: tools graph --format mermaid > packages.mmd"
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var specOptions: SpecOptions

    @Option(help: "Output format: \(PackageGraph.Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: PackageGraph.Format = .text

    @Flag(help: "Print JSON (the same as --format json, as every command that prints data takes --json).")
    var json = false

    func run() async throws {
        try await global.run(spec: specOptions) { context in
            let workspace = try context.workspace()
            let graph = workspace.packageGraph
            if graph.nodes.isEmpty {
                context.console.info("no local packages under \(workspace.settings.featuresPath)")
            }
            return context.presenter().present(graph, as: json ? .json : format)
        }
    }
}

extension PackageGraph.Format: ExpressibleByArgument {}
