// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2
import Foundation

/// Content hashes for caches. They are git blob ids, so the hash of a staged file is the id the index
/// already holds: the pre-commit hook finds cached results without reading the blob.
public enum ContentHash {
    public static func of(_ data: Data) -> String {
        _ = LibGit2.initialized
        var oid = git_oid()
        data.withUnsafeBytes { buffer in
            _ = git_odb_hash(&oid, buffer.baseAddress, buffer.count, GIT_OBJECT_BLOB)
        }
        return GitRepository.hex(oid)
    }

    public static func of(_ text: String) -> String {
        of(Data(text.utf8))
    }
}
