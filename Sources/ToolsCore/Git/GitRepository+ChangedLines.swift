// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2
import Foundation

extension GitRepository {
    /// The lines of `content` (1-based, in `content`) that differ from the file at `path` in HEAD, as
    /// `git diff -U0 HEAD` shows them on its new side; nil when HEAD has no file at `path` (no commit yet, a
    /// new or renamed file), where every line is new. Where lines were only removed, the lines around the
    /// gap count as changed: what is joined there may need formatting.
    /// - Parameter path: relative to the top of the working tree, as git names it.
    public func changedLines(of path: String, content: Data) throws(CoreError) -> [ClosedRange<Int>]? {
        guard let blob = try headBlob(at: path) else { return nil }
        defer { git_blob_free(blob) }
        var options = git_diff_options()
        git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
        // Only the changed lines themselves, never their neighbours, and every file as text.
        options.context_lines = 0
        options.interhunk_lines = 0
        options.flags |= GIT_DIFF_FORCE_TEXT.rawValue
        let collector = HunkCollector()
        let code = content.withUnsafeBytes { buffer in
            withExtendedLifetime(collector) {
                git_diff_blob_to_buffer(
                    blob, path, buffer.baseAddress?.assumingMemoryBound(to: CChar.self), buffer.count, path,
                    &options, nil, nil, { _, hunk, payload in
                        guard let hunk, let payload else { return 0 }
                        Unmanaged<HunkCollector>.fromOpaque(payload).takeUnretainedValue().add(hunk.pointee)
                        return 0
                    }, nil, Unmanaged.passUnretained(collector).toOpaque()
                )
            }
        }
        try LibGit2.check(code, "cannot compare \(path) with HEAD", path: path)
        return collector.ranges
    }

    /// The blob at `path` in HEAD's tree; nil without a commit or such a file.
    private func headBlob(at path: String) throws(CoreError) -> OpaquePointer? {
        guard headCommit != nil else { return nil }
        var object: OpaquePointer?
        let code = git_revparse_single(&object, pointer, "HEAD:" + path)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        try LibGit2.check(code, "cannot read \(path) in HEAD", path: path)
        guard let object else { return nil }
        guard git_object_type(object) == GIT_OBJECT_BLOB else {
            git_object_free(object)
            return nil
        }
        return object
    }
}

/// The new sides of a diff's hunks, gathered by libgit2's hunk callback.
private final class HunkCollector {
    private(set) var ranges: [ClosedRange<Int>] = []

    func add(_ hunk: git_diff_hunk) {
        let start = Int(hunk.new_start)
        let count = Int(hunk.new_lines)
        if count > 0 {
            ranges.append(start...(start + count - 1))
        } else {
            // A removal after line `start` (0: before the first line): the lines on both sides of the gap.
            ranges.append(max(1, start)...(start + 1))
        }
    }
}
