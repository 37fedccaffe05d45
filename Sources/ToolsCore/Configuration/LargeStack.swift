// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Runs work that recurses as deep as its input on a thread of its own with a large stack. Yams composes
/// (up to libyaml's 1,000 nesting levels) and frees its nodes recursively (as deep as a chain of aliases
/// goes): on the 512 KB stack of a secondary thread on macOS either overflows, so YAML is read here. The
/// stack is reserved address space; only what a deep document uses is ever touched.
enum LargeStack {
    static let size = 64 << 20

    /// The result of `body`, run to its end on a thread with a `size` stack; the caller waits.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = Locked<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = body()
            box.withLock { $0 = result }
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        guard let result = box.current else {
            // The thread runs `body` to its end before it signals: this is never reached.
            preconditionFailure("the large-stack thread ended without a result")
        }
        return result
    }
}
