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
            rootDirectory: root, context: context.ruleContext(for: workspace), store: store?.open()
        )
        return try linter.sources(for: paths).map { FormatInput(displayPath: $0.displayPath, path: $0.url.path) }
    }

    /// The staged Swift files lint does not exclude, with their staged bytes and blob ids.
    static func staged(
        root: URL, context: CommandContext, workspace: Workspace?, store: SharedStore?
    ) async throws -> [FormatInput] {
        let linter = try await Linter.make(
            rootDirectory: root, context: context.ruleContext(for: workspace), store: store?.open()
        )
        return try linter.stagedSources().compactMap { source in
            guard let content = source.content else { return nil }
            return FormatInput(
                displayPath: source.displayPath, path: source.url.path, content: content, blobID: source.contentHash
            )
        }
    }

    /// The hook's staged files lint does not exclude, named as git names them.
    static func staged(
        _ snapshot: StagedSnapshot, context: CommandContext, workspace: Workspace?, store: SharedStore?
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
        return inputs
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
