// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsMocks

/// Runs the mock generator and reports its files and diagnostics: shared by `generate-mocks`,
/// `create-feature` (mocks for what it scaffolded) and `ci lint` (the `--check` lane).
enum MockRunning {
    static func run(
        _ options: MockCommandOptions, workspace: Workspace?, currentDirectory: URL, useCache: Bool, console: Console
    ) throws(ToolError) -> ExitStatus {
        let (request, warnings) = try MockPlanner.request(
            options: options, workspace: workspace, currentDirectory: currentDirectory
        )
        for warning in warnings {
            console.warning("\(warning.location): \(warning.message)")
        }
        let storeURL = Store.defaultURL(workspaceRoot: workspace?.root)
        let store = useCache ? try Store(url: storeURL) { console.warning($0) } : nil
        let outcome = try MockGenerator(store: store).run(request)
        for diagnostic in outcome.diagnostics {
            let text = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
        for file in outcome.files where file.state != .unchanged {
            let path = workspace?.relativePath(file.url) ?? file.url.path
            switch file.state {
            case .stale: console.output("stale: \(path)\n")
            case .missing: console.output("missing: \(path)\n")
            case .written: console.info("wrote \(path)")
            case .removed: console.info("removed \(path) (no protocol to mock)")
            case .unchanged: break
            }
        }
        console.debug(
            "\(outcome.mockCount) mocks; \(outcome.parsedFiles) files parsed, \(outcome.cachedFiles) from the cache"
        )
        let changed = outcome.files.contains { $0.state != .unchanged }
        if options.checkOnly, outcome.exitStatus == .failure, changed {
            console.info("mocks are out of date: run 'tools generate-mocks'")
        }
        return outcome.exitStatus
    }
}
