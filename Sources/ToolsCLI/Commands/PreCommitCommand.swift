// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsHooks
import ToolsLint
import ToolsMocks

/// `tools hooks run pre-commit`: the hook's session (ToolsHooks) with the checks that join capabilities,
/// composed here: lint on the staged content, for touched feature packages the mocks check, and
/// swift-format's check of the staged content (`tools.hooks.format`).
struct PreCommitCommand {
    let context: CommandContext
    let useCache: Bool
    let reporting: ReporterOptions

    func run() async throws -> ExitStatus {
        let repository = try context.repository()
        warnIfBinaryIsBehind(HookInstaller(repository: repository))
        // git names the index of the commit in progress (a temporary one for `commit -a` or `commit <paths>`).
        let indexFile = Invocation.current.environment["GIT_INDEX_FILE"].flatMap {
            $0.isEmpty ? nil : context.resolve($0)
        }
        let choice = try reporting.choice()
        let session = PreCommitSession(repository: repository, indexFile: indexFile, console: context.console)
        let findings = try await session.run { root in
            try context.workspaceIfPresent(from: root, warnings: .silent)
        } checks: { snapshot, workspace, settings in
            // git runs the hook: it cannot be given --no-cache, so no warning suggests it.
            let store = context.store(for: workspace?.root ?? snapshot.root, enabled: useCache)
            var checks: [any PreCommitCheck] = [
                StagedLintCheck(
                    root: snapshot.root, context: context.ruleContext(for: workspace), store: store,
                    fixes: settings.autoFix
                ),
            ]
            if settings.checksMocks, let workspace,
               let mocks = StagedMocksCheck(snapshot: snapshot, workspace: workspace, store: store) {
                checks.append(mocks)
            }
            // Last: with `format: fix`, formatting follows lint's fixes.
            if settings.format != .off {
                checks.append(StagedFormatCheck(
                    context: context, workspace: workspace, store: store, mode: settings.format
                ))
            }
            return checks
        }
        guard let findings else { return .success }
        try context.presenter(choice).present(findings)
        return findings.status
    }

    /// The hook keeps working with the old binary (no rebuild on a commit), but says it is behind.
    private func warnIfBinaryIsBehind(_ installer: HookInstaller) {
        guard let record = installer.record(), let running = runningExecutable(),
              URL(fileURLWithPath: record.binary).resolvingSymlinksInPath().path == running.path else { return }
        let changed = record.changedSources()
        guard !changed.isEmpty else { return }
        let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
        context.console.warning(
            "the tools sources changed since this binary was built (\(names)); checking with the old binary. "
                + "Rebuild it with: swift run tools setup-project"
        )
    }
}
