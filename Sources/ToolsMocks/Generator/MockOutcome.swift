// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What a run did: its findings, each output file's state, and counts for the summary.
public struct MockOutcome: Sendable {
    public enum FileState: String, Sendable {
        case written, unchanged, stale, missing, removed
    }

    public var diagnostics: [Diagnostic] = []
    public var files: [(url: URL, state: FileState)] = []
    public var mockCount = 0
    public var parsedFiles = 0
    public var cachedFiles = 0
    /// The hash of each output file's content (written or up to date), by path, for `RunMemo` (nil without
    /// a store).
    var contentHashes: OutputHashes?

    /// 1 when a file is stale (with `--check`) or an error was reported.
    public var exitStatus: ExitStatus {
        let failed = diagnostics.contains { $0.severity == .error }
            || files.contains { $0.state == .stale || $0.state == .missing }
        return failed ? .failure : .success
    }
}
