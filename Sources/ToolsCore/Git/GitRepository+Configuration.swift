// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2
import Foundation

extension GitRepository {
    /// A configuration value as git resolves it, with the scope it came from: system, global, local and
    /// worktree files, the last one read winning.
    ///
    /// The files are named from the invocation's environment (HOME, XDG_CONFIG_HOME, GIT_CONFIG_GLOBAL,
    /// GIT_CONFIG_SYSTEM, GIT_CONFIG_NOSYSTEM) as git names them, not from libgit2's process-wide search
    /// path: a command run for another HOME (a test, a hook git started) reads that user's files.
    package func configEntry(_ key: String) -> GitConfigEntry? {
        guard let config = invocationConfig() else { return nil }
        defer { git_config_free(config) }
        var entry: UnsafeMutablePointer<git_config_entry>?
        guard git_config_get_entry(&entry, config, key) == 0, let entry, let value = entry.pointee.value else {
            return nil
        }
        defer { git_config_entry_free(entry) }
        return GitConfigEntry(value: String(cString: value), scope: Self.scope(of: entry.pointee.level))
    }

    /// The configuration of the files git reads for this invocation (see `configEntry`); the caller frees it.
    func invocationConfig() -> OpaquePointer? {
        var config: OpaquePointer?
        guard git_config_new(&config) == 0, let config else { return nil }
        for (file, level) in configFiles() where FileManager.default.fileExists(atPath: file.path) {
            // includeIf needs the repository (gitdir:, onbranch:); a file libgit2 cannot parse is skipped, as
            // the value it would set is unknowable (git itself refuses to run on it).
            _ = git_config_add_file_ondisk(config, file.path, level, pointer, 0)
        }
        return config
    }

    /// The files git reads, lowest priority first, each with the libgit2 level that orders them.
    private func configFiles() -> [(URL, git_config_level_t)] {
        let environment = Invocation.current.environment
        var files: [(URL, git_config_level_t)] = []
        if !Self.isTrue(environment["GIT_CONFIG_NOSYSTEM"]) {
            if let system = environment["GIT_CONFIG_SYSTEM"], !system.isEmpty {
                files.append((URL(fileURLWithPath: system), GIT_CONFIG_LEVEL_SYSTEM))
            } else if let system = Self.systemConfigFile() {
                files.append((system, GIT_CONFIG_LEVEL_SYSTEM))
            }
        }
        if let global = environment["GIT_CONFIG_GLOBAL"], !global.isEmpty {
            // Git reads this file instead of both user files.
            files.append((URL(fileURLWithPath: global), GIT_CONFIG_LEVEL_GLOBAL))
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            if let base = environment["XDG_CONFIG_HOME"].flatMap({ $0.isEmpty ? nil : $0 })
                ?? home.map({ $0 + "/.config" }) {
                files.append((URL(fileURLWithPath: base + "/git/config"), GIT_CONFIG_LEVEL_XDG))
            }
            if let home {
                files.append((URL(fileURLWithPath: home + "/.gitconfig"), GIT_CONFIG_LEVEL_GLOBAL))
            }
        }
        files.append((commonDirectory.appendingPathComponent("config"), GIT_CONFIG_LEVEL_LOCAL))
        // The worktree's own file counts only when the repository turns the extension on.
        if isWorktreeConfigEnabled(localFile: commonDirectory.appendingPathComponent("config")) {
            files.append((gitDirectory.appendingPathComponent("config.worktree"), GIT_CONFIG_LEVEL_APP))
        }
        return files
    }

    private func isWorktreeConfigEnabled(localFile: URL) -> Bool {
        var config: OpaquePointer?
        guard git_config_open_ondisk(&config, localFile.path) == 0, let config else { return false }
        defer { git_config_free(config) }
        var enabled: Int32 = 0
        return git_config_get_bool(&enabled, config, "extensions.worktreeConfig") == 0 && enabled != 0
    }

    /// The system file libgit2 knows of (`/etc/gitconfig` on Linux and macOS).
    private static func systemConfigFile() -> URL? {
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        guard git_config_find_system(&buffer) == 0, let path = buffer.ptr else { return nil }
        return URL(fileURLWithPath: String(cString: path))
    }

    private static func scope(of level: git_config_level_t) -> GitConfigScope {
        switch level {
        case GIT_CONFIG_LEVEL_PROGRAMDATA, GIT_CONFIG_LEVEL_SYSTEM: .system
        case GIT_CONFIG_LEVEL_XDG, GIT_CONFIG_LEVEL_GLOBAL: .global
        case GIT_CONFIG_LEVEL_APP: .worktree
        default: .local
        }
    }

    private static func isTrue(_ value: String?) -> Bool {
        guard let value = value?.lowercased() else { return false }
        return ["1", "true", "yes", "on"].contains(value)
    }
}
