// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsFormat
import ToolsHooks

/// The format check of the pre-commit hook: swift-format's findings on the staged content (on standard
/// input, named as the file, so its `.swift-format` applies), cached by blob id; with `format: fix`, fully
/// staged files are formatted in the working tree first and staged again by the runner.
///
/// Not configured (`tools.hooks.format` absent), it checks only the files a `.swift-format` inside the
/// repository applies to, and a missing or failing swift-format is a warning; configured (`check`, `fix`),
/// every staged Swift file lint does not exclude is checked, and such a problem blocks the commit. Only the
/// lines the commit changes are judged and fixed, unless `tools.hooks.formatLines` is `all`.
struct StagedFormatCheck: FixingPreCommitCheck {
    let name = "format"
    let context: CommandContext
    let workspace: Workspace?
    let store: SharedStore?
    /// `tools.hooks.format`: nil when not configured; never `.off` (the check is not made then).
    let mode: HookSettings.Format?
    /// `tools.hooks.formatLines`: `changed` judges (and fixes) only the lines the commit changes.
    var lines = HookSettings.FormatLines.changed

    var fixes: Bool { mode == .fix }

    func run(on snapshot: StagedSnapshot) async throws -> [Diagnostic] {
        // Awaited, not waited for: another process holding the store's lock must not hold a cooperative thread.
        _ = await store?.opened()
        let inputs = try await FormatInputs.staged(snapshot, context: context, workspace: workspace, store: store)
        return try await session(.check, inputs, root: snapshot.root).run().findings.diagnostics
    }

    /// `tools format` for the files whose findings formatting corrects (only their changed lines, when the
    /// check judges only those).
    func fixCommand(for errors: [Diagnostic]) -> String? {
        let paths = Set(errors.filter { !$0.ruleID.hasPrefix("format_") }.compactMap(\.file)).sorted()
        guard !paths.isEmpty else { return nil }
        return InvocationSpelling.command("format ") + paths.map(ShellQuoting.quote).joined(separator: " ")
            + (lines == .changed ? " --lines changed" : "")
    }

    /// Formats the fully staged `files` in the working tree, each only while it holds its staged bytes.
    func fix(_ files: [StagedFile]) async throws -> [String] {
        // The top of the working tree: a file's URL without its git path.
        guard let file = files.first, file.url.path.hasSuffix("/" + file.path) else { return [] }
        let top = URL(fileURLWithPath: String(file.url.path.dropLast(file.path.count + 1)))
        _ = await store?.opened()
        let inputs = try await FormatInputs.staged(
            StagedSnapshot(root: top, files: files), context: context, workspace: workspace, store: store,
            forWriting: true
        )
        return try await session(.format, inputs, root: top).run().rewritten
    }

    private func session(_ mode: FormatSession.Mode, _ inputs: [FormatInput], root: URL) throws -> FormatSession {
        var options = FormatSession.Options(mode: mode, inputs: inputs)
        options.formatter = try FormatInputs.formatter(root: root, workspace: workspace)
        options.root = root
        options.configuredWithin = self.mode == nil ? root : nil
        options.toolProblems = self.mode == nil ? .warning : .error
        // The staged content's lines that differ from HEAD: a one-line edit of a file formatted another way
        // answers for that line, not for the whole file.
        options.changedLinesOnly = lines == .changed
        return FormatSession(options: options, store: store, console: context.console)
    }
}
