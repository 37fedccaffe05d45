// Copyright © 2026 Tools Authors. All rights reserved.

#if canImport(Testing)
import Foundation
import Testing

/// Every suite's trait (`@Suite(.offThePool)`, checked by `SuiteTraitTests`): its tests run on
/// `CommandExecutor`'s threads, never on Swift concurrency's pool.
///
/// Swift Testing runs the suite's ~650 tests side by side as tasks on that pool, one thread per core. Tests
/// that parse this repository or run thousands of fuzz inputs held both threads of a 2-core machine for
/// minutes, and the pool's queue of waiting jobs grew behind them: a 1 s timeout fired after 348 s, a
/// cancelled child was reaped after 297 s, `swift --version` "did not answer within 90 s". Off the pool, the
/// tests share the cores as threads do, and the pool stays free for the timers that wake them.
public struct OffThePoolTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// How many test cases run at once. Swift Testing starts every test at once; on the pool, one thread per
    /// core bounded that, but on threads of their own 700 tests ran side by side, and on 2 cores a loopback
    /// server's answer, a child's start or a timer then waited for seconds behind them. Cases waiting for a
    /// slot are suspended tasks, not threads. Generous all the same: a test waiting for `SwiftBuildSlot`
    /// holds its slot meanwhile.
    static let slots = AsyncSlots(count: max(32, 8 * ProcessInfo.processInfo.activeProcessorCount))

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's scope holds no slot: its tests need them.
        guard testCase != nil else { return try await onCommandThreads { try await function() } }
        await Self.slots.acquire()
        do {
            try await onCommandThreads { try await function() }
            await Self.slots.release()
        } catch {
            await Self.slots.release()
            throw error
        }
    }
}

extension Trait where Self == OffThePoolTrait {
    /// The tests run on `CommandExecutor`'s threads (see `OffThePoolTrait`).
    public static var offThePool: Self { Self() }
}
#endif
