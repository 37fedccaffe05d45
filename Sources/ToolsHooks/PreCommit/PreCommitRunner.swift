// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Runs the checks on the staged snapshot: optional auto-fix first (fully staged files only), then every
/// check in parallel on what will be committed.
///
/// Nothing else is written: the working tree and the index are touched only by auto-fix, and only for
/// files whose working-tree bytes equal the staged bytes, so no unstaged edit can be lost or committed.
public struct PreCommitRunner: Sendable {
    public var checks: [any PreCommitCheck]
    public var autoFix: Bool

    public init(checks: [any PreCommitCheck], autoFix: Bool = false) {
        self.checks = checks
        self.autoFix = autoFix
    }

    /// - Parameter repository: the repository `snapshot` was read from; used only to re-stage fixes.
    public func run(on snapshot: StagedSnapshot, repository: GitRepository) async throws -> PreCommitOutcome {
        var snapshot = snapshot
        var fixed: [String] = []
        var notes: [String] = []
        if autoFix, Self.isPartialCommit(snapshot.indexFile) {
            // `git commit <paths>` commits a temporary index and has already written the paths' unfixed
            // content into the real one (index.lock, renamed after the commit): a fix re-staged in the first
            // would be committed while the second keeps the old bytes, and the next commit would revert it.
            notes.append("auto-fix skipped: 'git commit <paths>' commits a temporary index; "
                + "run the fix commands below, stage, and commit again")
        } else if autoFix, let lock = Self.foreignIndexLock(snapshot.indexFile, repository: repository) {
            // The fixes could not be re-staged: writing the working tree first would leave it fixed and the
            // index not, so nothing is fixed.
            notes.append("auto-fix skipped: \(lock) exists (another git process holds the index, or a "
                + "crashed one left the lock); remove it if no git command is running")
        } else if autoFix {
            (snapshot, fixed) = try await applyFixes(to: snapshot, repository: repository)
        }
        let found = try await runChecks(on: snapshot)
        let diagnostics = found.flatMap(\.self)
        let byPath = Dictionary(snapshot.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // The files a fixing check found something in, which it left alone.
        let fixable = zip(checks, found).filter { check, _ in (check as? any FixingPreCommitCheck)?.fixes == true }
        let partial = autoFix
            ? Set(fixable.flatMap(\.1).compactMap(\.file)).sorted().filter { byPath[$0]?.isFullyStaged == false }
            : []
        // Each check names the command that fixes the files it found errors in.
        let fixCommands = zip(checks, found).compactMap { check, diagnostics -> String? in
            let errors = diagnostics.filter { $0.severity == .error }
            return errors.isEmpty ? nil : check.fixCommand(for: errors)
        }
        return PreCommitOutcome(
            diagnostics: diagnostics.sorted(),
            checkedFileCount: snapshot.files.count,
            fixedPaths: fixed,
            partiallyStagedPaths: partial,
            fixCommands: fixCommands,
            skipped: snapshot.skipped,
            notes: notes
        )
    }

    /// The lock file of the index the fixes would be staged into, when another process holds it. Under
    /// `git commit` the hook's index is the locked one itself (`GIT_INDEX_FILE`), which git lets it write.
    static func foreignIndexLock(_ indexFile: URL?, repository: GitRepository) -> String? {
        guard indexFile == nil else { return nil }
        let lock = repository.gitDirectory.appendingPathComponent("index.lock").path
        return FileKind.of(lock) == .absent ? nil : lock
    }

    /// Whether git runs the hook for `git commit <paths>` (`--only`): its index is `next-index-<pid>.lock`.
    /// `git commit -a` uses `index.lock`, which becomes the real index, so fixes re-staged there hold.
    static func isPartialCommit(_ indexFile: URL?) -> Bool {
        indexFile?.lastPathComponent.hasPrefix("next-index") == true
    }

    /// The findings of each check, in the order of `checks`.
    private func runChecks(on snapshot: StagedSnapshot) async throws -> [[Diagnostic]] {
        guard !snapshot.files.isEmpty else { return checks.map { _ in [] } }
        return try await withThrowingTaskGroup(of: (Int, [Diagnostic]).self) { group in
            for (position, check) in checks.enumerated() {
                group.addTask { (position, try await check.run(on: snapshot)) }
            }
            var all = checks.map { _ in [Diagnostic]() }
            for try await (position, found) in group {
                all[position] = found
            }
            return all
        }
    }

    private func applyFixes(
        to snapshot: StagedSnapshot, repository: GitRepository
    ) async throws -> (StagedSnapshot, [String]) {
        var snapshot = snapshot
        var fixed: [String] = []
        for case let check as any FixingPreCommitCheck in checks where check.fixes {
            // The developer may have typed since the snapshot was read: compare again just before fixing.
            // Through git's filters: with `core.autocrlf` the working tree's CRLF bytes stage as the LF blob.
            let candidates = snapshot.files.filter {
                $0.isFullyStaged && repository.workingTreeObjectID(path: $0.path) == $0.objectID
            }
            guard !candidates.isEmpty else { break }
            let rewritten = Set(try await check.fix(candidates))
            for file in candidates where rewritten.contains(file.path) {
                guard let current = repository.workingTreeObjectID(path: file.path), current != file.objectID else {
                    continue
                }
                let objectID = try repository.restageWorkingTreeFile(at: file.path, indexFile: snapshot.indexFile)
                let corrected = try repository.blobContent(objectID: objectID)
                snapshot = snapshot.replacing(StagedFile(
                    path: file.path, url: file.url, objectID: objectID, data: corrected, isFullyStaged: true
                ))
                if !fixed.contains(file.path) { fixed.append(file.path) }
            }
        }
        return (snapshot, fixed.sorted())
    }
}
