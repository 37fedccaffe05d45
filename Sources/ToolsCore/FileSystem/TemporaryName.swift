// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Names for the temporary files and folders the tool creates beside its targets (same file system, so a
/// rename is atomic), and the clean-up of those left by a run that was killed (SIGKILL, power loss).
///
/// A name carries the writing process's id: `.<name>.tools-<pid>-<uuid>.tmp`. A later run removes the
/// entries whose process no longer exists, so nothing is removed from under a run still going on.
public enum TemporaryName {
    static let marker = ".tools-"

    /// A hidden name beside `target`, e.g. `.Foo.swift.tools-4242-<uuid>.tmp`.
    public static func beside(_ target: URL, kind: String = "tmp") -> URL {
        let name = ".\(target.lastPathComponent)\(marker)\(getpid())-\(UUID().uuidString).\(kind)"
        return target.deletingLastPathComponent().appendingPathComponent(name)
    }

    private static let cleaned = Locked<Set<String>>([])

    /// Removes the tool's temporary entries in `folder` left by processes that have ended. Each folder is
    /// looked at once per process.
    public static func removeStale(in folder: URL) {
        let path = folder.standardizedFileURL.path
        guard cleaned.withLock({ $0.insert(path).inserted }) else { return }
        for entry in DirectoryWalker.entries(of: path) where entry.name.hasPrefix(".") {
            guard let pid = owner(of: entry.name), pid != getpid(), !isRunning(pid) else { continue }
            try? FileManager.default.removeItem(atPath: path + "/" + entry.name)
        }
    }

    /// Removes `url` (a folder and all it holds) so that no run killed meanwhile leaves part of it under its
    /// own name: it is renamed to a temporary name first, which the next run's `removeStale` finishes off.
    /// A recursive removal in place can lose the entry that marked the folder as the tool's (a pending marker,
    /// say) before the rest, and leave a half folder nothing recognises.
    public static func discard(_ url: URL) {
        let aside = beside(url, kind: "discarded")
        let target = rename(url.path, aside.path) == 0 ? aside : url
        try? FileManager.default.removeItem(at: target)
    }

    /// Whether `name` was made by `beside` in a process that has ended (a killed run's leftover).
    public static func isAbandoned(_ name: String) -> Bool {
        guard let pid = owner(of: name) else { return false }
        return pid != getpid() && !isRunning(pid)
    }

    /// The process id in a name made by `beside`, nil for any other name.
    static func owner(of name: String) -> pid_t? {
        guard let range = name.range(of: marker, options: .backwards) else { return nil }
        let rest = name[range.upperBound...]
        guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { return nil }
        let suffix = rest[rest.index(after: dash)...]
        // A UUID (36 characters) and the kind: anything else is a user's file that happens to match.
        guard suffix.count > 37, suffix.dropFirst(36).first == "." else { return nil }
        return UUID(uuidString: String(suffix.prefix(36))) == nil ? nil : pid
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
