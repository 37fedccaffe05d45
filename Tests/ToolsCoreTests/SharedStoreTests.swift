// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// `SharedStore.finish()`: a run that began opening the store and failed before it needed it waits for the
/// opening thread (the process's exit handlers crashed that thread when they ran under it).
@Suite("Shared store", .offThePool)
struct SharedStoreTests {
    /// A store whose file is corrupt: opening it moves it aside and warns, which shows that it ran.
    private struct CorruptStore {
        let store: SharedStore
        let url: URL
        let warnings = Locked<[String]>([])

        init(in folder: TemporaryDirectory) throws {
            url = folder.url.appendingPathComponent("tools.sqlite")
            try Data(repeating: 0x42, count: 8_192).write(to: url)
            let warnings = warnings
            store = SharedStore(workspaceRoot: nil, environment: ["TOOLS_STORE": url.path]) { warning in
                warnings.withLock { $0.append(warning) }
            }
        }
    }

    @Test("finish() after begin() returns once the opening is done, with its warning handed over")
    func finishWaitsForTheOpeningBegun() throws {
        let folder = try TemporaryDirectory()
        let corrupt = try CorruptStore(in: folder)
        let store = corrupt.store
        let warnings = corrupt.warnings
        store.begin()
        store.finish()
        #expect(warnings.current.count == 1, "\(warnings.current)")
        #expect(warnings.current.first?.contains("corrupt") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("tools.sqlite.broken-") }, "\(names)")
        // The new file is a database now: the opening ran to its end, not only to the move.
        let reopened = try Store(url: corrupt.url)
        #expect(try reopened.cachedValue(namespace: "n", key: "k") == nil)
    }

    @Test("finish() without begin() opens nothing; after open() it hands over no warning twice")
    func finishOpensNothingItselfAndWarnsOnce() throws {
        let folder = try TemporaryDirectory()
        let corrupt = try CorruptStore(in: folder)
        let store = corrupt.store
        let warnings = corrupt.warnings
        store.finish()
        #expect(warnings.current.isEmpty)
        #expect(try Data(contentsOf: corrupt.url) == Data(repeating: 0x42, count: 8_192), "the file is untouched")

        #expect(store.open() != nil)
        store.finish()
        #expect(warnings.current.count == 1, "\(warnings.current)")
    }
}
