// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A real git repository in a temporary folder, driven with the git CLI (an independent check of the
/// libgit2-based code under test).
public final class GitFixture: @unchecked Sendable {
    public let directory: TemporaryDirectory
    public var url: URL { directory.url }

    public init(prefix: String = "tools git") throws {
        directory = try TemporaryDirectory(prefix: prefix)
        try git("init", "-q", "-b", "main")
        try git("config", "user.name", "Test")
        try git("config", "user.email", "test@example.com")
        try git("config", "commit.gpgsign", "false")
    }

    @discardableResult
    public func git(_ arguments: String...) throws -> String {
        try runCommand("git", arguments, in: url).output
    }

    @discardableResult
    public func write(_ text: String, to path: String) throws -> URL {
        try directory.write(text, to: path)
    }

    public func read(_ path: String) throws -> String {
        try directory.read(path)
    }

    /// Stages everything and commits; returns the new commit's id.
    @discardableResult
    public func commitAll(_ message: String = "commit") throws -> String {
        try git("add", "-A")
        try git("commit", "-q", "--no-verify", "-m", message)
        return try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
