// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2

extension GitRepository {
    /// Paths whose staged content differs from HEAD (all staged paths before the first commit).
    /// Renames are detected, as `git diff --cached -M` shows them.
    public func stagedChanges() throws(CoreError) -> [GitChange] {
        let tree = try treeOfCommit(headCommit)
        defer { if let tree { git_tree_free(tree) } }
        let index = try openIndex()
        defer { git_index_free(index) }
        var diff: OpaquePointer?
        var options = diffOptions(includeUntracked: false)
        try LibGit2.check(git_diff_tree_to_index(&diff, pointer, tree, index, &options), "cannot diff HEAD and index")
        defer { git_diff_free(diff) }
        return try changes(in: diff, findRenames: true)
    }

    /// Paths whose working-tree content differs from the index, untracked files included.
    public func unstagedChanges(includeUntracked: Bool = true) throws(CoreError) -> [GitChange] {
        let index = try openIndex()
        defer { git_index_free(index) }
        var diff: OpaquePointer?
        var options = diffOptions(includeUntracked: includeUntracked)
        try LibGit2.check(
            git_diff_index_to_workdir(&diff, pointer, index, &options), "cannot diff index and working tree"
        )
        defer { git_diff_free(diff) }
        return try changes(in: diff, findRenames: false)
    }

    /// Paths changed on this branch: from the merge base of `base` and HEAD to HEAD.
    public func committedChanges(since base: String) throws(CoreError) -> [GitChange] {
        guard let head = headCommit else { return [] }
        let baseCommit = try mergeBase(base, head)
        let old = try treeOfCommit(baseCommit)
        defer { if let old { git_tree_free(old) } }
        let new = try treeOfCommit(head)
        defer { if let new { git_tree_free(new) } }
        var diff: OpaquePointer?
        var options = diffOptions(includeUntracked: false)
        try LibGit2.check(git_diff_tree_to_tree(&diff, pointer, old, new, &options), "cannot diff \(base) and HEAD")
        defer { git_diff_free(diff) }
        return try changes(in: diff, findRenames: true)
    }

    private func diffOptions(includeUntracked: Bool) -> git_diff_options {
        var options = git_diff_options()
        git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
        if includeUntracked {
            options.flags |= GIT_DIFF_INCLUDE_UNTRACKED.rawValue | GIT_DIFF_RECURSE_UNTRACKED_DIRS.rawValue
        }
        return options
    }

    private func treeOfCommit(_ id: String?) throws(CoreError) -> OpaquePointer? {
        guard let id else { return nil }
        var oid = try oid(of: id)
        var commit: OpaquePointer?
        try LibGit2.check(git_commit_lookup(&commit, pointer, &oid), "cannot read commit \(id)")
        defer { git_commit_free(commit) }
        var tree: OpaquePointer?
        try LibGit2.check(git_commit_tree(&tree, commit), "cannot read the tree of \(id)")
        return tree
    }

    private func changes(in diff: OpaquePointer?, findRenames: Bool) throws(CoreError) -> [GitChange] {
        if findRenames {
            var find = git_diff_find_options()
            git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
            find.flags = GIT_DIFF_FIND_RENAMES.rawValue
            try LibGit2.check(git_diff_find_similar(diff, &find), "cannot detect renames")
        }
        var result: [GitChange] = []
        for position in 0..<git_diff_num_deltas(diff) {
            guard let delta = git_diff_get_delta(diff, position)?.pointee else { continue }
            let newPath = String(cString: delta.new_file.path)
            let oldPath = String(cString: delta.old_file.path)
            let status: GitChange.Status
            switch delta.status {
            case GIT_DELTA_ADDED: status = .added
            case GIT_DELTA_DELETED: status = .deleted
            case GIT_DELTA_RENAMED: status = .renamed
            case GIT_DELTA_COPIED: status = .copied
            case GIT_DELTA_TYPECHANGE: status = .typeChanged
            case GIT_DELTA_UNTRACKED: status = .untracked
            case GIT_DELTA_CONFLICTED: status = .conflicted
            default: status = .modified
            }
            let renamed = status == .renamed || status == .copied
            result.append(GitChange(status: status, path: newPath, oldPath: renamed ? oldPath : nil))
        }
        return result
    }
}
