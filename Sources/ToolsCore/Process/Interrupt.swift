// Copyright © 2026 Tools Authors. All rights reserved.

import Dispatch
import Foundation

/// Ctrl-C (SIGINT) and SIGTERM handling for every command that writes or runs jobs: the first signal
/// cancels the work, which stops at its next safe point (a file is written whole or not at all, children
/// are torn down, a report is printed); a second one exits at once, and what that leaves (temporary files
/// named with this process's id) is removed by the next run.
public enum Interrupt {
    public static func cancellingOnInterrupt<Result: Sendable>(
        _ body: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let task = Task { try await body() }
        let count = Locked(0)
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
                    let text = "\ninterrupted: stopping (Ctrl-C again to quit now)\n"
                    invocation.writeError(Data(text.utf8))
                    task.cancel()
                } else {
                    exit(130)
                }
            }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try await task.value
    }
}
