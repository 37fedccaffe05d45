// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Runs work on all cores on threads with a large stack.
///
/// Parsing and walking a syntax tree recurse once per nesting level. The threads of Swift's cooperative
/// pool have small stacks (512 KB on Linux), which a legal but deeply nested file can overflow; these
/// threads reserve `stackSize` (address space, not memory: pages are only used when touched).
final class ParallelRunner<Item: Sendable, Output: Sendable>: @unchecked Sendable {
    static var stackSize: Int { 256 * 1024 * 1024 }

    // Mutable state is guarded by `lock`; the class is shared by the worker threads only.
    private let lock = NSLock()
    private let items: [Item]
    private let body: @Sendable (Item) -> Output
    private var results: [Output?]
    private var next = 0
    private var running = 0
    private var completion: (([Output]) -> Void)?

    private init(items: [Item], body: @escaping @Sendable (Item) -> Output) {
        self.items = items
        self.body = body
        results = [Output?](repeating: nil, count: items.count)
    }

    /// `body` applied to each of `items`, in the order of `items`.
    static func map(_ items: [Item], _ body: @escaping @Sendable (Item) -> Output) async -> [Output] {
        guard !items.isEmpty else { return [] }
        let width = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let runner = ParallelRunner(items: items, body: body)
        return await withCheckedContinuation { continuation in
            runner.start(width: width) { continuation.resume(returning: $0) }
        }
    }

    private func start(width: Int, completion: @escaping ([Output]) -> Void) {
        self.completion = completion
        running = width
        for _ in 0..<width {
            let thread = Thread { [self] in work() }
            thread.stackSize = Self.stackSize
            thread.start()
        }
    }

    private func work() {
        while let index = take() {
            let output = body(items[index])
            lock.lock()
            results[index] = output
            lock.unlock()
        }
        lock.lock()
        running -= 1
        let finished = running == 0 ? completion : nil
        if finished != nil { completion = nil }
        let outputs = finished != nil ? results.compactMap { $0 } : []
        lock.unlock()
        finished?(outputs)
    }

    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < items.count else { return nil }
        next += 1
        return next - 1
    }
}
