// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Paths taken from configuration (`tools.featuresPath`, `tools.mocks.output`, template folders) resolved
/// against the workspace root and checked to stay inside it, after following symbolic links: a
/// configuration file must not make the tool write (or read templates) anywhere else on the machine.
public enum WorkspacePath {
    /// `relative` resolved against `root`; throws a located error at `node` when it leaves `root`.
    /// - Parameter writing: whether the tool writes there (a folder it only reads may be anywhere inside).
    public static func resolve(
        _ relative: String, in root: URL, node: ConfigNode? = nil, writing: Bool = true
    ) throws(ConfigurationError) -> URL {
        let url = (relative.hasPrefix("/") ? URL(fileURLWithPath: relative)
            : root.appendingPathComponent(relative)).standardizedFileURL
        guard contains(url, in: root) else {
            let message = "'\(relative)' is outside the workspace \(root.path)"
            let hint = "use a path inside the workspace, relative to the folder of project.yml"
            throw node?.error(message, hint: hint) ?? .invalidValue(nil, keyPath: "", problem: message, hint: hint)
        }
        if writing { try checkOutsideGitDirectory(url, spelled: relative, node: node) }
        return url
    }

    /// Throws a located error at `node` when `url` lies inside a git directory (see `gitDirectory(containing:)`).
    public static func checkOutsideGitDirectory(
        _ url: URL, spelled: String, node: ConfigNode?
    ) throws(ConfigurationError) {
        guard let git = gitDirectory(containing: url) else { return }
        let message = "'\(spelled)' is inside the git directory \(git.path), whose files only git writes"
        let hint = "name a path in the working tree instead"
        throw node?.error(message, hint: hint) ?? .invalidValue(nil, keyPath: "", problem: message, hint: hint)
    }

    /// The git directory a write to `url` would land in (a `.git` folder, a bare or `--git-dir` repository,
    /// links followed), nil when it lands outside every one or in the tool's own files there: its `tools/`
    /// folder (store, logs, the hook's binary) and the `pre-commit` hook of a hooks folder there (`hooks/`, or
    /// another that `core.hooksPath` names: installing into it must not fail after the team's hook was moved
    /// aside).
    public static func gitDirectory(containing url: URL) -> URL? {
        let real = URL(fileURLWithPath: realPath(of: url))
        var inside: [String] = [real.lastPathComponent]
        var folder = real.deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".git" || looksLikeGitDirectory(folder) {
                let own = inside.first == "tools" || (inside.count == 2 && inside.last == "pre-commit")
                return own ? nil : folder
            }
            inside.insert(folder.lastPathComponent, at: 0)
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// git's own layout: `HEAD`, `objects/` and `refs/` side by side.
    private static func looksLikeGitDirectory(_ folder: URL) -> Bool {
        FileKind.of(folder.appendingPathComponent("HEAD").path) == .regular
            && FileKind.of(folder.appendingPathComponent("objects").path) == .directory
            && FileKind.of(folder.appendingPathComponent("refs").path) == .directory
    }

    /// Whether `url` lies in `root` (or is `root`) once symbolic links of the existing part are followed.
    public static func contains(_ url: URL, in root: URL) -> Bool {
        let base = realPath(of: root)
        let target = realPath(of: url)
        return target == base || target.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// The path with links resolved for its longest existing prefix (the rest may not exist yet).
    public static func realPath(of url: URL) -> String {
        var existing = url.standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath()
        for component in missing { resolved.appendPathComponent(component) }
        return resolved.standardizedFileURL.path
    }
}
