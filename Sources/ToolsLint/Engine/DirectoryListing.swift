// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of a folder through `readdir`, whose entry types spare a `stat` per file: finding the
/// files of a large tree is part of every warm run, so it must cost little next to reading them.
enum DirectoryListing {
    struct Entry {
        var name: String
        var isDirectory: Bool
    }

    /// The visible entries of `path`, sorted by name; symbolic links to files count as files, symbolic
    /// links to folders are not followed (they could form cycles).
    static func entries(of path: String) -> [Entry] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let pointer = readdir(directory) {
            let name = withUnsafePointer(to: pointer.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            switch Int32(pointer.pointee.d_type) {
            case Int32(DT_DIR):
                entries.append(Entry(name: name, isDirectory: true))
            case Int32(DT_REG):
                entries.append(Entry(name: name, isDirectory: false))
            default:
                // Unknown types (some file systems) and links: ask, without following folder links.
                var status = stat()
                let full = path + "/" + name
                guard lstat(full, &status) == 0 else { continue }
                let kind = status.st_mode & S_IFMT
                if kind == S_IFDIR {
                    entries.append(Entry(name: name, isDirectory: true))
                } else if kind == S_IFREG || (kind == S_IFLNK && stat(full, &status) == 0
                                              && status.st_mode & S_IFMT == S_IFREG) {
                    entries.append(Entry(name: name, isDirectory: false))
                }
            }
        }
        return entries.sorted { $0.name < $1.name }
    }
}
