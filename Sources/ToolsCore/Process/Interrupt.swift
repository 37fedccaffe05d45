// Copyright © 2026 Tools Authors. All rights reserved.

import Dispatch
import Foundation

/// Ctrl-C handling: the first SIGINT cancels the work (children are torn down and a report is printed);
/// a second one exits at once.
public enum Interrupt {
    public static func cancellingOnInterrupt<Result: Sendable>(
        _ body: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let task = Task { try await body() }
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        let count = Locked(0)
        source.setEventHandler {
            let presses = count.withLock { value -> Int in
                value += 1
                return value
            }
            if presses == 1 {
                FileHandle.standardError.write(Data("\ninterrupted: stopping (Ctrl-C again to quit now)\n".utf8))
                task.cancel()
            } else {
                exit(130)
            }
        }
        source.resume()
        defer {
            source.cancel()
            signal(SIGINT, SIG_DFL)
        }
        return try await task.value
    }
}
