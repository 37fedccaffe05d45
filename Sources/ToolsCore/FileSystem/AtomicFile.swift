// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Writes files so that a reader (or an interrupted run) sees the old content or the new, never half; a
/// temporary file left by a killed run is removed by the next write into its folder.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside `url`, then renames it into place.
    /// Creates the parent folder when needed; applies `permissions` when given, else keeps those of the file
    /// being replaced.
    public static func write(_ data: Data, to url: URL, permissions: Int? = nil) throws(CoreError) {
        try replace(url, permissions: permissions) { temporary in try data.write(to: temporary) }
    }

    /// Copies `source` to `url` through a temporary file and a rename: a process running the old file
    /// (a hook's binary) keeps it, and a reader never sees half a copy.
    public static func copy(_ source: URL, to url: URL, permissions: Int? = nil) throws(CoreError) {
        try replace(url, permissions: permissions) { temporary in
            try FileManager.default.copyItem(at: source, to: temporary)
        }
    }

    private static func replace(
        _ url: URL, permissions: Int?, fill: (URL) throws -> Void
    ) throws(CoreError) {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        var temporary: URL?
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            TemporaryName.removeStale(in: folder)
            let file = TemporaryName.beside(url)
            temporary = file
            try fill(file)
            let existing = (try? manager.attributesOfItem(atPath: url.path))?[.posixPermissions]
            if let mode = permissions ?? existing {
                try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
            }
            if rename(file.path, url.path) != 0 {
                throw CoreError.writeFailed(path: url.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            if let temporary { try? manager.removeItem(at: temporary) }
            if let error = error as? CoreError { throw error }
            throw CoreError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Writes only when the content differs, so timestamps (and incremental builds) are kept.
    /// Returns whether the file was written.
    @discardableResult
    public static func writeIfChanged(_ data: Data, to url: URL) throws(CoreError) -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try write(data, to: url)
        return true
    }
}
