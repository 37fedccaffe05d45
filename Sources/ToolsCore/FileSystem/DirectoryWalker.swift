// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder listings through `readdir`, whose entry types spare a `stat` per file: finding the files of a
/// large tree is part of every warm run, so it must cost little next to reading them.
///
/// Memory safety: `readdir` returns records only as long as their name, so the fixed-size `dirent` is never
/// copied; the name is read through a pointer to its field, up to its terminating NUL inside the record.
public enum DirectoryWalker {
    public struct Entry: Sendable, Hashable {
        public var name: String
        public var isDirectory: Bool
    }

    /// The entries of `path` sorted by name (hidden ones included, `.` and `..` not). Symbolic links to
    /// files count as files; symbolic links to folders are left out (they could form cycles).
    public static func entries(of path: String) -> [Entry] {
        unsortedEntries(of: path).sorted { $0.name < $1.name }
    }

    /// `entries(of:)` in the order the file system lists them, for callers that sort what they collect.
    public static func unsortedEntries(of path: String) -> [Entry] {
        unsortedListing(of: path).entries
    }

    /// `unsortedEntries(of:)`, and why the folder could not be listed (`strerror`), nil when it could: a walk
    /// reports an unreadable folder rather than skipping its files silently.
    public static func unsortedListing(of path: String) -> (entries: [Entry], failure: String?) {
        guard let directory = opendir(path) else { return ([], String(cString: strerror(errno))) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let record = readdir(directory) {
            guard let name = name(of: record), name != ".", name != ".." else { continue }
            let type = record.pointer(to: \.d_type).map { Int32($0.pointee) } ?? Int32(DT_UNKNOWN)
            switch type {
            case Int32(DT_DIR): entries.append(Entry(name: name, isDirectory: true))
            case Int32(DT_REG): entries.append(Entry(name: name, isDirectory: false))
            default:
                if let entry = resolved(name, in: path) { entries.append(entry) }
            }
        }
        return (entries, nil)
    }

    /// Every file below `root` (paths relative to it), depth-first without recursion, not descending into
    /// folders for which `descend` says no (given the folder's relative path).
    public static func files(
        under root: String, descend: (String) -> Bool = { !($0.split(separator: "/").last ?? "").hasPrefix(".") }
    ) -> [String] {
        files(under: root, descend: descend) { _, _ in }
    }

    /// `files(under:descend:)`, telling a folder that cannot be listed to `unreadable` (its absolute path,
    /// why) rather than skipping it silently.
    public static func files(
        under root: String, descend: (String) -> Bool, unreadable: (String, String) -> Void
    ) -> [String] {
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            let (listed, failure) = unsortedListing(of: absolute)
            if let failure { unreadable(absolute, failure) }
            for entry in listed.sorted(by: { $0.name < $1.name }) {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.isDirectory {
                    if descend(path) { pending.append(path) }
                } else {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    private static func name(of record: UnsafeMutablePointer<dirent>) -> String? {
        guard let field = record.pointer(to: \.d_name) else { return nil }
        return UnsafeRawPointer(field).withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
    }

    /// Unknown types (some file systems) and links: ask, without following links to folders.
    private static func resolved(_ name: String, in path: String) -> Entry? {
        var status = stat()
        let full = path + "/" + name
        guard lstat(full, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { return Entry(name: name, isDirectory: true) }
        if kind == S_IFREG { return Entry(name: name, isDirectory: false) }
        if kind == S_IFLNK, stat(full, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            return Entry(name: name, isDirectory: false)
        }
        return nil
    }
}
