// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Store writes done beside the run rather than in its way: what is written serves the next run, not this
/// one, and a write done on the run's own thread left a core idle (models and file times after parsing,
/// rendered mocks while the output file is assembled). `wait()` before the run returns: every write is
/// done, and the first failure is thrown.
final class BackgroundWrites: Sendable {
    let store: Store
    private let group = DispatchGroup()
    private let queue = DispatchQueue(label: "tools.mocks.store-writes")
    private let failure = Locked<CoreError?>(nil)

    init(store: Store) {
        self.store = store
    }

    /// Stores `values` in `namespace` after the writes asked for before (one queue keeps their order).
    func store(_ values: [String: Data], namespace: String) {
        guard !values.isEmpty else { return }
        let store = store
        let failure = failure
        queue.async(group: group) {
            do throws(CoreError) {
                try store.storeValues(namespace: namespace, values)
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
    }

    /// Records the files' stamp entries in `cache` after the writes asked for before.
    func record(_ entries: [String: StampedFileCache.Entry], in cache: StampedFileCache) {
        guard !entries.isEmpty else { return }
        let failure = failure
        queue.async(group: group) {
            do throws(CoreError) {
                try cache.record(entries)
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
    }

    /// Removes the entries of older versions of `namespaces` (`Store.retireOldVersions`), beside the run: they
    /// are never read again. A failure is not the run's: they are retired by a later run.
    func retireOldVersions(of namespaces: [String]) {
        let store = store
        queue.async(group: group) { try? store.retireOldVersions(of: namespaces) }
    }

    func wait() throws(CoreError) {
        group.wait()
        if let error = failure.current { throw error }
    }
}
