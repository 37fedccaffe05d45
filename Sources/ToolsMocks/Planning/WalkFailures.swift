// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Folders the planner's walks could not list, collected from the parallel walks and warned about once
/// each: their protocols are not mocked, and the user is told so rather than left to wonder.
final class WalkFailures: Sendable {
    private let failures = Locked([String: String]())

    func record(_ path: String, _ failure: String) {
        failures.withLock { $0[path] = failure }
    }

    /// One warning per folder, its path relative to `root` when inside it.
    func warnings(root: URL) -> [Diagnostic] {
        let prefix = root.standardizedFileURL.path + "/"
        return failures.current.sorted { $0.key < $1.key }.map { path, failure in
            Diagnostic(
                file: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, line: nil,
                severity: .warning, ruleID: "unreadable_folder",
                message: "the folder cannot be read (\(failure)); its protocols are not mocked"
            )
        }
    }
}
