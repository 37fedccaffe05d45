// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Store writes done on a queue of their own, beside the work that produces the values: what is written
/// serves the next run, not this one, and a write on the run's own thread leaves the other cores idle. A
/// cold lint run of a large tree stores about 170 MB of results and report parts; written on one thread
/// after the linting, that was an eighth of its wall time, and gathered in batches while the files are
/// linted it costs the run a share of the cores instead.
///
/// Writes happen in the order they were asked for, each batch in one transaction. `wait()` before the run
/// ends: every write is done, and the first failure is thrown; a run that throws first still `settle()`s,
/// since the process exits after the command and its exit handlers must not run under a writing thread.
public final class StoreWriteQueue: Sendable {
    public let store: Store
    private let group = DispatchGroup()
    private let queue: DispatchQueue
    private let failure = Locked<CoreError?>(nil)
    private let batch = Locked(Batch())

    /// The values gathered by `add` and not yet handed to the queue, by namespace.
    private struct Batch {
        var values: [String: [String: Data]] = [:]
        var bytes = 0
    }

    /// How many bytes `add` gathers before the batch is written: large enough that a transaction's fixed
    /// cost (its commit, a checkpoint now and then) is small beside it, small enough that the writes keep
    /// up with the work and little is left to write at the end.
    static let batchBytes = 8 << 20

    public init(store: Store, label: String) {
        self.store = store
        queue = DispatchQueue(label: label)
    }

    /// Stores `values` in `namespace` in one transaction, after the writes asked for before (the values
    /// gathered by `add` included).
    public func store(_ values: [String: Data], namespace: String) {
        guard !values.isEmpty else { return }
        let store = store
        enqueue { () throws(CoreError) in try store.storeValues(namespace: namespace, values) }
    }

    /// Runs `write` on the queue after the writes asked for before (the values gathered by `add` included):
    /// for writes other than values (stamps, retiring old namespaces). Its failure is the queue's, as a
    /// value's would be.
    public func enqueue(_ write: @escaping @Sendable () throws(CoreError) -> Void) {
        batch.withLock { batch in
            hand(batch)
            batch = Batch()
            dispatch(write)
        }
    }

    /// Adds one value to the batch gathered from any thread; a batch of about 8 MB is handed to the queue.
    public func add(_ value: Data, key: String, namespace: String) {
        batch.withLock { batch in
            batch.values[namespace, default: [:]][key] = value
            batch.bytes += value.count + key.utf8.count
            guard batch.bytes >= Self.batchBytes else { return }
            hand(batch)
            batch = Batch()
        }
    }

    /// Hands the values gathered by `add` so far to the queue.
    public func flush() {
        batch.withLock { batch in
            hand(batch)
            batch = Batch()
        }
    }

    /// Queues the writes of `gathered`. Called under the batch's lock, so that batches reach the queue in
    /// the order they were gathered in, whichever thread fills them.
    private func hand(_ gathered: Batch) {
        // One namespace after the other, in a fixed order: a run's writes are the same every time.
        for namespace in gathered.values.keys.sorted() {
            guard let values = gathered.values[namespace], !values.isEmpty else { continue }
            let store = store
            dispatch { () throws(CoreError) in try store.storeValues(namespace: namespace, values) }
        }
    }

    private func dispatch(_ write: @escaping @Sendable () throws(CoreError) -> Void) {
        let failure = failure
        queue.async(group: group) {
            do throws(CoreError) {
                try write()
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
    }

    /// Waits for every write asked for (the gathered batch included) and throws the first failure.
    public func wait() throws(CoreError) {
        settle()
        if let error = failure.current { throw error }
    }

    /// Waits for every write asked for, without their failure: for a run that ends with an error of its own.
    public func settle() {
        flush()
        group.wait()
    }
}
