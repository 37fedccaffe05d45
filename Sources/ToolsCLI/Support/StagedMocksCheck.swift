// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsHooks
import ToolsMocks

/// `generate-mocks --check` for the feature packages in which a staged file declares protocols.
///
/// The mock generator reads files from disk, so this compares the working tree's protocols with the
/// working tree's mock files: exact for fully staged files, approximate for partially staged ones. A mock
/// file up to date in the working tree must also be staged as it is: an untracked or unstaged mock file
/// would leave the commit without it.
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
        let session = MockSession(
            options: options, workspace: workspace, currentDirectory: snapshot.root, store: store,
            console: Console(verbosity: .quiet)
        )
        // Planned here, where the invocation's environment and the staged configuration are bound.
        guard let (request, _) = try session.plan(limitedTo: followsSourcery ? nil : packageDirectories) else {
            return []
        }
        // The generator is synchronous: off the cooperative pool, so the lint check beside it keeps running.
        let generated = await ParallelWork.run { Result { try session.generate(request) } }
        let outcome = try generated.get()
        var found = outcome.diagnostics.filter { $0.severity == .error }
        var current: [String] = []
        let top = snapshot.root.path + "/"
        for (url, state) in outcome.files {
            // Paths as git names them (from the top of the working tree), as the fix line's `git add` takes them.
            let path = url.path.hasPrefix(top) ? String(url.path.dropFirst(top.count)) : workspace.relativePath(url)
            switch state {
            case .stale, .missing: found.append(MockSession.staleFinding(path: path, missing: state == .missing))
            case .unchanged: current.append(path)
            case .written, .removed: break
            }
        }
        return found + (try unstagedFindings(current, snapshot: snapshot))
    }

    /// The mock files that are up to date in the working tree but not as staged: the commit would lack them
    /// (untracked) or hold an older version, and a clean checkout would fail `generate-mocks --check`.
    private func unstagedFindings(_ paths: [String], snapshot: StagedSnapshot) throws -> [Diagnostic] {
        guard !paths.isEmpty else { return [] }
        let repository = try GitRepository(discoveringFrom: snapshot.root)
        let staged = Dictionary(
            try repository.indexEntries(indexFile: snapshot.indexFile).filter { $0.stage == 0 }.map {
                ($0.path, $0.objectID)
            }
        ) { first, _ in first }
        return paths.compactMap { path in
            let objectID = staged[path]
            guard objectID == nil || objectID != repository.workingTreeObjectID(path: path) else { return nil }
            // A team that ignores its generated mocks (and regenerates them) commits none: not ours to ask.
            if objectID == nil, repository.ignores(path) { return nil }
            return MockSession.unstagedFinding(path: path, untracked: objectID == nil)
        }
    }

    /// The runner's fix line adds "then stage the result with git add"; each finding names its file.
    func fixCommand(for errors: [Diagnostic]) -> String? {
        errors.contains { $0.ruleID == MockSession.upToDateRuleID } ? "\(tools) generate-mocks" : nil
    }
}
