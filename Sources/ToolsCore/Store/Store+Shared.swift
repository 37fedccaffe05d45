// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension Store {
    private static let opened = Locked<[String: Store]>([:])

    /// The workspace's store, opened once per process whatever the number of capabilities that ask for it.
    ///
    /// The one policy of every command: the store only holds caches and history, so a store that cannot be
    /// opened costs speed, not correctness — one warning, and the command runs without it (nil).
    public static func shared(
        workspaceRoot: URL?,
        environment: [String: String] = Invocation.current.environment,
        warn: (String) -> Void
    ) -> Store? {
        let url = StoreLocation.url(workspaceRoot: workspaceRoot, environment: environment)
        if let store = opened.withLock({ $0[url.path] }) { return store }
        do {
            let store = try Store(url: url, warn: warn)
            return opened.withLock { stores in
                if let existing = stores[url.path] { return existing }
                stores[url.path] = store
                return store
            }
        } catch {
            warn("\(error); running without the cache")
            return nil
        }
    }
}
