// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// `SharedStore.finish()`: a run that began opening the store and failed before it needed it waits for the
/// opening thread (the process's exit handlers crashed that thread when they ran under it).
@Suite("Shared store")
struct SharedStoreTests {
    /// A store whose file is corrupt: opening it moves it aside and warns, which shows that it ran.
    private func corruptStore(in folder: TemporaryDirectory) throws -> (SharedStore, URL, Locked<[String]>) {
        let url = folder.url.appendingPathComponent("tools.sqlite")
        try Data(repeating: 0x42, count: 8_192).write(to: url)
        let warnings = Locked<[String]>([])
        let store = SharedStore(workspaceRoot: nil, environment: ["TOOLS_STORE": url.path]) { warning in
            warnings.withLock { $0.append(warning) }
        }
        return (store, url, warnings)
    }

    @Test("finish() after begin() returns once the opening is done, with its warning handed over")
    func finishWaitsForTheOpeningBegun() throws {
        let folder = try TemporaryDirectory()
        let (store, url, warnings) = try corruptStore(in: folder)
        store.begin()
        store.finish()
        #expect(warnings.current.count == 1, "\(warnings.current)")
        #expect(warnings.current.first?.contains("corrupt") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("tools.sqlite.broken-") }, "\(names)")
        // The new file is a database now: the opening ran to its end, not only to the move.
        let reopened = try Store(url: url)
        #expect(try reopened.cachedValue(namespace: "n", key: "k") == nil)
    }

    @Test("finish() without begin() opens nothing; after open() it hands over no warning twice")
    func finishOpensNothingItselfAndWarnsOnce() throws {
        let folder = try TemporaryDirectory()
        let (store, url, warnings) = try corruptStore(in: folder)
        store.finish()
        #expect(warnings.current.isEmpty)
        #expect(try Data(contentsOf: url) == Data(repeating: 0x42, count: 8_192), "the file is untouched")

        #expect(store.open() != nil)
        store.finish()
        #expect(warnings.current.count == 1, "\(warnings.current)")
    }
}
