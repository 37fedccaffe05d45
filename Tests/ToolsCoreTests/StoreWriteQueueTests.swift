// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// The store writes a run hands to a queue of their own: all of them stored once the run waits, whatever
/// thread added them, and a failure is the run's to see.
@Suite("Store writes beside the run", .offThePool)
struct StoreWriteQueueTests {
    @Test func valuesAddedFromManyThreadsAreStoredByWait() async throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("tools.sqlite"))
        let queue = StoreWriteQueue(store: store, label: "test.store-writes")
        // Large values: several batches are handed to the queue while values are still being added.
        let value = Data(repeating: 7, count: 300_000)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for item in 0..<25 { queue.add(value, key: "\(worker)-\(item)", namespace: "records") }
                }
            }
        }
        queue.add(Data("part".utf8), key: "small", namespace: "parts")
        try queue.wait()
        #expect(try store.countValues(namespace: "records") == 100)
        #expect(try store.cachedValues(namespace: "records", keys: ["3-24"]) == ["3-24": value])
        #expect(try store.cachedValues(namespace: "parts", keys: ["small"]) == ["small": Data("part".utf8)])
    }

    @Test func theFirstFailureIsThrownByWaitAndWritesGoOnInOrder() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("tools.sqlite"))
        let queue = StoreWriteQueue(store: store, label: "test.store-writes")
        queue.store(["a": Data("1".utf8)], namespace: "n")
        queue.enqueue { () throws(CoreError) in throw CoreError.storeLocked(path: "first") }
        queue.enqueue { () throws(CoreError) in throw CoreError.storeLocked(path: "second") }
        queue.store(["a": Data("2".utf8)], namespace: "n")
        #expect(throws: CoreError.storeLocked(path: "first")) { try queue.wait() }
        // The write asked for after the failures was made, over the one before it.
        #expect(try store.cachedValues(namespace: "n", keys: ["a"]) == ["a": Data("2".utf8)])
    }
}
