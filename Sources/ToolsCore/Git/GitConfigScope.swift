// Copyright © 2026 Tools Authors. All rights reserved.

/// Where a git configuration value was set: what decides whether the tool may write where it points.
public enum GitConfigScope: String, Sendable, Hashable {
    /// The machine's (`/etc/gitconfig`, `GIT_CONFIG_SYSTEM`): every user's repositories.
    case system
    /// The user's (`~/.gitconfig`, `$XDG_CONFIG_HOME/git/config`, `GIT_CONFIG_GLOBAL`): every repository.
    case global
    /// The repository's own `.git/config`.
    case local
    /// The worktree's own `config.worktree` (`extensions.worktreeConfig`).
    case worktree

    /// Whether the value holds for other repositories than this one.
    public var isShared: Bool { self == .system || self == .global }
}

/// A configuration value and the scope that set it.
public struct GitConfigEntry: Sendable, Hashable {
    public let value: String
    public let scope: GitConfigScope
}
