// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsHooks
import ToolsMocks

/// `generate-mocks --check` for the feature packages in which a staged file declares protocols.
///
/// The mock generator reads files from disk, so this compares the working tree's protocols with the
/// working tree's mock files: exact for fully staged files, approximate for partially staged ones.
struct StagedMocksCheck: PreCommitCheck {
    let name = "mocks"
    let workspace: Workspace
    let packageDirectories: Set<String>
    let store: SharedStore?
    /// How the fix line spells the tool where the hook runs (see `PreCommitCommand.toolsCommand`).
    var tools = "tools"
    /// `tools.mocks.sourceryConfig`: its one output is checked when any staged file may declare a protocol.
    let followsSourcery: Bool

    /// nil when no staged file of a feature package (or, following a Sourcery configuration, none at all)
    /// may declare a protocol.
    init?(snapshot: StagedSnapshot, workspace: Workspace, store: SharedStore?) {
        followsSourcery = MockSettings.followsSourcery(workspace)
        var directories: Set<String> = []
        for file in snapshot.files {
            if followsSourcery, ProtocolParser.mayDeclareProtocols(String(decoding: file.data, as: UTF8.self)) {
                directories.insert(snapshot.root.path)
                continue
            }
            guard let package = workspace.package(containing: file.url), package.isFeature,
                  ProtocolParser.mayDeclareProtocols(String(decoding: file.data, as: UTF8.self)) else { continue }
            directories.insert(package.directory.path)
        }
        guard !directories.isEmpty else { return nil }
        self.workspace = workspace
        packageDirectories = directories
        self.store = store
    }

    func run(on snapshot: StagedSnapshot) async throws -> [Diagnostic] {
        var options = MockCommandOptions()
        options.checkOnly = true
        var (request, _) = try MockPlanner.request(
            options: options, workspace: workspace, currentDirectory: snapshot.root
        )
        if !followsSourcery {
            request.jobs = request.jobs.filter { job in
                packageDirectories.contains { job.output.path.hasPrefix($0 + "/") }
            }
        }
        guard !request.jobs.isEmpty else { return [] }
        let store = store?.open()
        // The generator is synchronous: off the cooperative pool, so the lint check beside it keeps running.
        let planned = request
        let generated = await ParallelWork.run { Result { try MockGenerator(store: store).run(planned) } }
        let outcome = try generated.get()
        var found = outcome.diagnostics.filter { $0.severity == .error }
        for (url, state) in outcome.files where state == .stale || state == .missing {
            found.append(MockSession.staleFinding(path: workspace.relativePath(url), missing: state == .missing))
        }
        return found
    }

    func fixCommand(for errors: [Diagnostic]) -> String? {
        errors.contains { $0.ruleID == MockSession.upToDateRuleID } ? "\(tools) generate-mocks" : nil
    }
}
