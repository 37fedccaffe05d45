// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension Linter {
    /// The Swift files under `paths` (files or folders, resolved by the caller: the CLI against the
    /// invocation's folder), skipping hidden folders and what the configuration excludes. Files named
    /// explicitly are linted even when excluded, as SwiftLint does, unless `forceExclude`. A path that does
    /// not exist is named as given (a URL relative to a folder keeps the spelling in `relativePath`).
    public func sources(for paths: [URL], forceExclude: Bool = false) throws -> [LintSource] {
        let manager = FileManager.default
        var result: [LintSource] = []
        var seen = Set<String>()
        for given in paths {
            let url = given.standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw LintError.noSuchPath(given.relativePath)
            }
            if !isDirectory.boolValue {
                if forceExclude, try isExcluded(url) { continue }
                if seen.insert(url.path).inserted { result.append(source(for: url)) }
                continue
            }
            for file in try swiftFilePaths(under: url) where seen.insert(file).inserted {
                result.append(LintSource(displayPath: displayPath(ofPath: file), standardizedPath: file))
            }
        }
        return result
    }

    func source(for url: URL) -> LintSource {
        LintSource(displayPath: displayPath(of: url), standardizedURL: url)
    }

    /// Paths relative to the current folder when inside it, as SwiftLint prints them relative to where it runs.
    public func displayPath(of url: URL) -> String {
        displayPath(ofPath: url.path)
    }

    func displayPath(ofPath path: String) -> String {
        path.hasPrefix(currentPrefix) ? Self.dropping(currentPrefix, from: path) : path
    }

    func isExcluded(_ url: URL) throws -> Bool {
        try resolver.configuration(forDirectory: url.deletingLastPathComponent()).excludes(path: url.path)
    }

    func swiftFiles(under folder: URL) throws -> [URL] {
        // Known to be files: `URL(fileURLWithPath:)` would ask the file system again for each.
        try swiftFilePaths(under: folder).map { URL(filePath: $0, directoryHint: .notDirectory) }
    }

    /// `swiftFiles(under:)` as standardized absolute paths, sorted.
    ///
    /// A folder without a `.swiftlint.yml` has its parent's configuration, so only folders with one ask the
    /// resolver; the others are told their parent's (a large tree has thousands of folders and few files).
    func swiftFilePaths(under folder: URL) throws -> [String] {
        var files: [String] = []
        let start = folder.standardizedFileURL.path
        var pending = [(path: start, configuration: try resolver.configuration(forDirectoryPath: start))]
        while let (directory, inherited) = pending.popLast() {
            let (entries, failure) = DirectoryWalker.unsortedListing(of: directory)
            if let failure {
                // Warned once per run (as a note), never skipped silently: its files are not linted.
                unreadableFolders.withLock { $0[directory] = failure }
            }
            let configuration: LintConfiguration
            if entries.contains(where: { $0.name == ConfigurationFile.fileName }) {
                configuration = try resolver.configuration(forDirectoryPath: directory)
            } else {
                configuration = inherited
                resolver.remember(configuration, forFolderWithoutFile: directory)
            }
            // Hidden entries (`.build`, `.git`…) are never linted.
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = directory == "/" ? "/" + entry.name : directory + "/" + entry.name
                if entry.isDirectory {
                    if !configuration.excluded.contains(where: { $0.matches(path) }) {
                        pending.append((path, configuration))
                    }
                } else if entry.name.hasSuffix(".swift"), !configuration.excludes(path: path) {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }
}
