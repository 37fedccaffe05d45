// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Paths compared across libraries that spell the same folder differently. libgit2 reports real paths
/// (`realpath(3)`: on macOS `/private/var/folders/…` for a temporary folder), while the user, `--root`,
/// and Foundation's `resolvingSymlinksInPath()` (which on macOS drops `/private` again) give `/var/…` or
/// `/tmp/…`. Comparing such paths as strings fails on a Mac only; these functions compare real paths and
/// give paths back in the caller's spelling, so that messages keep the paths the user knows.
public enum RealPath {
    /// `path` with every symbolic link resolved (`realpath(3)`, `/private` kept), nil when it does not exist.
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `first` and `second` name the same existing file or folder.
    public static func same(_ first: String, _ second: String) -> Bool {
        first == second || (of(first).map { $0 == of(second) } ?? false)
    }

    /// `target` (a real path, as libgit2 gives them) spelled through the nearest folder above `spelling`
    /// (or `spelling` itself) whose real path contains it: `/private/var/x/repo/.git` seen from `/var/x/repo/a`
    /// is `/var/x/repo/.git`. `target` unchanged when no such folder is found.
    public static func respell(_ target: String, from spelling: String) -> String {
        let trimmed = target.count > 1 && target.hasSuffix("/") ? String(target.dropLast()) : target
        var folder = URL(fileURLWithPath: spelling).standardizedFileURL.path
        while folder != "/" {
            if let real = of(folder), real != folder {
                if trimmed == real { return folder }
                if trimmed.hasPrefix(real + "/") { return folder + trimmed.dropFirst(real.count) }
            } else if trimmed == folder || trimmed.hasPrefix(folder + "/") {
                // The same spelling on both sides from here up: nothing to translate.
                return trimmed
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return trimmed
    }
}
