// Copyright © 2026 Tools Authors. All rights reserved.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shell-style name patterns (`Lexus*`, `*AU`, `Toyota?neApp`), matched with the C library's fnmatch.
public enum Glob {
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }

    public static func matchesAny(_ patterns: [String], _ name: String) -> Bool {
        patterns.contains { matches($0, name) }
    }
}
