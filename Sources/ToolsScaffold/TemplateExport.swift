// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Copies the tool's own template set into a workspace, where the team then edits it
/// (`tools create-feature --export-templates`): the shipped defaults are read-only inside the tool.
public enum TemplateExport {
    /// Where `export` writes the set `name`: into `override` (a templates folder, as `--templates` names it)
    /// when given, else into the workspace's `<tools.templatesPath>`, where `TemplateSet.locate` finds it.
    public static func destination(
        override: String?, workspace: Workspace, name: String = TemplateSet.defaultName
    ) -> URL {
        let folder = override.map {
            URL(fileURLWithPath: $0, relativeTo: Invocation.current.currentDirectory).standardizedFileURL
        } ?? workspace.root.appendingPathComponent(workspace.settings.templatesPath)
        return folder.appendingPathComponent(name)
    }

    /// Copies the bundled set `name` to `destination` (e.g. `<root>/Templates/Feature`), which must not
    /// exist: the copy is made beside it and renamed into place, so an interrupted export leaves nothing.
    /// - Returns: the files written, relative to `destination`, sorted.
    @discardableResult
    public static func export(name: String = TemplateSet.defaultName, to destination: URL) throws(ScaffoldError)
        -> [String] {
        guard let source = TemplateSet.bundledTemplatesFolder?.appendingPathComponent(name),
              FileManager.default.fileExists(atPath: source.path) else {
            throw .templatesNotFound(path: destination.path, name: name)
        }
        // Fails on a missing or unreadable shipped set rather than exporting half of it.
        let set: TemplateSet
        do {
            set = try TemplateSet(directory: source)
        } catch let error as ScaffoldError {
            throw error
        } catch {
            throw .templateUnreadable(path: source.path)
        }
        guard !FileManager.default.fileExists(atPath: destination.path) else {
            throw .templatesExist(path: destination.path)
        }
        // Copied and renamed into place, not written through AtomicFile: its guard against writes into a git
        // directory is made here.
        if let git = WorkspacePath.gitDirectory(containing: destination) {
            throw .insideGitDirectory(path: destination.path, gitDirectory: git.path)
        }
        let parent = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .folderUncreatable(path: parent.path, reason: error.localizedDescription, parent: parent.path)
        }
        TemporaryName.removeStale(in: parent)
        let staging = TemporaryName.beside(destination)
        do {
            try FileManager.default.copyItem(at: source, to: staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw .writeFailed(path: destination.path, reason: error.localizedDescription)
        }
        // rename(2) refuses a non-empty destination made meanwhile, so nothing of the team's is replaced.
        guard rename(staging.path, destination.path) == 0 else {
            try? FileManager.default.removeItem(at: staging)
            throw .moveFailed(path: destination.path)
        }
        return set.files.map { "\($0.part.rawValue)/\($0.path)" }.sorted()
    }
}
