// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Checks on processes a test started (through the tool) and recorded by id: whether any is still running.
public enum ProcessProbe {
    /// Alive and not a zombie: an orphan is re-parented to PID 1, which in a container may never reap it, so
    /// `kill -0` alone would call a killed, unreaped process running.
    ///
    /// A recorded id that ended may have been reused: on Linux, by a thread of this test process (threads and
    /// processes share one id space, and `kill` with a thread's id signals its whole process), so an id is a
    /// running process only when it leads a thread group other than this process's.
    public static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 1, pid != getpid(), kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Tgid:") }),
              Int32(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) == pid else { return false }
        #endif
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
        return state != "Z"
    }

    /// The process ids written one per line into `file` (by `echo $$ >> file` in the processes themselves).
    public static func recordedIDs(in file: URL) -> [Int32] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Waits until `file` names at least `count` processes (at most `limit`); returns what it names.
    public static func waitForIDs(in file: URL, count: Int, limit: Duration = .seconds(120)) async -> [Int32] {
        let deadline = ContinuousClock.now + limit
        var found = recordedIDs(in: file)
        while found.count < count, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
            found = recordedIDs(in: file)
        }
        return found
    }

    /// The recorded processes still running once every one had up to `limit` to go (they go when their
    /// group is killed; a busy machine may take a moment to deliver that).
    public static func survivors(of ids: [Int32], waitingAtMost limit: Duration = .seconds(20)) async -> [Int32] {
        let deadline = ContinuousClock.now + limit
        var running = ids.filter(isRunning)
        while !running.isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
            running = running.filter(isRunning)
        }
        return running
    }

    /// Kills what a failing test left behind, so one failure does not leave 300-second sleeps around.
    public static func killAll(_ ids: [Int32]) {
        for pid in ids where isRunning(pid) { kill(pid, SIGKILL) }
    }
}
