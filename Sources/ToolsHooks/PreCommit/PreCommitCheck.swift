// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A check the pre-commit hook runs on the staged content. Capabilities (lint, mocks) are adapted to it
/// by the CLI, so that the hooks library depends on none of them.
public protocol PreCommitCheck: Sendable {
    /// A short name for messages: `lint`, `mocks`.
    var name: String { get }

    /// The findings on `snapshot`, with file paths as in `StagedFile.path` and lines of the staged
    /// content. Errors block the commit; warnings are shown only.
    func run(on snapshot: StagedSnapshot) async throws -> [Diagnostic]

    /// The command a developer runs to fix the blocking `errors` (for the blocked-commit hint), nil when no
    /// command fixes any of them: a hint is only given where following it helps.
    func fixCommand(for errors: [Diagnostic]) -> String?
}

extension PreCommitCheck {
    public func fixCommand(for errors: [Diagnostic]) -> String? { nil }
}

/// A check that can also correct files, for the hook's optional auto-fix.
public protocol FixingPreCommitCheck: PreCommitCheck {
    /// Corrects `files` in the working tree and returns the paths it rewrote. Every file given is fully
    /// staged (its working-tree bytes are the staged bytes), so the runner re-stages what was rewritten
    /// and nothing unstaged is mixed in.
    func fix(_ files: [StagedFile]) async throws -> [String]

    /// Whether this check corrects files in this run (the configuration may ask one check to fix and not
    /// another: lint's `autoFix`, `format: fix`).
    var fixes: Bool { get }
}

extension FixingPreCommitCheck {
    public var fixes: Bool { true }
}
