// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One real `swift build` or `swift test` of a package at a time across the whole suite.
///
/// A package build already uses every core (SwiftPM's `-j` is the core count); two or three side by side on a
/// 2-core machine made the suite starve itself (load average 3.5, timers and children of other tests late by
/// minutes). Tests that build a package (directly, or through a command that does) run their building part
/// inside `SwiftBuildSlot.run`, which waits, suspended, for the slot.
public enum SwiftBuildSlot {
    private static let slots = AsyncSlots(count: 1)

    /// Whether the current task holds the slot: a test that holds it for a whole command may build inside.
    @TaskLocal private static var held = false

    /// `body` once the slot is free (at once when this task holds it already); the slot is given back when
    /// `body` ends, thrown errors included.
    public static func run<Result: Sendable>(
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        if held { return try await body() }
        await slots.acquire()
        do {
            let result = try await $held.withValue(true) { try await body() }
            await slots.release()
            return result
        } catch {
            await slots.release()
            throw error
        }
    }
}

/// A counting semaphore for tasks: waiting suspends the task, never blocks a thread.
actor AsyncSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        free = count
    }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            // The slot passes straight to the longest waiter.
            waiting.removeFirst().resume()
        }
    }
}
