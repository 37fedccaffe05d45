// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2
import Foundation

/// A git repository opened through libgit2: no `git` process is started.
///
/// Not `Sendable`: libgit2 objects must not be used from two threads at once. Open one per task.
public final class GitRepository {
    let pointer: OpaquePointer
    /// The repository's working tree, nil when bare.
    public let workingDirectory: URL?
    /// The `.git` folder (for a worktree, its private git folder).
    public let gitDirectory: URL
    /// The folder shared by all worktrees (where hooks live by default).
    public let commonDirectory: URL

    /// Opens the repository containing `path`, searching upward as git does (worktrees included).
    public init(discoveringFrom path: URL) throws(CoreError) {
        _ = LibGit2.initialized
        var repository: OpaquePointer?
        let code: Int32
        let invocation = Invocation.current
        if let named = invocation.environment["GIT_DIR"], !named.isEmpty {
            // git exports GIT_DIR (and GIT_WORK_TREE) to hooks when run with `--git-dir`/`--work-tree`: the
            // repository is the one named, not one found upward from the folder (as git itself does).
            let directory = URL(fileURLWithPath: named, relativeTo: invocation.currentDirectory).standardizedFileURL
            code = git_repository_open_ext(
                &repository, directory.path, UInt32(GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue), nil
            )
            if code >= 0, let repository, let tree = invocation.environment["GIT_WORK_TREE"], !tree.isEmpty {
                let workTree = URL(fileURLWithPath: tree, relativeTo: invocation.currentDirectory).standardizedFileURL
                _ = git_repository_set_workdir(repository, workTree.path, 0)
            }
        } else {
            code = git_repository_open_ext(&repository, path.path, 0, nil)
        }
        guard code >= 0, let repository else {
            throw CoreError.notInRepository(path: path.path)
        }
        pointer = repository
        // libgit2 gives real paths (`/private/var/…` on macOS): they are spelled as the caller's path is,
        // so that they compare with the workspace's paths and show as the user knows them.
        workingDirectory = git_repository_workdir(repository).map { Self.spelled($0, from: path) }
        gitDirectory = Self.spelled(git_repository_path(repository), from: path)
        commonDirectory = Self.spelled(git_repository_commondir(repository), from: path)
        // Every libgit2 read of the configuration (core.autocrlf for the filters, core.hooksPath) then
        // follows the invocation's HOME, XDG_CONFIG_HOME and GIT_CONFIG_GLOBAL, not the process's.
        if let config = invocationConfig() {
            _ = git_repository_set_config(repository, config)
            git_config_free(config)
        }
    }

    deinit {
        git_repository_free(pointer)
    }

    private static func spelled(_ real: UnsafePointer<CChar>, from path: URL) -> URL {
        URL(fileURLWithPath: RealPath.respell(String(cString: real), from: path.path), isDirectory: true)
    }

    /// Whether `path` lies inside a git repository.
    package static func exists(at path: URL) -> Bool {
        (try? GitRepository(discoveringFrom: path)) != nil
    }

    // MARK: HEAD

    /// The commit HEAD points at (hex), nil in a repository with no commit yet.
    public var headCommit: String? {
        var oid = git_oid()
        guard git_reference_name_to_id(&oid, pointer, "HEAD") == 0 else { return nil }
        return Self.hex(oid)
    }

    /// The branch HEAD is on (`main`), nil when detached; works before the first commit too.
    package var currentBranch: String? {
        var reference: OpaquePointer?
        guard git_reference_lookup(&reference, pointer, "HEAD") == 0, let reference else { return nil }
        defer { git_reference_free(reference) }
        guard git_reference_type(reference) == GIT_REFERENCE_SYMBOLIC,
              let target = git_reference_symbolic_target(reference) else { return nil }
        let name = String(cString: target)
        return name.hasPrefix("refs/heads/") ? String(name.dropFirst("refs/heads/".count)) : name
    }

    /// Whether the repository is a shallow clone (`git clone --depth`): commits past its `shallow` file's are
    /// absent.
    public var isShallow: Bool {
        git_repository_is_shallow(pointer) == 1
    }

    /// Whether a merge is in progress (`MERGE_HEAD` exists).
    package var isMerging: Bool {
        git_repository_state(pointer) == Int32(GIT_REPOSITORY_STATE_MERGE.rawValue)
    }

    /// Resolves a revision (`main`, `HEAD~2`, a hash) to a commit id.
    public func resolveCommit(_ revision: String) throws(CoreError) -> String {
        var object: OpaquePointer?
        try LibGit2.check(git_revparse_single(&object, pointer, revision), "cannot resolve '\(revision)'")
        defer { git_object_free(object) }
        var commit: OpaquePointer?
        try LibGit2.check(git_object_peel(&commit, object, GIT_OBJECT_COMMIT), "'\(revision)' is not a commit")
        defer { git_object_free(commit) }
        guard let id = git_object_id(commit) else { throw CoreError.revisionWithoutID(revision) }
        return Self.hex(id.pointee)
    }

    /// The best common ancestor of two revisions.
    public func mergeBase(_ first: String, _ second: String) throws(CoreError) -> String {
        var one = try oid(of: resolveCommit(first))
        var two = try oid(of: resolveCommit(second))
        var base = git_oid()
        try LibGit2.check(git_merge_base(&base, pointer, &one, &two), "no common ancestor of \(first) and \(second)")
        return Self.hex(base)
    }

    // MARK: Index

    /// Every entry of the index, in index order (sorted by path): the tracked files.
    /// - Parameter indexFile: the index to read instead of the repository's own (`GIT_INDEX_FILE`).
    public func indexEntries(indexFile: URL? = nil) throws(CoreError) -> [GitIndexEntry] {
        let index = try openIndex(file: indexFile)
        defer { git_index_free(index) }
        let count = git_index_entrycount(index)
        var entries: [GitIndexEntry] = []
        entries.reserveCapacity(count)
        for position in 0..<count {
            guard let entry = git_index_get_byindex(index, position) else { continue }
            entries.append(GitIndexEntry(
                path: String(cString: entry.pointee.path),
                objectID: Self.hex(entry.pointee.id),
                mode: entry.pointee.mode,
                stage: Int(git_index_entry_stage(entry))
            ))
        }
        return entries
    }

    /// The staged content of `path` (relative to the working tree), nil when the path is not staged.
    package func stagedContent(of path: String) throws(CoreError) -> Data? {
        let index = try openIndex()
        defer { git_index_free(index) }
        guard let entry = git_index_get_bypath(index, path, 0) else { return nil }
        return try blobContent(entry.pointee.id)
    }

    /// The content of a blob given its id (as `GitIndexEntry.objectID` reports it).
    public func blobContent(objectID: String) throws(CoreError) -> Data {
        try blobContent(oid(of: objectID))
    }

    /// The size of a blob from its object header, without reading (or inflating) its content: a staged
    /// 1.2 GB file is measured, not loaded. Nil when the object cannot be found.
    public func blobSize(objectID: String) -> Int? {
        guard var id = try? oid(of: objectID) else { return nil }
        var database: OpaquePointer?
        guard git_repository_odb(&database, pointer) == 0, let database else { return nil }
        defer { git_odb_free(database) }
        var size = 0
        var type = GIT_OBJECT_BLOB
        guard git_odb_read_header(&size, &type, database, &id) == 0 else { return nil }
        return size
    }

    /// The blob id the working-tree file at `path` (relative to the top) would be staged as: its bytes
    /// through git's filters (`core.autocrlf`, `.gitattributes`), as `git add` would store them. Nil when it
    /// cannot be read.
    public func workingTreeObjectID(path: String) -> String? {
        guard let top = workingDirectory else { return nil }
        var id = git_oid()
        let file = top.appendingPathComponent(path).path
        guard git_repository_hashfile(&id, pointer, file, GIT_OBJECT_BLOB, path) == 0 else { return nil }
        return Self.hex(id)
    }

    private func blobContent(_ id: git_oid) throws(CoreError) -> Data {
        var id = id
        var blob: OpaquePointer?
        try LibGit2.check(git_blob_lookup(&blob, pointer, &id), "cannot read blob \(Self.hex(id))")
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let bytes = git_blob_rawcontent(blob) else { return Data() }
        return Data(bytes: bytes, count: size)
    }

    func openIndex() throws(CoreError) -> OpaquePointer {
        var index: OpaquePointer?
        // Named in the message: a damaged index is a file the user can look at (or remove and `git reset`).
        let path = gitDirectory.appendingPathComponent("index").path
        try LibGit2.check(git_repository_index(&index, pointer), "cannot read the index", path: path)
        guard let index else { throw CoreError.indexUnreadable(path: path) }
        return index
    }

    // MARK: Configuration and hooks

    /// A configuration value as git resolves it (worktree, repository, then global, then system).
    package func configValue(_ key: String) -> String? {
        configEntry(key)?.value
    }

    /// The folder git runs hooks from: `core.hooksPath` when set (relative to the working tree's top, as
    /// git resolves it), else `hooks/` in the common git folder, shared by every worktree.
    public var hooksDirectory: URL { hooksFolder.url }

    /// The folder git runs hooks from and the configuration scope that named it (nil: the default folder).
    public var hooksFolder: (url: URL, configuredBy: GitConfigScope?) {
        guard let configured = configEntry("core.hooksPath"), !configured.value.isEmpty else {
            return (commonDirectory.appendingPathComponent("hooks"), nil)
        }
        var path = configured.value
        if path == "~" || path.hasPrefix("~/") {
            path = (Invocation.current.environment["HOME"] ?? NSHomeDirectory()) + String(path.dropFirst(1))
        }
        if path.hasPrefix("/") { return (URL(fileURLWithPath: path).standardizedFileURL, configured.scope) }
        let base = workingDirectory ?? gitDirectory
        return (base.appendingPathComponent(path).standardizedFileURL, configured.scope)
    }

    // MARK: Helpers

    static func hex(_ oid: git_oid) -> String {
        var oid = oid
        var buffer = [CChar](repeating: 0, count: 41)
        git_oid_tostr(&buffer, 41, &oid)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func oid(of hex: String) throws(CoreError) -> git_oid {
        var oid = git_oid()
        try LibGit2.check(git_oid_fromstr(&oid, hex), "invalid object id '\(hex)'")
        return oid
    }
}
