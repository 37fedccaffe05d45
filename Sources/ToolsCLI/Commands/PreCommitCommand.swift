// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsHooks
import ToolsLint
import ToolsMocks

/// `tools hooks run pre-commit`: reads the staged snapshot, runs lint (and the mocks check) on it.
struct PreCommitCommand {
    let global: GlobalOptions
    let console: Console
    let useCache: Bool
    let reporting: ReporterOptions

    func run() async throws -> ExitStatus {
        let repository = try global.repository()
        warnIfBinaryIsBehind(HookInstaller(repository: repository))
        // git names the index of the commit in progress (a temporary one for `commit -a` or `commit <paths>`).
        let indexFile = Invocation.current.environment["GIT_INDEX_FILE"].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: global.currentDirectory).standardizedFileURL
        }
        let snapshot = try StagedSnapshot.read(from: repository, indexFile: indexFile)
        for skipped in snapshot.skipped {
            console.debug("\(skipped.path): not checked (\(skipped.reason))")
        }
        guard !snapshot.files.isEmpty else {
            console.debug("tools pre-commit: no staged Swift files")
            return .success
        }
        let workspace = try Workspace.discoverIfPresent(root: global.root, from: snapshot.root)
        let (settings, warnings) = try HookSettings.read(workspace?.settings.section?["hooks"])
        for warning in warnings {
            console.warning("\(warning.location): \(warning.message)")
        }
        let storeURL = useCache ? Store.defaultURL(workspaceRoot: workspace?.root ?? snapshot.root) : nil
        var checks: [any PreCommitCheck] = [
            StagedLintCheck(root: snapshot.root, header: workspace?.settings.header, storeURL: storeURL),
        ]
        if settings.checksMocks, let workspace,
           let mocks = StagedMocksCheck(snapshot: snapshot, workspace: workspace, storeURL: storeURL) {
            checks.append(mocks)
        }
        let outcome = try await PreCommitRunner(checks: checks, autoFix: settings.autoFix)
            .run(on: snapshot, repository: repository)
        let summary = outcome.summary().trimmingCharacters(in: .newlines)
        return try reporting.present(
            Findings(diagnostics: outcome.diagnostics, status: outcome.exitStatus, summary: summary), console: console
        )
    }

    /// The hook keeps working with the old binary (no rebuild on a commit), but says it is behind.
    private func warnIfBinaryIsBehind(_ installer: HookInstaller) {
        guard let record = installer.record(), let running = runningExecutable(),
              URL(fileURLWithPath: record.binary).resolvingSymlinksInPath().path == running.path else { return }
        let changed = record.changedSources()
        guard !changed.isEmpty else { return }
        let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
        console.warning(
            "the tools sources changed since this binary was built (\(names)); checking with the old binary. "
                + "Rebuild it with: swift run tools setup-project"
        )
    }
}
