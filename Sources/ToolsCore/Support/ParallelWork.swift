// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Work spread over all cores on threads of our own with a large stack: the one way lint and the mock
/// generator run in parallel.
///
/// Parsing and walking a syntax tree recurse once per nesting level. The threads of Swift's cooperative
/// pool (and Dispatch's) have small stacks (512 KB on Linux), which a legal but deeply nested file can
/// overflow; these threads reserve `stackSize` (address space: pages are used only when touched). Blocking
/// work never runs on the cooperative pool, so a task group elsewhere in the process (the hook runs lint and
/// the mocks check side by side) is never starved.
public enum ParallelWork {
    public static let stackSize = 256 << 20

    /// `body` applied to each of `items` on all cores, in the order of `items`; the caller's task is
    /// suspended, not blocked, meanwhile.
    public static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ body: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        guard !items.isEmpty else { return [] }
        return await withCheckedContinuation { continuation in
            start(count: items.count, body: { body(items[$0]) }, completion: { continuation.resume(returning: $0) })
        }
    }

    /// `body` for each index below `count` on all cores; returns when every call has returned. For
    /// synchronous callers; from async code, use `map` or `run`, which do not block a pool thread.
    public static func forEach(count: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        // The threads are done with `body` before this returns, so it never really escapes.
        withoutActuallyEscaping(body) { body in
            let done = DispatchSemaphore(value: 0)
            start(count: count, body: body, completion: { _ in done.signal() })
            done.wait()
        }
    }

    /// `body` on a thread of its own, off the cooperative pool: for synchronous work called from async code.
    public static func run<Output: Sendable>(_ body: @escaping @Sendable () -> Output) async -> Output {
        await map([0]) { _ in body() }.first ?? body()
    }

    private static func start<Output: Sendable>(
        count: Int, body: @escaping @Sendable (Int) -> Output, completion: @escaping @Sendable ([Output]) -> Void
    ) {
        let batch = Batch(count: count, body: body, completion: completion)
        let width = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        batch.running = width
        // Threads inherit no task-local: hints made in the work spell the tool as the run does.
        let spelling = InvocationSpelling.bound
        for _ in 0..<width {
            let thread = Thread { InvocationSpelling.$bound.withValue(spelling) { batch.work() } }
            thread.stackSize = stackSize
            thread.start()
        }
    }
}

/// The shared state of one `ParallelWork` call; `next`, `running` and `body` are guarded by `lock`.
///
/// Workers take indices in chunks (guided: a share of what is left, down to one), so that tens of thousands
/// of small items (a warm lint run's stats and decodes) do not cost two lock round trips each between
/// threads. Each index is written by the one worker that took it, so results need no lock; the last worker
/// reads them after taking the lock, which orders every other worker's writes before its read.
private final class Batch<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    /// Dropped by the last worker before `completion`: `forEach`'s caller checks that its closure is released.
    private var body: (@Sendable (Int) -> Output)?
    private let completion: @Sendable ([Output]) -> Void
    private let results: UnsafeMutablePointer<Output?>
    private var next = 0
    var running = 0

    init(count: Int, body: @escaping @Sendable (Int) -> Output, completion: @escaping @Sendable ([Output]) -> Void) {
        self.count = count
        self.body = body
        self.completion = completion
        results = UnsafeMutablePointer<Output?>.allocate(capacity: count)
        results.initialize(repeating: nil, count: count)
    }

    deinit {
        results.deinitialize(count: count)
        results.deallocate()
    }

    func work() {
        while let (range, body) = take() {
            for index in range { results[index] = body(index) }
        }
        let outputs: [Output]? = lock.withLock {
            running -= 1
            guard running == 0 else { return nil }
            body = nil
            return UnsafeBufferPointer(start: results, count: count).compactMap { $0 }
        }
        if let outputs { completion(outputs) }
    }

    private func take() -> (Range<Int>, @Sendable (Int) -> Output)? {
        lock.withLock {
            guard next < count, let body else { return nil }
            // A quarter of each worker's share of what is left: large chunks while much is left, single
            // items at the end, so that one slow item never holds a long tail behind it.
            let size = max(1, min(256, (count - next) / (max(1, running) * 4)))
            let range = next..<min(count, next + size)
            next = range.upperBound
            return (range, body)
        }
    }
}
