// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsFormat
import ToolsHooks
import ToolsLint

/// The files a format run works on, found by lint (ToolsLint) so that both tools see the same files:
/// `.swiftlint.yml`'s `included:` and `excluded:` apply, and generated files lint leaves alone are not
/// formatted either. The two capabilities never import each other; the CLI joins them here. Each takes the
/// command's store (nil with `--no-cache`), as lint does: a remote `parent_config` kept there is what an
/// offline run reads.
enum FormatInputs {
    /// The Swift files under `paths` (files named are taken as lint takes them), with lint's configuration
    /// read from `root`.
    static func onDisk(
        _ paths: [URL], root: URL, context: CommandContext, workspace: Workspace?, store: SharedStore?
    ) async throws -> [FormatInput] {
        let linter = try await Linter.make(
            rootDirectory: root, context: context.ruleContext(for: workspace), store: await store?.opened()
        )
        return try linter.sources(for: paths).map { FormatInput(displayPath: $0.displayPath, path: $0.url.path) }
    }

    /// The staged Swift files lint does not exclude, with their staged bytes and blob ids (and, `forWriting`,
    /// the bytes their working tree holds when fully staged: see `withWorkingTreeForms`).
    static func staged(
        root: URL, context: CommandContext, workspace: Workspace?, store: SharedStore?, forWriting: Bool = false
    ) async throws -> [FormatInput] {
        let linter = try await Linter.make(
            rootDirectory: root, context: context.ruleContext(for: workspace), store: await store?.opened()
        )
        let inputs = try linter.stagedSources().compactMap { source -> FormatInput? in
            guard let content = source.content else { return nil }
            return FormatInput(
                displayPath: source.displayPath, path: source.url.path,
                content: source.skipReason == nil ? content : nil, blobID: source.contentHash,
                skipReason: source.skipReason
            )
        }
        return forWriting ? try withWorkingTreeForms(inputs, repositoryAt: root) : inputs
    }

    /// `inputs` with the bytes each one's working tree holds when it holds exactly what is staged, where git's
    /// checkout filters make them differ (`core.autocrlf=true`: CRLF in the working tree, LF staged): formatting
    /// compares with and writes in that form, so a fully staged file is formatted, not reported as differing.
    static func withWorkingTreeForms(_ inputs: [FormatInput], repositoryAt folder: URL) throws -> [FormatInput] {
        let repository = try GitRepository(discoveringFrom: folder)
        guard let top = repository.workingDirectory?.standardizedFileURL.path else { return inputs }
        let prefix = top == "/" ? "/" : top + "/"
        return inputs.map { input in
            guard let content = input.content, input.path.hasPrefix(prefix),
                  let tree = repository.workingTreeForm(of: content, path: String(input.path.dropFirst(prefix.count))),
                  tree != content else { return input }
            var input = input
            input.workingTreeContent = tree
            return input
        }
    }

    /// The hook's staged files lint does not exclude, named as git names them (`forWriting`: see
    /// `withWorkingTreeForms`).
    static func staged(
        _ snapshot: StagedSnapshot, context: CommandContext, workspace: Workspace?, store: SharedStore?,
        forWriting: Bool = false
    ) async throws -> [FormatInput] {
        let linter = try await Linter.make(
            rootDirectory: snapshot.root, context: context.ruleContext(for: workspace), store: store?.open()
        )
        var inputs: [FormatInput] = []
        for file in snapshot.files {
            let folder = file.url.deletingLastPathComponent()
            if try linter.resolver.configuration(forDirectory: folder).excludes(path: file.url.path) { continue }
            inputs.append(FormatInput(
                displayPath: file.path, path: file.url.standardizedFileURL.path, content: file.data,
                blobID: file.objectID
            ))
        }
        return forWriting ? try withWorkingTreeForms(inputs, repositoryAt: snapshot.root) : inputs
    }

    /// The formatter of a run from `root`: `tools.format` in `project.yml` when set, else the configuration
    /// file found in `root` or above (`FormatterKind.choose`).
    static func formatter(root: URL, workspace: Workspace?) throws -> FormatterKind {
        let setting = try FormatterKind.read(workspace?.settings.section?["format"])
        return FormatterKind.choose(setting: setting, from: root)
    }

    /// Where lint reads its root `.swiftlint.yml` for a run from the invocation's folder: `--root`, else the
    /// workspace's root when the folder is inside it (as `tools lint` does), else the folder.
    static func configurationRoot(context: CommandContext, workspace: Workspace?) -> URL {
        if let root = context.root { return context.resolve(root) }
        let current = context.currentDirectory.standardizedFileURL
        guard let workspace else { return current }
        let root = workspace.root.standardizedFileURL
        return current.path.hasPrefix(root.path == "/" ? "/" : root.path + "/") ? root : current
    }
}
