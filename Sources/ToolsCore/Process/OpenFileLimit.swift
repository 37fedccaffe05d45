// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The process's open-file limit (`ulimit -n`, `RLIMIT_NOFILE`) and what it allows: each running child
/// holds a few descriptors in this process (its output pipe, its log, on Linux a process descriptor; a few
/// more while it starts), so parallel jobs are bounded by the limit instead of failing, or crashing, when
/// it runs out. As many tools do, the soft limit is raised toward the hard limit when more is needed.
public enum OpenFileLimit {
    /// Descriptors one child may hold in this process at most: 3 while it runs (its output pipe, its log, on
    /// Linux a process descriptor), up to 7 while it starts (measured: pipes, /dev/null, its working folder).
    public static let descriptorsPerChild = 8
    /// Descriptors kept free for everything else the process opens while children run (the store, git,
    /// reports, the JUnit file).
    public static let reserve = 24

    /// The soft and hard limits; nil when they cannot be read.
    public static func current() -> (soft: Int, hard: Int)? {
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return nil }
        return (Int(clamping: limits.rlim_cur), Int(clamping: limits.rlim_max))
    }

    /// Raises the soft limit to `wanted` descriptors, as far as the hard limit allows; never lowers it.
    /// Returns the soft limit in force afterwards (nil when it cannot be read).
    @discardableResult
    public static func raise(toward wanted: Int) -> Int? {
        guard let (soft, hard) = current() else { return nil }
        guard wanted > soft else { return soft }
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return soft }
        limits.rlim_cur = rlim_t(min(wanted, hard))
        // macOS refuses more than `kern.maxfilesperproc`: the limit then stays as it was.
        guard setrlimit(resource, &limits) == 0 else { return soft }
        return current()?.soft ?? soft
    }

    /// How many descriptors this process has open now (nil when that cannot be listed).
    public static func openCount() -> Int? {
        // /dev/fd lists this process's descriptors on Linux and macOS alike; listing it opens one more.
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd") else { return nil }
        return max(0, entries.count - 1)
    }

    /// How many children may run at once, out of `wanted`: the limit is raised first if that lets all of
    /// them run. At least 1, so that a run always makes progress.
    public static func childCapacity(wanted: Int) -> (allowed: Int, softLimit: Int?) {
        let open = openCount() ?? reserve
        let needed = open + reserve + wanted * descriptorsPerChild
        guard let soft = raise(toward: needed) else { return (max(1, wanted), nil) }
        let free = soft - open - reserve
        return (max(1, min(wanted, free / descriptorsPerChild)), soft)
    }

    /// Whether another child can be started now without running out of descriptors while it starts.
    static func roomForAnotherChild() -> Bool {
        guard let soft = current()?.soft, let open = openCount() else { return true }
        return soft - open >= descriptorsPerChild + 2
    }

    #if os(Linux)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}
