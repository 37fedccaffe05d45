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
        let installer = HookInstaller(repository: repository)
        warnIfBinaryIsBehind(installer)
        let tools = Self.toolsCommand(setupCommand: installer.record()?.setupCommand)
        // git names the index of the commit in progress (a temporary one for `commit -a` or `commit <paths>`).
        let indexFile = Invocation.current.environment["GIT_INDEX_FILE"].flatMap {
            $0.isEmpty ? nil : context.resolve($0)
        }
        let choice = try reporting.choice()
        let session = PreCommitSession(repository: repository, indexFile: indexFile, console: context.console)
        let findings: Findings?
        do {
            findings = try await runChecks(session, tools: tools)
        } catch let error as any LocatedError {
            // A configuration error blocks the commit as a finding does: the same closing lines.
            context.console.raw(error: error.description + "\n" + Self.blockedFooter(for: error))
            return error.exitStatus
        }
        guard let findings else { return .success }
        try context.presenter(choice).present(findings)
        return findings.status
    }

    /// The closing lines of a commit blocked before any check ran.
    static func blockedFooter(for error: any LocatedError) -> String {
        let count = (error as? ConfigurationError)?.problems.count ?? 1
        let lines = count > 1 ? "the lines above say" : "the line above says"
        let fix = error.location.map { "correct \($0.file) as \(lines), then stage it with git add" }
            ?? "fix the problem above"
        return """
        tools pre-commit: commit blocked: the checks could not run.
          fix:    \(fix)
          bypass: git commit --no-verify   (skips every check, for this commit only)

        """
    }

    /// The tool as the fix lines name it: what the installed hook's setup command runs (`swift run
    /// --package-path Tools tools` in an app repository, where `tools` alone is not on the PATH).
    static func toolsCommand(setupCommand: String?) -> String {
        let suffix = " setup-project"
        guard let setupCommand, setupCommand.hasSuffix(suffix) else { return InvocationSpelling.current.tool }
        return String(setupCommand.dropLast(suffix.count))
    }

    private func runChecks(_ session: PreCommitSession, tools: String) async throws -> Findings? {
        try await session.run { root in
            let workspace = try context.workspaceIfPresent(from: root, warnings: .silent)
            // The hook's own section and, when it checks mocks, the mocks section: every mistake at once.
            let hooks = workspace?.settings.section?["hooks"]
            let checksMocks = (try? HookSettings.read(hooks))?.0.checksMocks ?? true
            try ToolSection.check(checksMocks ? [.hooks, .mocks] : [.hooks], in: workspace)
            return workspace
        } checks: { snapshot, workspace, settings in
            // git runs the hook: it cannot be given --no-cache, so no warning suggests it.
            let store = context.store(for: workspace?.root ?? snapshot.root, enabled: useCache)
            var lint = StagedLintCheck(root: snapshot.root, context: context.ruleContext(for: workspace), store: store)
            lint.tools = tools
            lint.fixes = settings.autoFix
            var checks: [any PreCommitCheck] = [lint]
            if settings.checksMocks, let workspace,
               var mocks = StagedMocksCheck(snapshot: snapshot, workspace: workspace, store: store) {
                mocks.tools = tools
                checks.append(mocks)
            }
            // Last: with `format: fix`, formatting follows lint's fixes.
            if settings.format != .off {
                var format = StagedFormatCheck(
                    context: context, workspace: workspace, store: store, mode: settings.format
                )
                format.lines = settings.formatLines
                checks.append(format)
            }
            return checks
        }
    }

    /// The hook keeps working with the old binary (no rebuild on a commit), but says it is behind.
    private func warnIfBinaryIsBehind(_ installer: HookInstaller) {
        guard let record = installer.record(), let running = runningExecutable(),
              URL(fileURLWithPath: record.binary).resolvingSymlinksInPath().path == running.path else { return }
        let changed = record.changedSources()
        guard !changed.isEmpty else { return }
        let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
        let setup: String = record.setupCommand ?? InvocationSpelling.command("setup-project")
        context.console.warning(
            "the tools sources changed since this binary was built (\(names)); checking with the old binary. "
                + "Rebuild it with: \(setup)"
        )
    }
}
