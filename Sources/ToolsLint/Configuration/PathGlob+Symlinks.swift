// Copyright © 2026 Tools Authors. All rights reserved.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PathGlob {
    /// `pattern` (absolute), and the same pattern with the symbolic links of its literal folders resolved
    /// when that differs: a configuration read through a link (macOS's `/var` and `/tmp`, which are
    /// `/private/var` and `/private/tmp`; `--root` or `--config` spelled through a link) still matches files
    /// found under the real folders, as SwiftLint 0.64.1 honours `excluded` there.
    static func withSymlinksResolved(_ pattern: String) -> [PathGlob] {
        let glob = PathGlob(pattern)
        guard pattern.hasPrefix("/") else { return [glob] }
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // The literal folders before the first wildcard: only those can be resolved on disk.
        let literal = parts.prefix { !$0.contains(where: { "*?[".contains($0) }) }
        var prefix = "/" + literal.joined(separator: "/")
        var resolved: String?
        // The longest literal prefix that exists (an excluded path need not exist).
        while resolved == nil, prefix != "/" {
            resolved = realPath(prefix)
            if resolved == nil {
                prefix = String(prefix[..<(prefix.lastIndex(of: "/") ?? prefix.startIndex)])
                if prefix.isEmpty { prefix = "/" }
            }
        }
        guard let resolved, resolved != prefix else { return [glob] }
        let consumed = prefix.split(separator: "/", omittingEmptySubsequences: true).count
        parts.removeFirst(consumed)
        let rewritten = ([resolved] + parts).joined(separator: "/")
        return [glob, PathGlob(rewritten)]
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
