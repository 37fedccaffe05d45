// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsHooks

/// A real check for the tests: `FORBIDDEN` in a line is an error, `DISCOURAGED` a warning; fixing
/// rewrites `FORBIDDEN` to `allowed` in the working tree. It reads only the snapshot, so it proves which
/// content the runner hands to checks.
struct ForbiddenTokenCheck: FixingPreCommitCheck {
    let name = "forbidden"
    /// Whether the configuration lets it fix (another check may fix in the same run).
    var fixes = true

    func run(on snapshot: StagedSnapshot) async throws -> [Diagnostic] {
        var found: [Diagnostic] = []
        for file in snapshot.files {
            let text = String(decoding: file.data, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, line) in lines.enumerated() {
                if let range = line.range(of: "FORBIDDEN") {
                    found.append(Diagnostic(
                        file: file.path, line: offset + 1,
                        column: line.distance(from: line.startIndex, to: range.lowerBound) + 1,
                        severity: .error, ruleID: "forbidden_token", message: "FORBIDDEN must not be committed"
                    ))
                }
                if line.contains("DISCOURAGED") {
                    found.append(Diagnostic(
                        file: file.path, line: offset + 1, severity: .warning, ruleID: "discouraged_token",
                        message: "DISCOURAGED should not be committed"
                    ))
                }
            }
        }
        return found
    }

    func fixCommand(for errors: [Diagnostic]) -> String? {
        "fix-forbidden " + Set(errors.compactMap(\.file)).sorted().map(ShellQuoting.quote).joined(separator: " ")
    }

    func fix(_ files: [StagedFile]) async throws -> [String] {
        var rewritten: [String] = []
        for file in files {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            guard text.contains("FORBIDDEN") else { continue }
            try Data(text.replacingOccurrences(of: "FORBIDDEN", with: "allowed").utf8).write(to: file.url)
            rewritten.append(file.path)
        }
        return rewritten
    }
}
