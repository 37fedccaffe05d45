// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The staged files a pre-commit check looks at, read from the git index (never from the working tree).
///
/// Every blob is read up front, on one thread (a `GitRepository` must not be shared); the snapshot is
/// then plain values, so checks may run in parallel.
public struct StagedSnapshot: Sendable {
    /// The top of the working tree.
    public var root: URL
    /// The index the snapshot was read from when it is not the repository's own (`GIT_INDEX_FILE`).
    public var indexFile: URL?
    /// Sorted by path.
    public var files: [StagedFile]
    /// Staged paths with a matching extension that are not checked, and why (binary, symbolic link…).
    public var skipped: [SkippedPath]

    public struct SkippedPath: Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    public init(root: URL, indexFile: URL? = nil, files: [StagedFile], skipped: [SkippedPath] = []) {
        self.root = root
        self.indexFile = indexFile
        self.files = files
        self.skipped = skipped
    }

    /// Reads the staged files whose names end with one of `extensions` (`["swift"]`).
    public static func read(
        from repository: GitRepository, indexFile: URL? = nil, extensions: Set<String> = ["swift"]
    ) throws -> StagedSnapshot {
        guard let root = repository.workingDirectory?.standardizedFileURL else {
            throw HooksError.bareRepository(gitDirectory: repository.gitDirectory.path)
        }
        var files: [StagedFile] = []
        var skipped: [SkippedPath] = []
        for entry in try repository.stagedEntries(indexFile: indexFile) {
            let name = entry.path.split(separator: "/").last.map(String.init) ?? entry.path
            guard let dot = name.lastIndex(of: "."), extensions.contains(String(name[name.index(after: dot)...])) else {
                continue
            }
            if entry.isSymbolicLink || entry.isSubmodule {
                skipped.append(SkippedPath(path: entry.path, reason: entry.isSubmodule ? "submodule" : "symbolic link"))
                continue
            }
            // Measured before it is read: a huge staged file is skipped, not loaded.
            if let size = repository.blobSize(objectID: entry.objectID), size > SwiftSourceLimits.maximumSize {
                skipped.append(SkippedPath(path: entry.path, reason: BoundedRead.tooLargeMessage()))
                continue
            }
            let data = try repository.blobContent(objectID: entry.objectID)
            if BinaryContent.isBinary(data) {
                skipped.append(SkippedPath(path: entry.path, reason: "binary content"))
                continue
            }
            let url = root.appendingPathComponent(entry.path)
            files.append(StagedFile(
                path: entry.path, url: url, objectID: entry.objectID, data: data,
                isFullyStaged: workingTreeMatches(url, data)
                    || repository.workingTreeObjectID(path: entry.path) == entry.objectID
            ))
        }
        files.sort { $0.path < $1.path }
        return StagedSnapshot(root: root, indexFile: indexFile, files: files, skipped: skipped)
    }

    /// The snapshot with `file` replacing the file of the same path.
    public func replacing(_ file: StagedFile) -> StagedSnapshot {
        var copy = self
        if let position = copy.files.firstIndex(where: { $0.path == file.path }) {
            copy.files[position] = file
        }
        return copy
    }

    /// Compares bytes, not stat data: a file is fully staged only if nothing unstaged could be lost. (A file
    /// git filters, `core.autocrlf`, differs in bytes: then its filtered hash is compared.)
    private static func workingTreeMatches(_ url: URL, _ staged: Data) -> Bool {
        guard let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .fileSizeKey]),
              values.isSymbolicLink != true, values.fileSize == staged.count else { return false }
        return (try? Data(contentsOf: url)) == staged
    }
}
