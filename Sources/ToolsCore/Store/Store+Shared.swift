// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension Store {
    private static let opened = Locked<[String: Store]>([:])

    /// The workspace's store (see `StoreLocation`), opened once per process whatever the number of commands
    /// and capabilities that ask for it. Every command opens the store this way, through the `SharedStore`
    /// its command context hands to the capabilities.
    ///
    /// The one policy: the store holds only caches and history, so a store that cannot be opened (locked
    /// past the wait, unwritable, from a newer version) costs speed and this run's history, never the
    /// command — one warning, and the command runs without it (nil).
    /// - Parameters:
    ///   - optOut: how the command skips the store (`pass --no-cache to skip it`), added to that warning;
    ///     nil when it cannot (the pre-commit hook, run by git).
    ///   - warn: receives the warnings: that one, and the one of a broken file moved aside.
    public static func shared(
        workspaceRoot: URL?,
        environment: [String: String] = Invocation.current.environment,
        optOut: String? = nil,
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
            // A warning, not an error line: the location, the sentence and its fix, then what happens now.
            var text = (error.location.map { "\($0): " } ?? "") + error.message
            if let hint = error.hint { text += " (\(hint))" }
            warn(text + "; running without the store" + (optOut.map { " (\($0))" } ?? ""))
            return nil
        }
    }
}
