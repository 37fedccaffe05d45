// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The workspace's store as a command hands it to a capability: the command decides where it is, whether
/// to use it (`--no-cache`) and where its warnings go; the capability decides when it is opened. Opening
/// is `Store.shared`'s, with its one policy (nil and one warning when it cannot be opened), and happens once
/// however many times the capability asks.
///
/// `begin()` starts opening on a thread of its own: opening takes a file lock, SQLite's first reads and the
/// schema check (milliseconds), which a capability overlaps with its own work before it first needs the
/// store (planning a mocks run, for one). A run that begins waits for that thread on every path, errors
/// included (`open()` or `finish()`), and the command finishes its stores before it ends.
public final class SharedStore: Sendable {
    private let workspaceRoot: URL?
    private let environment: [String: String]
    private let optOut: String?
    private let warn: @Sendable (String) -> Void
    private let done = DispatchGroup()
    private let state = Locked(State())

    private struct State {
        var begun = false
        var store: Store?
        /// The warnings of opening not yet handed to `warn`.
        var warnings: [String] = []
    }

    /// - Parameters:
    ///   - optOut: how the command skips the store, named when it cannot be opened (see `Store.shared`).
    ///   - warn: receives the warnings of opening, on the thread that first asks for the store.
    public init(
        workspaceRoot: URL?, environment: [String: String] = Invocation.current.environment,
        optOut: String? = nil, warn: @escaping @Sendable (String) -> Void
    ) {
        self.workspaceRoot = workspaceRoot
        self.environment = environment
        self.optOut = optOut
        self.warn = warn
    }

    /// Starts opening, unless it has started already.
    public func begin() {
        // The group is entered under the lock: an `open()` on another thread waits for this opening.
        let first = state.withLock { state in
            guard !state.begun else { return false }
            state.begun = true
            done.enter()
            return true
        }
        guard first else { return }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            var warnings: [String] = []
            let store = Store.shared(workspaceRoot: workspaceRoot, environment: environment, optOut: optOut) {
                warnings.append($0)
            }
            state.withLock { $0.store = store; $0.warnings = warnings }
            done.leave()
        }
    }

    /// The store (nil when it could not be opened), once open; the warnings of opening are handed to `warn`
    /// here, on the caller's thread after whatever it printed meanwhile, and once only.
    public func open() -> Store? {
        begin()
        done.wait()
        let (store, warnings) = state.withLock { state in
            defer { state.warnings = [] }
            return (state.store, state.warnings)
        }
        warnings.forEach(warn)
        return store
    }

    /// `open()` for async code: the opening (up to the store's lock wait, 5 s, when another process holds
    /// the lock file) is awaited without blocking a thread of Swift concurrency's small cooperative pool,
    /// which every check of a run and every child's supervision share. Then `open()` returns at once.
    public func opened() async -> Store? {
        begin()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            done.notify(queue: .global()) { continuation.resume() }
        }
        return open()
    }

    /// Waits for an opening begun and not yet awaited (a run that failed before it needed the store) and
    /// hands over its warnings; nothing when none was begun. Every run that begins must finish or open before
    /// it ends: the process's exit handlers (libcrypto's cleanup, run by `exit`) tear down what the opening
    /// thread uses (libgit2's first initialisation, SQLite), which crashed a failing run now and then.
    public func finish() {
        guard state.withLock({ $0.begun }) else { return }
        _ = open()
    }
}
