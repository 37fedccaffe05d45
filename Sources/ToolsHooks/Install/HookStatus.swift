// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The state of the hook in a repository, for `tools hooks status`.
public struct HookStatus: Sendable {
    public enum Installation: Sendable, Hashable {
        /// No hook file.
        case absent
        /// Our script.
        case installed
        /// A hook `tools` did not write (it would be chained on install).
        case foreign
    }

    public var hook: String
    public var hookFile: URL
    public var installation: Installation
    /// The binary the hook calls, from the install record.
    public var binary: String?
    public var binaryExists: Bool
    /// Present when a hook that was there before `tools` is chained.
    public var chainedFile: URL?
    /// Present when the developer's local hook exists.
    public var localFile: URL?
    /// The tool's source files changed since the binary was built.
    public var changedSources: [String]
    /// What rebuilds the binary, from the top of the working tree.
    public var setupCommand: String = InvocationSpelling.command("setup-project")

    /// Human-readable lines.
    public func describe() -> String {
        var lines = ["hook: \(hookFile.path)"]
        switch installation {
        case .absent:
            lines.append("state: not installed (run: \(InvocationSpelling.command("hooks install")))")
        case .foreign:
            lines.append("state: a hook not written by tools is installed "
                + "(\(InvocationSpelling.command("hooks install")) keeps it and chains it)")
        case .installed:
            lines.append("state: installed")
        }
        if let binary {
            lines.append("binary: \(binary)" + (binaryExists ? "" : " (missing: run \(setupCommand))"))
        }
        if let chainedFile { lines.append("chained: \(chainedFile.path) (runs after the checks)") }
        if let localFile { lines.append("local: \(localFile.path) (runs last)") }
        if !changedSources.isEmpty {
            let files = changedSources.count == 1 ? "file" : "files"
            lines.append("stale: \(changedSources.count) source \(files) changed since the binary was built "
                + "(rebuild: \(setupCommand))")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
