// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What the pre-commit run found and did.
public struct PreCommitOutcome: Sendable {
    /// Every finding, sorted.
    public var diagnostics: [Diagnostic]
    /// How many staged files were checked.
    public var checkedFileCount: Int
    /// Files auto-fix corrected in the working tree and re-staged.
    public var fixedPaths: [String]
    /// Files with findings that auto-fix left alone because they have unstaged changes.
    public var partiallyStagedPaths: [String]
    /// The commands that fix the files with errors, one per check that offers one.
    public var fixCommands: [String]
    public var skipped: [StagedSnapshot.SkippedPath]
    /// What the run chose not to do, and why (printed first in the summary).
    public var notes: [String] = []

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// 1 blocks the commit.
    public var exitStatus: ExitStatus { errors.isEmpty ? .success : .failure }

    /// The closing lines: what was fixed, and for a blocked commit, how to fix and how to bypass once.
    public func summary() -> String {
        var lines = notes.map { "tools pre-commit: \($0)" }
        if !fixedPaths.isEmpty {
            lines.append("tools pre-commit: fixed and re-staged: \(fixedPaths.joined(separator: ", "))")
        }
        if !partiallyStagedPaths.isEmpty {
            lines.append(
                "tools pre-commit: not auto-fixed (unstaged changes would be mixed in): "
                    + partiallyStagedPaths.joined(separator: ", ")
            )
        }
        let errorFiles = Set(errors.compactMap(\.file)).count
        guard !errors.isEmpty else {
            if !warnings.isEmpty {
                lines.append("tools pre-commit: \(count(warnings.count, "warning")) (not blocking).")
            }
            return lines.map { $0 + "\n" }.joined()
        }
        var headline = "tools pre-commit: commit blocked: \(count(errors.count, "error")) in "
            + "\(count(errorFiles, "file"))"
        if !warnings.isEmpty { headline += ", \(count(warnings.count, "warning"))" }
        lines.append(headline + ".")
        for command in fixCommands {
            lines.append("  fix:    \(command)   (then stage the result with git add)")
        }
        if fixCommands.isEmpty {
            lines.append("  fix:    correct the lines above in the working tree, then stage them with git add")
        }
        lines.append("  bypass: git commit --no-verify   (skips every check, for this commit only)")
        return lines.map { $0 + "\n" }.joined()
    }

    private func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
