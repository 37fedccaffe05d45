// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One run of the pre-commit hook from the repository to its findings: reads the staged snapshot from the
/// index git names, the workspace's `tools.hooks` settings, runs the checks (with auto-fix when configured)
/// and turns the outcome into findings. The checks join capabilities (lint, mocks), so the CLI composes
/// them; this library runs them.
public struct PreCommitSession {
    public var repository: GitRepository
    /// The index of the commit in progress (`GIT_INDEX_FILE`: a temporary one for `commit -a` or
    /// `commit <paths>`); nil for the repository's own.
    public var indexFile: URL?
    public var console: Console

    public init(repository: GitRepository, indexFile: URL?, console: Console) {
        self.repository = repository
        self.indexFile = indexFile
        self.console = console
    }

    /// - Parameters:
    ///   - workspace: the workspace of the snapshot's root, asked only when Swift files are staged (a commit
    ///     without any is never blocked by the workspace's configuration).
    ///   - checks: the checks to run on the snapshot, for the workspace and its hook settings.
    /// - Returns: nil when no Swift file is staged: nothing was checked, nothing is to be reported.
    public func run(
        workspace: (URL) throws -> Workspace?,
        checks: (StagedSnapshot, Workspace?, HookSettings) -> [any PreCommitCheck]
    ) async throws -> Findings? {
        let snapshot = try StagedSnapshot.read(from: repository, indexFile: indexFile)
        for skipped in snapshot.skipped {
            console.debug("\(skipped.path): not checked (\(skipped.reason))")
        }
        guard !snapshot.files.isEmpty else {
            console.debug("tools pre-commit: no staged Swift files")
            return nil
        }
        let found = try workspace(snapshot.root)
        let (settings, warnings) = try HookSettings.read(found?.settings.section?["hooks"])
        console.warnings(warnings)
        let outcome = try await PreCommitRunner(checks: checks(snapshot, found, settings), autoFix: settings.fixes)
            .run(on: snapshot, repository: repository)
        let summary = outcome.summary().trimmingCharacters(in: .newlines)
        return Findings(diagnostics: outcome.diagnostics, status: outcome.exitStatus, summary: summary)
    }
}
