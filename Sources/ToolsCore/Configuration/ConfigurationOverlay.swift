// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Configuration files read from somewhere other than the working tree: the pre-commit hook judges the
/// commit, so `project.yml` (with its includes) and `.swiftlint.yml` are read as they are staged when
/// their working tree copy has unstaged changes. Every YAML file goes through `YAMLLoader.readText`,
/// which asks this first.
public enum ConfigurationOverlay {
    /// The bytes to read instead of the file, by standardised absolute path; empty outside the hook.
    @TaskLocal public static var contents: [String: Data] = [:]

    /// The overlaid bytes of `url`, if any (its standardised path, or the one with links resolved).
    static func data(for url: URL) -> Data? {
        let contents = Self.contents
        guard !contents.isEmpty else { return nil }
        return contents[url.standardizedFileURL.path] ?? contents[url.resolvingSymlinksInPath().path]
    }
}
