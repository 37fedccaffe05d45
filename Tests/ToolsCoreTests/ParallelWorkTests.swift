// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

/// Work on all cores: every item exactly once, results in the order of the items, whatever the chunks.
@Suite(.offThePool) struct ParallelWorkTests {
    @Test(arguments: [0, 1, 2, 7, 1_000, 20_011])
    func mapKeepsTheOrderOfItsItems(count: Int) async {
        let items = Array(0..<count)
        let doubled = await ParallelWork.map(items) { $0 * 2 }
        #expect(doubled == items.map { $0 * 2 })
    }

    /// Uneven work: a few slow items among many fast ones still come back in place.
    @Test func unevenItemsComeBackInPlace() async {
        let items = Array(0..<3_000)
        let names = await ParallelWork.map(items) { item -> String in
            if item % 997 == 0 { Thread.sleep(forTimeInterval: 0.01) }
            return "item \(item)"
        }
        #expect(names == items.map { "item \($0)" })
    }

    @Test func forEachCallsEachIndexOnce() {
        let calls = Locked([Int](repeating: 0, count: 5_003))
        ParallelWork.forEach(count: 5_003) { index in calls.withLock { $0[index] += 1 } }
        #expect(calls.current.allSatisfy { $0 == 1 })
    }

    @Test func runReturnsItsResult() async {
        #expect(await ParallelWork.run { 42 } == 42)
    }
}
