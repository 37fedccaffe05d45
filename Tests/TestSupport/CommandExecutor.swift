// Copyright © 2026 Tools Authors. All rights reserved.

import Dispatch
import Foundation

/// The executor in-process command runs prefer: threads that Dispatch adds as they are needed, not Swift
/// concurrency's cooperative pool (one thread per core).
///
/// A command does synchronous work from async code (lint's and the mock generator's sessions wait for their
/// worker threads; YAML is read on a large-stack thread). In the tool's own process that holds one pool thread
/// for a moment; in the test process dozens of commands run side by side, and on a 2-core machine two of them
/// held both pool threads for minutes, so the timers, child-process supervision and cancellations of every
/// other test waited (a cancelled `sleep 300` took 146 s to end). On these threads a command's waits hold no
/// pool thread.
@available(macOS 15, *)
public final class CommandExecutor: TaskExecutor {
    public static let shared = CommandExecutor()

    // A queue made by `DispatchQueue(label:attributes:)` targets the overcommitting global queue: a job that
    // blocks gets a new thread beside it instead of waiting for a free one.
    private let queue = DispatchQueue(label: "tools.tests.in-process-commands", attributes: .concurrent)

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
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
