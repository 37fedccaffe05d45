// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Paths taken from configuration (`tools.featuresPath`, `tools.mocks.output`, template folders) resolved
/// against the workspace root and checked to stay inside it, after following symbolic links: a
/// configuration file must not make the tool write (or read templates) anywhere else on the machine.
public enum WorkspacePath {
    /// `relative` resolved against `root`; throws a located error at `node` when it leaves `root`.
    public static func resolve(
        _ relative: String, in root: URL, node: ConfigNode? = nil
    ) throws(ConfigurationError) -> URL {
        let url = (relative.hasPrefix("/") ? URL(fileURLWithPath: relative)
            : root.appendingPathComponent(relative)).standardizedFileURL
        guard contains(url, in: root) else {
            let message = "'\(relative)' is outside the workspace \(root.path)"
            let hint = "use a path inside the workspace, relative to the folder of project.yml"
            throw node?.error(message, hint: hint) ?? .invalidValue(nil, keyPath: "", problem: message, hint: hint)
        }
        return url
    }

    /// Whether `url` lies in `root` (or is `root`) once symbolic links of the existing part are followed.
    public static func contains(_ url: URL, in root: URL) -> Bool {
        let base = realPath(of: root)
        let target = realPath(of: url)
        return target == base || target.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// The path with links resolved for its longest existing prefix (the rest may not exist yet).
    static func realPath(of url: URL) -> String {
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
