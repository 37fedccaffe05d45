// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The process groups of the children running now: every child the tool starts leads a group of its own
/// (its id is the group's), so one signal reaches it and everything it started, background children
/// included. A group is ended when its job ends; a second Ctrl-C kills every group at once (`killAll`).
public final class ProcessGroups: Sendable {
    /// The groups of this process's children.
    public static let shared = ProcessGroups()

    private struct State {
        var groups: Set<pid_t> = []
        /// Children being started whose group is not known yet.
        var launching = 0
        /// After `killAll`: every group that starts from now on is killed at once.
        var closed = false
    }

    private let state = Locked(State())

    public init() {}

    /// The groups running now.
    public var running: Set<pid_t> { state.current.groups }

    /// Called before a child is started; false once `killAll` ran (nothing may start any more).
    func beginLaunch() -> Bool {
        state.withLock { state in
            guard !state.closed else { return false }
            state.launching += 1
            return true
        }
    }

    /// The child started by the matching `beginLaunch` leads `group` (nil: it did not start).
    func launched(_ group: pid_t?) {
        let kill = state.withLock { state -> Bool in
            state.launching = max(0, state.launching - 1)
            guard let group else { return false }
            state.groups.insert(group)
            return state.closed
        }
        if kill, let group { Self.signal(group, SIGKILL) }
    }

    /// Ends what is left of `group` once its leader has exited (its background children): SIGTERM, up to
    /// `grace` for them to go, then SIGKILL.
    ///
    /// The leader is reaped by then, but the group's id cannot be reused while any member lives (POSIX), and
    /// when none does the signals find nothing (`ESRCH`).
    func end(_ group: pid_t, grace: Duration = .milliseconds(250)) async {
        defer { _ = state.withLock { $0.groups.remove(group) } }
        guard Self.signal(group, SIGTERM) else { return }
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline {
            // Killed members stay until they are reaped (by PID 1, which in some containers never does), so
            // this waits the whole grace more often than not; it is short for that reason.
            try? await Task.sleep(for: .milliseconds(25))
            guard Self.signal(group, 0) else { return }
        }
        Self.signal(group, SIGKILL)
    }

    /// Sends `signal` to every running group.
    public func signalAll(_ signal: Int32) {
        for group in running { Self.signal(group, signal) }
    }

    /// Kills every group, and every group that starts from now on; waits (at most `wait`) for children being
    /// started to be known, so none escapes. For the second Ctrl-C, just before the tool exits.
    public func killAll(waitingAtMost wait: Duration = .seconds(1)) {
        state.withLock { $0.closed = true }
        signalAll(SIGKILL)
        let deadline = ContinuousClock.now + wait
        while state.current.launching > 0, ContinuousClock.now < deadline { usleep(5_000) }
        signalAll(SIGKILL)
    }

    /// Sends `signal` to every process of `group`; false when the group has no process left.
    @discardableResult
    static func signal(_ group: pid_t, _ signal: Int32) -> Bool {
        // A group id of 0 or 1 would signal this process's own group or every process: never.
        guard group > 1 else { return false }
        return kill(-group, signal) == 0
    }
}
