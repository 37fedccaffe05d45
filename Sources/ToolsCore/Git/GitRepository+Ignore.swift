// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2
import Foundation

extension GitRepository {
    /// Whether git ignores `path` (relative to the working tree), by the repository's `.gitignore` files,
    /// `.git/info/exclude` and `core.excludesFile`, as `git check-ignore` answers: a file the tool offers
    /// there would never reach a commit, so it is named before it is written.
    public func ignores(_ path: String) -> Bool {
        var ignored: Int32 = 0
        guard git_ignore_path_is_ignored(&ignored, pointer, path) == 0 else { return false }
        return ignored == 1
    }
}
