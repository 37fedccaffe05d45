// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2
import Foundation

extension GitRepository {
    /// The index entries whose content differs from HEAD: what the next commit adds or changes (every
    /// entry before the first commit). Deleted paths are absent from the index, so they are not listed;
    /// a renamed file appears under its new path. Renames are not detected: that would read blobs, and
    /// a pre-commit check needs only what is staged.
    ///
    /// - Parameter indexFile: the index to read instead of the repository's own. During `git commit -a`
    ///   or `git commit <paths>`, git stages into a temporary index and names it in `GIT_INDEX_FILE`.
    public func stagedEntries(indexFile: URL? = nil) throws(CoreError) -> [GitIndexEntry] {
        let index = try openIndex(file: indexFile)
        defer { git_index_free(index) }
        let tree = try headTree()
        defer { if let tree { git_tree_free(tree) } }
        var options = git_diff_options()
        git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
        var diff: OpaquePointer?
        try LibGit2.check(git_diff_tree_to_index(&diff, pointer, tree, index, &options), "cannot diff HEAD and index")
        defer { git_diff_free(diff) }
        var entries: [GitIndexEntry] = []
        for position in 0..<git_diff_num_deltas(diff) {
            guard let delta = git_diff_get_delta(diff, position)?.pointee else { continue }
            // Unmerged paths cannot be committed (git refuses first); deletions have no content.
            if delta.status == GIT_DELTA_DELETED || delta.status == GIT_DELTA_CONFLICTED { continue }
            entries.append(GitIndexEntry(
                path: String(cString: delta.new_file.path),
                objectID: Self.hex(delta.new_file.id),
                mode: UInt32(delta.new_file.mode),
                stage: 0
            ))
        }
        return entries
    }

    /// Stages the working-tree file at `path` (which must already be staged) as `git add` would: through
    /// git's filters (`core.autocrlf`), keeping its mode. Returns the new blob id.
    @discardableResult
    public func restageWorkingTreeFile(at path: String, indexFile: URL? = nil) throws(CoreError) -> String {
        guard let top = workingDirectory else { throw CoreError.notInIndex(path: path) }
        return try replaceStagedBlob(at: path, indexFile: indexFile) { blob in
            git_blob_create_from_workdir(&blob, pointer, path)
        } size: {
            let file = top.appendingPathComponent(path).path
            return ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int) ?? 0
        }
    }

    /// Stages `content` as the new content of `path` (which must already be staged), keeping its mode,
    /// and writes the index. Returns the new blob id. The working tree is not touched.
    @discardableResult
    public func restage(_ content: Data, at path: String, indexFile: URL? = nil) throws(CoreError) -> String {
        try replaceStagedBlob(at: path, indexFile: indexFile) { blob in
            content.withUnsafeBytes { buffer in
                git_blob_create_from_buffer(&blob, pointer, buffer.baseAddress, buffer.count)
            }
        } size: {
            content.count
        }
    }

    /// Points the staged entry of `path` (which must already be staged) at the blob `createBlob` writes,
    /// keeping its mode, with the size `size` gives, and writes the index. Returns the new blob id.
    private func replaceStagedBlob(
        at path: String, indexFile: URL?, createBlob: (inout git_oid) -> Int32, size: () -> Int
    ) throws(CoreError) -> String {
        let index = try openIndex(file: indexFile)
        defer { git_index_free(index) }
        guard let existing = git_index_get_bypath(index, path, 0) else {
            throw CoreError.notInIndex(path: path)
        }
        var entry = existing.pointee
        var blob = git_oid()
        try LibGit2.check(createBlob(&blob), "cannot write the new content of \(path)", path: path)
        entry.id = blob
        entry.file_size = UInt32(truncatingIfNeeded: size())
        let added = path.withCString { cPath in
            entry.path = cPath
            return git_index_add(index, &entry)
        }
        try LibGit2.check(added, "cannot stage \(path)", path: path)
        let indexPath = indexFile?.path ?? gitDirectory.appendingPathComponent("index").path
        try LibGit2.check(git_index_write(index), "cannot write the index", path: indexPath)
        return Self.hex(blob)
    }

    func openIndex(file: URL?) throws(CoreError) -> OpaquePointer {
        guard let file else { return try openIndex() }
        var index: OpaquePointer?
        try LibGit2.check(git_index_open(&index, file.path), "cannot read the index", path: file.path)
        guard let index else { throw CoreError.indexUnreadable(path: file.path) }
        return index
    }

    private func headTree() throws(CoreError) -> OpaquePointer? {
        guard headCommit != nil else { return nil }
        var object: OpaquePointer?
        try LibGit2.check(git_revparse_single(&object, pointer, "HEAD^{tree}"), "cannot read the tree of HEAD")
        return object
    }
}
