// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// How far a lint run is, for a progress line. Set by the command for the duration of a run, as a task
/// local, so that the session between the command and the linter needs no parameter for it.
public struct LintProgress: Sendable {
    /// Called with the files linted so far and the files to lint (those the cache does not answer).
    public let report: @Sendable (_ done: Int, _ total: Int) -> Void

    public init(report: @escaping @Sendable (_ done: Int, _ total: Int) -> Void) {
        self.report = report
    }

    @TaskLocal public static var current: LintProgress?

    /// Counts finished files from any thread; reports about a hundred times per run, not once per file.
    final class Counter: Sendable {
        private let progress: LintProgress
        private let total: Int
        private let done = Locked(0)

        init(_ progress: LintProgress, total: Int) {
            self.progress = progress
            self.total = total
        }

        func step() {
            let count = done.withLock { value -> Int in
                value += 1
                return value
            }
            if count == total || count.isMultiple(of: max(1, total / 100)) { progress.report(count, total) }
        }
    }
}
