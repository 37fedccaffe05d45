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
        for _ in 0..<width {
            let thread = Thread { batch.work() }
            thread.stackSize = stackSize
            thread.start()
        }
    }
}

/// The shared state of one `ParallelWork` call; its mutable fields are guarded by `lock`.
private final class Batch<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    /// Dropped by the last worker before `completion`: `forEach`'s caller checks that its closure is released.
    private var body: (@Sendable (Int) -> Output)?
    private let completion: @Sendable ([Output]) -> Void
    private var results: [Output?]
    private var next = 0
    var running = 0

    init(count: Int, body: @escaping @Sendable (Int) -> Output, completion: @escaping @Sendable ([Output]) -> Void) {
        self.count = count
        self.body = body
        self.completion = completion
        results = [Output?](repeating: nil, count: count)
    }

    func work() {
        while let (index, body) = take() {
            let output = body(index)
            lock.withLock { results[index] = output }
        }
        let outputs: [Output]? = lock.withLock {
            running -= 1
            guard running == 0 else { return nil }
            body = nil
            return results.compactMap { $0 }
        }
        if let outputs { completion(outputs) }
    }

    private func take() -> (Int, @Sendable (Int) -> Output)? {
        lock.withLock {
            guard next < count, let body else { return nil }
            next += 1
            return (next - 1, body)
        }
    }
}
