// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The command that (re)builds the hook's binary, spelled as it works from the top of the repository the
/// hook is installed in: `swift run tools setup-project` only where the repository is the tools package
/// itself, `swift run --package-path Tools tools setup-project` in an app repository whose `Tools/`
/// package depends on tools. Every hint about a missing or stale binary names it.
public enum SetupCommand {
    /// - Parameters:
    ///   - packageDirectory: the package whose `swift build` gives the binary (nil when a binary was given).
    ///   - binary: the binary given with `--binary`, when there is no package.
    ///   - workingTree: the top of the repository's working tree, where the hook runs.
    public static func spelled(packageDirectory: URL?, binary: URL?, workingTree: URL?) -> String {
        if let packageDirectory {
            let relative = relativePath(of: packageDirectory, to: workingTree)
            return relative == "."
                ? "swift run tools setup-project"
                : "swift run --package-path \(ShellQuoting.quote(relative)) tools setup-project"
        }
        if let binary {
            return "tools setup-project --binary \(ShellQuoting.quote(binary.path))"
        }
        return "tools setup-project"
    }

    /// The tool itself, spelled the same way: `swift run --package-path Tools tools`, `swift run tools`, or
    /// `tools` for a binary built elsewhere (on the PATH, installed by Mint or a release archive).
    public static func tools(packageDirectory: URL?, workingTree: URL?) -> String {
        let setup = spelled(packageDirectory: packageDirectory, binary: nil, workingTree: workingTree)
        return String(setup.dropLast(" setup-project".count))
    }

    /// The package a binary was built in: `<package>/.build/<triple>/<configuration>/tools` (what `swift run`
    /// and `swift build` leave) gives `<package>` when it holds a `Package.swift`; nil for a binary elsewhere
    /// (an installed copy, a release archive).
    public static func packageDirectory(ofBuiltBinary binary: URL) -> URL? {
        var folder = binary.resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.lastPathComponent == ".build" {
                let package = folder.deletingLastPathComponent()
                let manifest = package.appendingPathComponent("Package.swift")
                return FileManager.default.fileExists(atPath: manifest.path) ? package : nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// `url` relative to `base` when inside it (`.` for `base` itself), else its absolute path.
    static func relativePath(of url: URL, to base: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let base else { return path }
        let basePath = base.standardizedFileURL.path
        if path == basePath { return "." }
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
