// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension Store {
    /// `shared(workspaceRoot:environment:warn:)` begun on a thread of its own: opening takes a file lock,
    /// SQLite's first reads and the schema check (milliseconds), which a command overlaps with its own work
    /// before the store is first needed (planning a mocks run, for one).
    public final class Opening: Sendable {
        private let done = DispatchGroup()
        private let result = Locked<(store: Store?, warnings: [String])>((nil, []))

        fileprivate init(workspaceRoot: URL?, environment: [String: String]) {
            let result = result
            DispatchQueue.global(qos: .userInitiated).async(group: done) {
                var warnings: [String] = []
                let store = Store.shared(workspaceRoot: workspaceRoot, environment: environment) {
                    warnings.append($0)
                }
                result.withLock { $0 = (store, warnings) }
            }
        }

        /// The store (nil when it could not be opened), once open; the warnings of opening go to `warn` here,
        /// on the caller's thread, after whatever the caller printed meanwhile.
        public func store(warn: (String) -> Void) -> Store? {
            done.wait()
            let (store, warnings) = result.current
            warnings.forEach(warn)
            return store
        }
    }

    /// Begins opening the workspace's shared store; `Opening.store(warn:)` waits for it.
    public static func openShared(
        workspaceRoot: URL?, environment: [String: String] = Invocation.current.environment
    ) -> Opening {
        Opening(workspaceRoot: workspaceRoot, environment: environment)
    }
}
