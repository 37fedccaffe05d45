// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsLint

/// What every command needs before its own work, set up here once so that each command is its options, a
/// session in its capability's library, and the presenter: the console, paths resolved against the
/// invocation's folder, the workspace (discovered once, its warnings printed once), the store (one opening,
/// one policy: `Store.shared`), lint's rule context and the presenter with the chosen reporters.
final class CommandContext: Sendable {
    /// Whether a command prints the warnings of the workspace's `project.yml`.
    enum WorkspaceWarnings {
        case printed
        /// Lint and the pre-commit hook print a report that tools and people read for findings only; doctor
        /// lists them as checks.
        case silent
    }

    /// `--root` as given.
    let root: String?
    /// `--spec`, resolved against the invocation's folder.
    let spec: URL?
    let console: Console
    /// The invocation's folder: relative paths of the command line are relative to it.
    let currentDirectory: URL
    private let workspaces = Locked<[String: Workspace?]>([:])
    private let stores = Locked<[String: SharedStore]>([:])

    init(global: GlobalOptions, spec: String? = nil) {
        root = global.root
        console = global.makeConsole()
        currentDirectory = Invocation.current.currentDirectory
        let folder = currentDirectory
        self.spec = spec.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
    }

    // MARK: Paths

    /// `path` from the command line, resolved against the invocation's folder.
    func resolve(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
    }

    /// `path` relative to the invocation's folder, keeping the spelling given (`relativePath`) for messages.
    func resolveKeepingSpelling(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: currentDirectory)
    }

    /// Where git-based commands start: `--root` when given, else the current folder.
    var startDirectory: URL {
        root.map(resolve) ?? currentDirectory
    }

    /// The git repository the command works on, found from `startDirectory` as git finds it.
    func repository() throws -> GitRepository {
        try GitRepository(discoveringFrom: startDirectory)
    }

    // MARK: Workspace

    /// The workspace (`--root`, else found upward from the current folder); an error when there is none.
    func workspace(warnings: WorkspaceWarnings = .printed) throws -> Workspace {
        guard let workspace = try workspaceIfPresent(warnings: warnings) else {
            throw CoreError.noWorkspace(directory: currentDirectory.path)
        }
        return workspace
    }

    /// The workspace found from `directory` (`--root` when given), nil when there is none: lint and the
    /// hook run anywhere, as SwiftLint does. A `project.yml` that does not load is an error, as in every
    /// command: its settings would silently drop otherwise. Read once per folder and command; its warnings
    /// are printed when it is read.
    func workspaceIfPresent(from directory: URL? = nil, warnings: WorkspaceWarnings = .printed) throws -> Workspace? {
        let start = directory ?? currentDirectory
        if let known = workspaces.withLock({ $0[start.path] }) { return known }
        let found = try Workspace.discoverIfPresent(root: root, spec: spec, from: start)
        workspaces.withLock { $0[start.path] = .some(found) }
        if warnings == .printed { console.warnings(found?.warnings ?? []) }
        return found
    }

    // MARK: Capabilities' shared inputs

    /// The workspace's store for the command's capabilities (nil with `--no-cache`): one per workspace and
    /// command, opened when a capability first needs it by `Store.shared`'s one policy; its warnings go to
    /// the console.
    /// - Parameter suggestsNoCache: whether the warning of a store that cannot be opened names `--no-cache`:
    ///   not for the pre-commit hook, which git runs without it.
    func store(for workspaceRoot: URL?, enabled: Bool = true, suggestsNoCache: Bool = false) -> SharedStore? {
        guard enabled else { return nil }
        let console = console
        return stores.withLock { stores in
            let key = workspaceRoot?.standardizedFileURL.path ?? ""
            if let known = stores[key] { return known }
            let store = SharedStore(
                workspaceRoot: workspaceRoot, optOut: suggestsNoCache ? "pass --no-cache to skip it" : nil
            ) { console.warning($0) }
            stores[key] = store
            return store
        }
    }

    /// Waits for every store still opening on another thread (a capability that began opening and then
    /// failed): the process exits after the command, and its exit handlers must not run under that thread.
    func finishStores() {
        // In the order of their folders: their warnings, if any, print the same way every run.
        for (_, store) in stores.current.sorted(by: { $0.key < $1.key }) { store.finish() }
    }

    /// How lint's rules see `workspace` (its header template and copyright holder): the same for
    /// `tools lint`, `ci lint`, the hook, doctor and create-feature.
    func ruleContext(for workspace: Workspace?) -> RuleContext {
        RuleContext(workspace: workspace)
    }

    /// The presenter of the command's results, with `choice` (see `ReporterChoice`).
    func presenter(_ choice: ReporterChoice = ReporterChoice()) -> DiagnosticPresenter {
        DiagnosticPresenter(choice, console: console, folder: currentDirectory)
    }
}
