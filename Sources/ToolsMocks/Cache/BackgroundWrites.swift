// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Store writes done beside the run rather than in its way: what is written serves the next run, not this
/// one, and a write done on the run's own thread left a core idle (models and file times after parsing,
/// rendered mocks while the output file is assembled). `wait()` before the run returns: every write is
/// done, and the first failure is thrown; a run that throws first still `settle()`s.
final class BackgroundWrites: Sendable {
    var store: Store { queue.store }
    /// The core's queue of store writes; this adds the mocks' checksums and stamp entries.
    private let queue: StoreWriteQueue

    init(store: Store) {
        queue = StoreWriteQueue(store: store, label: "tools.mocks.store-writes")
    }

    /// Stored values found damaged this run (their checksum does not hold): ignored and rebuilt.
    private let damaged = Locked(0)

    /// How many stored values were found damaged and rebuilt in this run.
    var damagedCount: Int { damaged.current }

    /// The values of `keys` in `namespace` whose checksum holds (see `CheckedValue`); a damaged one is left
    /// out, so that it is rebuilt (and stored again) as if it had never been cached, and counted.
    func cachedValues(namespace: String, keys: [String]) throws(CoreError) -> [String: Data] {
        let stored = try store.cachedValues(namespace: namespace, keys: keys)
        var values: [String: Data] = [:]
        values.reserveCapacity(stored.count)
        var damage = 0
        for (key, sealed) in stored {
            if let value = CheckedValue.opened(sealed) { values[key] = value } else { damage += 1 }
        }
        if damage > 0 { damaged.withLock { $0 += damage } }
        return values
    }

    /// Stores `values` in `namespace` after the writes asked for before (one queue keeps their order), each
    /// sealed with its checksum.
    func store(_ values: [String: Data], namespace: String) {
        queue.store(values.mapValues(CheckedValue.sealed), namespace: namespace)
    }

    /// Records the files' stamp entries in `cache` after the writes asked for before.
    func record(_ entries: [String: StampedFileCache.Entry], in cache: StampedFileCache) {
        guard !entries.isEmpty else { return }
        queue.enqueue { () throws(CoreError) in try cache.record(entries) }
    }

    /// Removes the entries of older versions of `namespaces` (`Store.retireOldVersions`), beside the run: they
    /// are never read again. A failure is not the run's: they are retired by a later run.
    func retireOldVersions(of namespaces: [String]) {
        let store = store
        queue.enqueue { try? store.retireOldVersions(of: namespaces) }
    }

    func wait() throws(CoreError) {
        try queue.wait()
    }

    /// Waits for every write asked for, without their failure: for a run that ends with an error of its own,
    /// which must not end while the queue still writes (the process exits after the command).
    func settle() {
        queue.settle()
    }
}
