// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension Linter {
    /// The staged Swift files of the repository around the root, with their staged content (which may
    /// differ from the working tree) and their blob ids as content hashes, so cached results are found
    /// without hashing. Files the configuration excludes are left out.
    /// - Parameter indexFile: the index to read; during `git commit -a` git names a temporary one in
    ///   `GIT_INDEX_FILE`, which is the default.
    public func stagedSources(
        indexFile: URL? = Invocation.current.environment["GIT_INDEX_FILE"].map { URL(fileURLWithPath: $0) }
    ) throws -> [LintSource] {
        let repository = try GitRepository(discoveringFrom: rootDirectory)
        guard let top = repository.workingDirectory else {
            throw LintError.stagedNeedsWorkTree
        }
        var sources: [LintSource] = []
        for entry in try repository.stagedEntries(indexFile: indexFile)
        where entry.path.hasSuffix(".swift") && !entry.isSymbolicLink && !entry.isSubmodule {
            let url = top.appendingPathComponent(entry.path).standardizedFileURL
            let configuration = try resolver.configuration(forDirectory: url.deletingLastPathComponent())
            if configuration.excludes(path: url.path) { continue }
            // Measured in the object database before it is read: a 1.2 GB staged file is skipped, not loaded.
            if let size = repository.blobSize(objectID: entry.objectID), size > SwiftSourceLimits.maximumSize {
                var source = LintSource(
                    displayPath: displayPath(of: url), url: url, content: Data(), contentHash: entry.objectID
                )
                source.skipReason = BoundedRead.tooLargeMessage()
                sources.append(source)
                continue
            }
            let content = try repository.blobContent(objectID: entry.objectID)
            sources.append(LintSource(
                displayPath: displayPath(of: url), url: url, content: content, contentHash: entry.objectID
            ))
        }
        return sources.sorted { $0.url.path < $1.url.path }
    }
}
