// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsFormat

/// `tools format --staged`: the files formatted in the working tree (those whose working tree held exactly
/// what is staged) are staged again, so the index holds the formatted bytes too.
struct StagedRestaging {
    let repository: GitRepository
    let indexFile: URL?

    init(context: CommandContext) throws {
        repository = try context.repository()
        indexFile = Invocation.current.environment["GIT_INDEX_FILE"].flatMap { $0.isEmpty ? nil : context.resolve($0) }
        // Formatting the working tree and failing to stage it would leave the two apart: refused up front.
        let lock = repository.gitDirectory.appendingPathComponent("index.lock").path
        if indexFile == nil, FileKind.of(lock) != .absent {
            throw CoreError.git(
                path: lock, detail: "another git process holds the index, or a crashed one left the lock; "
                    + "remove it if no git command is running"
            )
        }
    }

    /// Stages the working-tree bytes of `rewritten` (display paths of `inputs`) as `git add` would, through
    /// git's filters (with `core.autocrlf=true` the CRLF file stages as LF); returns one note each.
    func restage(_ rewritten: [String], of inputs: [FormatInput]) throws -> [String] {
        guard let top = repository.workingDirectory?.standardizedFileURL.path else { return [] }
        let byDisplay = Dictionary(inputs.map { ($0.displayPath, $0.path) }, uniquingKeysWith: { first, _ in first })
        var notes: [String] = []
        for shown in rewritten {
            guard let path = byDisplay[shown], path.hasPrefix(top + "/") else { continue }
            try repository.restageWorkingTreeFile(at: String(path.dropFirst(top.count + 1)), indexFile: indexFile)
            notes.append("staged \(shown) again")
        }
        return notes
    }
}
