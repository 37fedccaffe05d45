// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The one way the tool writes a file. A reader (or an interrupted run) sees the old content or the new,
/// never half; a temporary file left by a killed run is removed by the next write into its folder.
///
/// One rule for what is already at the path:
/// - a file the tool found or chose itself (`Origin.tool`: a source `--fix` corrects, `project.yml`,
///   `.gitignore`, mocks, the hook) is replaced only when it is a regular file or absent: a symbolic link,
///   FIFO, device, socket or folder there is refused with an error naming it, and nothing is written;
/// - a path the user named on the command line (`Origin.user`: `--reporter json:PATH`, `--output`,
///   `--write-baseline`, `--junit`) is written as a shell's `>` would: through a symbolic link (the link
///   stays, its target is replaced atomically) and into a FIFO or character device (`/dev/null`,
///   `/dev/stdout`), which are never replaced; a folder, block device or socket is refused.
///
/// A replaced file keeps its permissions, and with `Expectation.content` it is replaced only when it
/// still holds what the caller read: an edit saved meanwhile is never overwritten.
public enum AtomicFile {
    /// Who chose the path.
    public enum Origin: Sendable {
        case tool
        case user
    }

    /// What the caller knows of the file before writing.
    public enum Expectation: Sendable, Equatable {
        /// Whatever regular file is there (or none).
        case anything
        /// Nothing may be there yet.
        case absent
        /// The file must still hold exactly these bytes.
        case content(Data)
    }

    /// Writes `data` to `url` (see the type's rule). Creates the parent folder when needed; applies
    /// `permissions` when given, else keeps those of the file being replaced.
    public static func write(
        _ data: Data, to url: URL, permissions: Int? = nil, origin: Origin = .tool, expecting: Expectation = .anything
    ) throws(CoreError) {
        switch try destination(of: url, origin: origin) {
        case .replace(let target):
            try replace(target, shownAs: url, permissions: permissions, expecting: expecting) { temporary in
                try data.write(to: temporary)
            }
        case .stream(let path):
            try stream(data, into: path, shownAs: url)
        }
    }

    /// Copies `source` to `url` through a temporary file and a rename: a process running the old file
    /// (a hook's binary) keeps it, and a reader never sees half a copy.
    public static func copy(_ source: URL, to url: URL, permissions: Int? = nil) throws(CoreError) {
        guard case .replace(let target) = try destination(of: url, origin: .tool) else {
            throw CoreError.refusedToReplace(path: url.path, kind: FileKind.of(url.path).phrase)
        }
        try replace(target, shownAs: url, permissions: permissions, expecting: .anything) { temporary in
            try FileManager.default.copyItem(at: source, to: temporary)
        }
    }

    /// Writes only when the content differs, so timestamps (and incremental builds) are kept.
    /// Returns whether the file was written.
    @discardableResult
    public static func writeIfChanged(_ data: Data, to url: URL, origin: Origin = .tool) throws(CoreError) -> Bool {
        let existing = existingContent(of: url, origin: origin)
        if let existing, existing == data { return false }
        try write(data, to: url, origin: origin, expecting: existing.map(Expectation.content) ?? .anything)
        return true
    }

    /// Removes the regular file at `url` when it still holds `expected` (what the caller read and judged to be
    /// the tool's own): it is renamed aside first, looked at there, and put back when it changed meanwhile, so
    /// an edit saved between the read and the removal is never lost. Returns whether the file was removed
    /// (false when nothing is there any more); throws `changedSinceRead` when it was put back, and
    /// `refusedToReplace` for a link, FIFO, device or folder, which is left as it is.
    @discardableResult
    public static func remove(_ url: URL, expecting expected: Data) throws(CoreError) -> Bool {
        // A link, FIFO, device or folder is never removed as the file it may name (what a write refuses too).
        let kind = FileKind.of(url.path)
        if kind == .absent { return false }
        guard kind == .regular else { throw CoreError.refusedToReplace(path: url.path, kind: kind.phrase) }
        // What a killed removal left here (the file renamed aside) goes first, as before a write.
        TemporaryName.removeStale(in: url.deletingLastPathComponent())
        let aside = TemporaryName.beside(url, kind: "removed")
        guard rename(url.path, aside.path) == 0 else {
            if errno == ENOENT { return false }
            throw CoreError.writeFailed(path: url.path, reason: String(cString: strerror(errno)))
        }
        if FileKind.of(aside.path) == .regular, FileManager.default.contents(atPath: aside.path) == expected {
            unlink(aside.path)
            return true
        }
        // Not what was read: back under its name. A hard link never replaces a file put there meanwhile (that one
        // stays, and the changed one is kept beside it under a visible name, never a temporary one the next run
        // would clean); only when the file system has no hard links does a rename put it back.
        // `linkat` without flags, not `link`: Darwin's `link` follows a symbolic link, and a link renamed aside
        // must come back as the link.
        if linkat(AT_FDCWD, aside.path, AT_FDCWD, url.path, 0) == 0 {
            unlink(aside.path)
        } else if errno == EEXIST {
            _ = rename(aside.path, url.path + ".kept-" + UUID().uuidString.prefix(8))
        } else {
            _ = rename(aside.path, url.path)
        }
        throw CoreError.changedSinceRead(path: url.path)
    }

    /// The content of the regular file a write to `url` would replace; nil when there is none (absent,
    /// or a link, FIFO or device, which are never read: reading a FIFO would wait for a writer).
    public static func existingContent(of url: URL, origin: Origin = .tool) -> Data? {
        guard let target = try? destination(of: url, origin: origin), case .replace(let file) = target,
              FileKind.of(file.path) == .regular else { return nil }
        return FileManager.default.contents(atPath: file.path)
    }

    // MARK: The rule

    private enum Destination {
        /// A regular file (or none) at this URL, replaced by a rename.
        case replace(URL)
        /// A FIFO or character device the user named, written into.
        case stream(String)
    }

    private static func destination(of url: URL, origin: Origin) throws(CoreError) -> Destination {
        let destination = try linkedDestination(of: url, origin: origin)
        // The last guard of every writer: git's own files (`.git/HEAD`, `.git/config`) are never replaced,
        // whatever path led there; configured paths are refused earlier, at their place in the file.
        if case .replace(let target) = destination, let git = WorkspacePath.gitDirectory(containing: target) {
            throw CoreError.insideGitDirectory(path: url.path, gitDirectory: git.path)
        }
        return destination
    }

    private static func linkedDestination(of url: URL, origin: Origin) throws(CoreError) -> Destination {
        let kind = FileKind.of(url.path)
        switch kind {
        case .absent, .regular:
            return .replace(url)
        case .symbolicLink where origin == .user:
            let target = try finalTarget(of: url)
            let targetKind = FileKind.of(target.path)
            if targetKind == .absent || targetKind == .regular { return .replace(target) }
            if targetKind.isStream { return .stream(url.path) }
            throw CoreError.refusedToReplace(path: url.path, kind: "a link to \(targetKind.phrase)")
        case .fifo, .characterDevice:
            guard origin == .user else { throw CoreError.refusedToReplace(path: url.path, kind: kind.phrase) }
            return .stream(url.path)
        case .symbolicLink, .directory, .blockDevice, .socket:
            throw CoreError.refusedToReplace(path: url.path, kind: kind.phrase)
        }
    }

    /// The path a chain of symbolic links ends at (which may not exist yet: a dangling link is written
    /// through, as a shell's `>` creates its target).
    private static func finalTarget(of url: URL) throws(CoreError) -> URL {
        var path = url.path
        for _ in 0..<40 {
            guard FileKind.of(path) == .symbolicLink else { return URL(fileURLWithPath: path).standardizedFileURL }
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { break }
            path = link.hasPrefix("/") ? link : (path as NSString).deletingLastPathComponent + "/" + link
        }
        throw CoreError.refusedToReplace(path: url.path, kind: "a loop of symbolic links")
    }

    // MARK: Writing

    private static func replace(
        _ url: URL, shownAs shown: URL, permissions: Int?, expecting: Expectation, fill: (URL) throws -> Void
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
            if let mode = permissions ?? existingMode(of: url.path) {
                try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
            }
            // Checked last, right before the rename, so the window in which an edit can slip in is as small
            // as a rename allows (POSIX has no compare-and-swap of a file's content).
            try check(url, shownAs: shown, expecting: expecting)
            if case .content(let expected) = expecting {
                try renameVerified(file, over: url, shownAs: shown, expected: expected)
            } else if rename(file.path, url.path) != 0 {
                throw CoreError.writeFailed(path: shown.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            if let temporary { try? manager.removeItem(at: temporary) }
            if let error = error as? CoreError { throw error }
            throw CoreError.writeFailed(path: shown.path, reason: error.localizedDescription)
        }
    }

    /// Renames `file` over `url` when `url` still holds `expected`, and looks again after the rename: the
    /// replaced file is kept under a hard link meanwhile, so a save into it (an editor writing in place)
    /// between the check and the rename is seen and put back, and a file put at `url` by another rename is
    /// seen by its inode. (POSIX has no compare-and-swap of a file's content; this leaves only writes that
    /// land after the second look into a file opened before the rename.) A seeded stress test of `--fix`
    /// with concurrent saves lost one edit in six rounds with a single check.
    private static func renameVerified(
        _ file: URL, over url: URL, shownAs shown: URL, expected: Data
    ) throws(CoreError) {
        let aside = TemporaryName.beside(url)
        guard link(url.path, aside.path) == 0 else {
            // No hard links here (some file systems): the single check made by the caller stands.
            guard rename(file.path, url.path) == 0 else {
                throw CoreError.writeFailed(path: shown.path, reason: String(cString: strerror(errno)))
            }
            return
        }
        defer { unlink(aside.path) }
        var checked = stat()
        var current = stat()
        var ours = stat()
        guard lstat(aside.path, &checked) == 0, lstat(file.path, &ours) == 0,
              FileManager.default.contents(atPath: aside.path) == expected,
              lstat(url.path, &current) == 0, current.st_ino == checked.st_ino, current.st_dev == checked.st_dev else {
            throw CoreError.changedSinceRead(path: shown.path)
        }
        guard rename(file.path, url.path) == 0 else {
            throw CoreError.writeFailed(path: shown.path, reason: String(cString: strerror(errno)))
        }
        guard FileManager.default.contents(atPath: aside.path) != expected else { return }
        // Saved into the old file meanwhile: the saved content goes back, unless the path changed again.
        if lstat(url.path, &current) == 0, current.st_ino == ours.st_ino, current.st_dev == ours.st_dev {
            _ = rename(aside.path, url.path)
        }
        throw CoreError.changedSinceRead(path: shown.path)
    }

    /// The permission bits of the regular file at `path`, nil when there is none.
    private static func existingMode(of path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, FileKind.kind(ofMode: status.st_mode) == .regular else { return nil }
        return Int(status.st_mode & 0o7777)
    }

    private static func check(_ url: URL, shownAs shown: URL, expecting: Expectation) throws(CoreError) {
        let kind = FileKind.of(url.path)
        guard kind == .absent || kind == .regular else {
            throw CoreError.refusedToReplace(path: shown.path, kind: kind.phrase)
        }
        switch expecting {
        case .anything:
            return
        case .absent:
            if kind != .absent { throw CoreError.changedSinceRead(path: shown.path) }
        case .content(let expected):
            guard kind == .regular, FileManager.default.contents(atPath: url.path) == expected else {
                throw CoreError.changedSinceRead(path: shown.path)
            }
        }
    }

    /// Writes into a FIFO or device the user named. A FIFO nobody reads is an error, not a wait forever.
    private static func stream(_ data: Data, into path: String, shownAs shown: URL) throws(CoreError) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "no process reads from it" : String(cString: strerror(errno))
            throw CoreError.writeFailed(path: shown.path, reason: reason)
        }
        defer { close(descriptor) }
        // Blocking from here on: a reader that is slower than us must not make the write fail.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw CoreError.writeFailed(path: shown.path, reason: String(cString: strerror(failure)))
        }
    }
}

/// The C library's `write`, which the enum's own `write` hides inside it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
