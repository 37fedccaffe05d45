// Copyright © 2026 Tools Authors. All rights reserved.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path pattern as SwiftLint's `included` / `excluded` take them: a plain path (the folder and
/// everything under it) or a glob with `*`, `?`, `[…]` and `**` (any number of folders).
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [String]

    public init(_ pattern: String) {
        var cleaned = pattern
        while cleaned.hasPrefix("./") { cleaned.removeFirst(2) }
        while cleaned.count > 1, cleaned.hasSuffix("/") { cleaned.removeLast() }
        self.pattern = cleaned
        segments = cleaned.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if segments.isEmpty { return true }
        return Self.match(segments[...], parts[...], allowingTrailing: true)
    }

    private static func match(
        _ pattern: ArraySlice<String>, _ path: ArraySlice<String>, allowingTrailing: Bool
    ) -> Bool {
        guard let head = pattern.first else {
            // The pattern named a folder: everything under it matches too.
            return path.isEmpty || allowingTrailing
        }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining, allowingTrailing: allowingTrailing) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let first = path.first, segmentMatches(head, first) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), allowingTrailing: allowingTrailing)
    }

    private static func segmentMatches(_ pattern: String, _ name: String) -> Bool {
        if !pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) { return pattern == name }
        return fnmatch(pattern, name, 0) == 0
    }
}
