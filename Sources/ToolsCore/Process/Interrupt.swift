// Copyright © 2026 Tools Authors. All rights reserved.

import Dispatch
import Foundation

/// Ctrl-C (SIGINT) and SIGTERM handling for every command that writes or runs jobs.
///
/// The first signal cancels the work, which stops at its next safe point: a file is written whole or not at
/// all; every child's process group gets SIGINT, then SIGTERM, each with a short grace, then SIGKILL; the
/// command then reports what it did (the build's summary). A second signal kills every child's group at once
/// and leaves the work a moment to report before the tool exits with 130; what an exit leaves (temporary
/// files named with this process's id) is removed by the next run.
public enum Interrupt {
    /// How long the work has to report after the second signal before the tool exits anyway.
    static let reportGrace = DispatchTimeInterval.seconds(5)

    public static func cancellingOnInterrupt<Result: Sendable>(
        _ body: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let task = Task { try await body() }
        let count = Locked(0)
        let finished = Locked(false)
        let invocation = Invocation.current
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let presses = count.withLock { value -> Int in
                    value += 1
                    return value
                }
                if presses == 1 {
                    let text = "\ninterrupted: stopping (Ctrl-C again to kill running jobs and quit)\n"
                    invocation.writeError(Data(text.utf8))
                    task.cancel()
                } else {
                    escalate(after: presses, finished: finished, invocation: invocation)
                }
            }
            source.resume()
            return source
        }
        defer {
            finished.withLock { $0 = true }
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try await task.value
    }

    /// The second signal (and any later one): every child's group is killed; the work, whose children are
    /// gone now, ends and reports, or the tool exits without it after `reportGrace`.
    private static func escalate(after presses: Int, finished: Locked<Bool>, invocation: Invocation) {
        if presses == 2 {
            invocation.writeError(Data("interrupted again: killing every job\n".utf8))
        }
        ProcessGroups.shared.killAll()
        guard presses == 2 else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + reportGrace) {
            guard !finished.current else { return }
            // The work still runs on other threads: `_exit`, not `exit`, whose handlers (libcrypto's cleanup
            // among them) would tear down what those threads use and end the tool with a crash, not 130. What
            // was printed is out already (unbuffered writes; `fflush` for any buffered one).
            fflush(nil)
            _exit(130)
        }
    }
}
