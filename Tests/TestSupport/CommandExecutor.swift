// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The executor tests prefer (`OffThePoolTrait`, `InProcessTools`): threads added as they are needed, not
/// Swift concurrency's cooperative pool (one thread per core).
///
/// A command does synchronous work from async code (lint's and the mock generator's sessions wait for their
/// worker threads; YAML is read on a large-stack thread). In the tool's own process that holds one pool thread
/// for a moment; in the test process dozens of commands run side by side, and on a 2-core machine two of them
/// held both pool threads for minutes, so the timers, child-process supervision and cancellations of every
/// other test waited (a cancelled `sleep 300` took 146 s to end). On these threads a command's waits hold no
/// pool thread.
@available(macOS 15, *)
public final class CommandExecutor: TaskExecutor, @unchecked Sendable {
    public static let shared = CommandExecutor()

    // Threads of its own, not Dispatch's: with the tests on an overcommitting Dispatch queue, a synchronous
    // remote-configuration fetch (a semaphore waiting for URLSession's callbacks) timed out on a 404 that the
    // loopback server had sent at once; on threads of their own the same tests pass.
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var next = 0
    private var idle = 0

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        // A job that would wait for a busy or blocked thread gets a new one: tests block (git, semaphores)
        // and compute side by side, as the threads of an overcommitting queue do.
        if jobs.count - next > idle { startThread() }
        condition.signal()
        condition.unlock()
    }

    private func startThread() {
        let thread = Thread { [self] in work() }
        // Deeply nested inputs recurse in the parsers that tests call directly.
        thread.stackSize = 64 << 20
        thread.start()
    }

    private func work() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while next == jobs.count {
                idle += 1
                condition.wait()
                idle -= 1
            }
            let job = jobs[next]
            next += 1
            if next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
            }
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}

/// `body` with `CommandExecutor` preferred where the platform has task executors (macOS 15, Linux), as it is
/// otherwise.
public func onCommandThreads<Result: Sendable>(_ body: () async throws -> Result) async rethrows -> Result {
    if #available(macOS 15, *) {
        return try await withTaskExecutorPreference(CommandExecutor.shared) { try await body() }
    }
    return try await body()
}
