// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Writes files so that a reader (or an interrupted run) sees the old content or the new, never half; a
/// temporary file left by a killed run is removed by the next write into its folder.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside `url`, then renames it into place.
    /// Creates the parent folder when needed; keeps the file's permissions when it exists.
    public static func write(_ data: Data, to url: URL) throws(ToolError) {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            TemporaryName.removeStale(in: folder)
            let temporary = TemporaryName.beside(url)
            try data.write(to: temporary)
            if let attributes = try? manager.attributesOfItem(atPath: url.path),
               let permissions = attributes[.posixPermissions] {
                try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            if rename(temporary.path, url.path) != 0 {
                let code = errno
                try? manager.removeItem(at: temporary)
                throw ToolError(file: url.path, message: "cannot write: \(String(cString: strerror(code)))")
            }
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError(
                file: url.path, message: "cannot write: \(error.localizedDescription)",
                hint: "check that the folder exists and is writable", exitStatus: .failure
            )
        }
    }

    /// Writes only when the content differs, so timestamps (and incremental builds) are kept.
    /// Returns whether the file was written.
    @discardableResult
    public static func writeIfChanged(_ data: Data, to url: URL) throws(ToolError) -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try write(data, to: url)
        return true
    }
}
