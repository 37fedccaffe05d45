// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2

extension GitRepository {
    /// Whether git's ignore rules (`.gitignore` files, `.git/info/exclude`, `core.excludesFile`) ignore the
    /// working-tree path `path` (relative to the top), tracked or not. False when git cannot tell.
    public func ignoreRulesMatch(path: String) -> Bool {
        var ignored: Int32 = 0
        return git_ignore_path_is_ignored(&ignored, pointer, path) == 0 && ignored == 1
    }
}
