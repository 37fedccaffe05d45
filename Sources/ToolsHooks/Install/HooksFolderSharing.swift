// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Why a hooks folder belongs to more than this clone: a hook written there runs where nobody asked for it.
public enum HooksFolderSharing: Sendable, Hashable {
    /// `core.hooksPath` set in the user's or the machine's git configuration: every repository runs it.
    case configured(GitConfigScope)
    /// A folder of the working tree that git tracks (`tracked`: one of its files, relative to the top): the
    /// hook would be committed with this machine's paths in it.
    case tracked(String)

    /// How the sharing of `folder` (named by `scope`, nil for the default folder) shows in `repository`.
    static func of(folder: URL, configuredBy scope: GitConfigScope?, in repository: GitRepository) -> Self? {
        if let scope, scope.isShared { return .configured(scope) }
        guard scope != nil, let top = repository.workingDirectory else { return nil }
        let root = WorkspacePath.realPath(of: top)
        let real = WorkspacePath.realPath(of: folder)
        guard real.hasPrefix(root + "/") else { return nil }
        let prefix = String(real.dropFirst(root.count + 1)) + "/"
        guard let entries = try? repository.indexEntries(),
              let tracked = entries.first(where: { $0.path.hasPrefix(prefix) }) else { return nil }
        return .tracked(tracked.path)
    }
}
