// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsHooks
import ToolsLint

/// `tools lint` on the staged content: staged bytes, staged line numbers, the cache keyed by blob id.
struct StagedLintCheck: FixingPreCommitCheck {
    let name = "lint"
    let root: URL
    /// The rule context `tools lint` uses for the workspace: the hook and lint judge headers alike.
    let context: RuleContext
    let store: SharedStore?
    /// How the fix line spells the tool where the hook runs (see `PreCommitCommand.toolsCommand`).
    var tools = "tools"
    /// `tools.hooks.autoFix`.
    var fixes = true

    func run(on snapshot: StagedSnapshot) async throws -> [Diagnostic] {
        // Awaited, not waited for: another process holding the store's lock must not hold a cooperative thread.
        _ = await store?.opened()
        let linter = try await makeLinter()
        var sources: [LintSource] = []
        for file in snapshot.files where try !isExcluded(file, by: linter) {
            sources.append(LintSource(
                displayPath: file.path, url: file.url, content: file.data, contentHash: file.objectID
            ))
        }
        return try await linter.lint(sources).diagnostics
    }

    /// Only the files whose errors a rule can correct: `--fix` does nothing for layering or force_try.
    func fixCommand(for errors: [Diagnostic]) -> String? {
        let fixable = errors.filter { RuleRegistry.rule(identifier: $0.ruleID)?.description.isCorrectable == true }
        let paths = Set(fixable.compactMap(\.file)).sorted()
        guard !paths.isEmpty else { return nil }
        return "\(tools) lint --fix " + paths.map(ShellQuoting.quote).joined(separator: " ")
    }

    /// The files are fully staged, so fixing them on disk fixes exactly the staged content.
    func fix(_ files: [StagedFile]) async throws -> [String] {
        // The store as the check pass opens it: a remote `parent_config` kept there is what an offline fix
        // pass lints with, and what it fixes is cached by its new content.
        _ = await store?.opened()
        let linter = try await makeLinter()
        var sources: [LintSource] = []
        for file in files where try !isExcluded(file, by: linter) {
            sources.append(LintSource(displayPath: file.path, url: file.url))
        }
        return try await linter.lint(sources, fix: true).correctedFiles
    }

    private func makeLinter() async throws -> Linter {
        try await Linter.make(rootDirectory: root, context: context, store: store?.open())
    }

    /// The hook respects `excluded:` as `tools lint` does for the files it finds itself.
    private func isExcluded(_ file: StagedFile, by linter: Linter) throws -> Bool {
        let folder = file.url.deletingLastPathComponent()
        return try linter.resolver.configuration(forDirectory: folder).excludes(path: file.url.path)
    }
}
