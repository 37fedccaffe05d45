// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2
import Foundation

extension GitRepository {
    /// `content` (a blob's bytes) as git would write it to the working tree at `path`: through the filters
    /// that apply there (`core.autocrlf`, `.gitattributes`' `eol` and `text`), as `git checkout` converts it.
    /// A file whose working tree holds these bytes is fully staged, though its bytes differ from the blob's.
    /// Nil when the filters cannot be loaded or applied.
    public func workingTreeForm(of content: Data, path: String) -> Data? {
        var filters: OpaquePointer?
        guard git_filter_list_load(&filters, pointer, nil, path, GIT_FILTER_TO_WORKTREE, 0) == 0 else { return nil }
        // No filter applies: the working tree holds the blob's bytes.
        guard let filters else { return content }
        defer { git_filter_list_free(filters) }
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        // A contiguous copy with a byte past the end: an empty file still has an address to hand over.
        var bytes = [CChar](repeating: 0, count: content.count + 1)
        bytes.withUnsafeMutableBytes { target in _ = content.copyBytes(to: target) }
        let applied = bytes.withUnsafeBufferPointer { source -> Int32 in
            guard let start = source.baseAddress else { return -1 }
            return git_filter_list_apply_to_buffer(&buffer, filters, start, content.count)
        }
        guard applied == 0 else { return nil }
        guard let start = buffer.ptr, buffer.size > 0 else { return Data() }
        return Data(bytes: start, count: buffer.size)
    }
}
