// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Where the store lives: never inside a working tree, so no command leaves untracked files in a checkout.
///
/// - In a git repository: `<common git dir>/tools/tools.sqlite`, shared by every worktree of the repository
///   and removed with it.
/// - Elsewhere: the user's cache folder, one store per workspace root
///   (`$XDG_CACHE_HOME/tools/<hash of the root>/tools.sqlite`, `~/.cache` when unset).
/// - `TOOLS_STORE` names the file outright (CI jobs that export their history, benchmarks).
public enum StoreLocation {
    public static let fileName = "tools.sqlite"

    public static func url(
        workspaceRoot: URL?,
        environment: [String: String] = Invocation.current.environment
    ) -> URL {
        if let explicit = environment["TOOLS_STORE"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        return stateDirectory(workspaceRoot: workspaceRoot, environment: environment)
            .appendingPathComponent(fileName)
    }

    /// The folder of the tool's own files for a workspace (store, job logs, the hook's binary): the git
    /// directory's `tools/` folder, else a per-workspace folder in the user cache.
    public static func stateDirectory(
        workspaceRoot: URL?,
        environment: [String: String] = Invocation.current.environment
    ) -> URL {
        if let workspaceRoot, let repository = try? GitRepository(discoveringFrom: workspaceRoot) {
            return repository.commonDirectory.appendingPathComponent("tools")
        }
        let cache = userCacheFolder(environment: environment).appendingPathComponent("tools")
        guard let workspaceRoot else { return cache }
        return cache.appendingPathComponent(String(ContentHash.of(workspaceRoot.standardizedFileURL.path).prefix(16)))
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache` (as the XDG base directory specification says).
    public static func userCacheFolder(environment: [String: String]) -> URL {
        if let path = environment["XDG_CACHE_HOME"], !path.isEmpty, path.hasPrefix("/") {
            return URL(fileURLWithPath: path)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache")
    }
}
