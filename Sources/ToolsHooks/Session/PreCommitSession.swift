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
        // The configuration is judged as it will be committed, as the Swift files are.
        let overlay = try stagedConfiguration(root: snapshot.root)
        return try await ConfigurationOverlay.$contents.withValue(overlay) {
            let found = try workspace(snapshot.root)
            let (settings, warnings) = try HookSettings.read(found?.settings.section?["hooks"])
            console.warnings(warnings)
            let runner = PreCommitRunner(checks: checks(snapshot, found, settings), autoFix: settings.fixes)
            let outcome = try await runner.run(on: snapshot, repository: repository)
            let summary = outcome.summary().trimmingCharacters(in: .newlines)
            return Findings(diagnostics: outcome.diagnostics, status: outcome.exitStatus, summary: summary)
        }
    }

    /// The staged bytes of the YAML files (`project.yml`, its includes, `.swiftlint.yml`) whose working
    /// tree copy differs from what is staged. A working tree copy that does not even parse is worth a
    /// warning: the next commit that stages it will be blocked.
    private func stagedConfiguration(root: URL) throws -> [String: Data] {
        var overlay: [String: Data] = [:]
        for entry in try repository.indexEntries(indexFile: indexFile)
        where entry.stage == 0 && !entry.isSymbolicLink && !entry.isSubmodule
            && (entry.path.hasSuffix(".yml") || entry.path.hasSuffix(".yaml")) {
            let url = root.appendingPathComponent(entry.path)
            // Unchanged files (the same size and bytes) are read from the working tree as usual.
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize
            let staged = try repository.blobContent(objectID: entry.objectID)
            if size == staged.count, (try? Data(contentsOf: url)) == staged { continue }
            overlay[url.standardizedFileURL.path] = staged
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                _ = try YAMLLoader.read(url, displayPath: entry.path, duplicateKeys: .lastWins)
            } catch {
                let problem = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
                console.warning(
                    "\(entry.path): the working tree's copy does not load, so the commit is checked with "
                        + "its staged copy: \(problem)"
                )
            }
        }
        for file in overlay.keys.sorted() {
            console.debug("tools pre-commit: \(file): read as staged (the working tree's copy has unstaged changes)")
        }
        return overlay
    }
}
