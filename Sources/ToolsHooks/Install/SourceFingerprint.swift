// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What the tool's sources looked like when its binary was built, to tell when the binary is behind.
///
/// Covers `Package.swift`, `Package.resolved` and every file under `Sources/`. Size and modification
/// time decide quickly; a file whose stat changed is compared by content, so a checkout that rewrites
/// identical bytes is not reported.
public struct SourceFingerprint: Codable, Sendable, Hashable {
    public struct FileStamp: Codable, Sendable, Hashable {
        public var size: Int
        public var modified: Double
        public var hash: String
    }

    /// Keyed by path relative to the package folder.
    public var files: [String: FileStamp]

    public static func capture(packageDirectory: URL) -> SourceFingerprint {
        var files: [String: FileStamp] = [:]
        for (path, url) in sourceFiles(in: packageDirectory) {
            guard let stat = stat(of: url), let data = try? Data(contentsOf: url) else { continue }
            files[path] = FileStamp(size: stat.size, modified: stat.modified, hash: ContentHash.of(data))
        }
        return SourceFingerprint(files: files)
    }

    /// The paths added, removed or changed since the fingerprint was taken, sorted.
    public func changedFiles(packageDirectory: URL) -> [String] {
        var changed: [String] = []
        var seen: Set<String> = []
        for (path, url) in sourceFiles(in: packageDirectory) {
            seen.insert(path)
            guard let recorded = files[path], let current = Self.stat(of: url) else {
                changed.append(path)
                continue
            }
            if current.size == recorded.size, current.modified == recorded.modified { continue }
            guard let data = try? Data(contentsOf: url), ContentHash.of(data) == recorded.hash else {
                changed.append(path)
                continue
            }
        }
        changed += files.keys.filter { !seen.contains($0) }
        return changed.sorted()
    }

    private func sourceFiles(in directory: URL) -> [(String, URL)] {
        Self.sourceFiles(in: directory)
    }

    private static func sourceFiles(in directory: URL) -> [(String, URL)] {
        var result: [(String, URL)] = []
        for name in ["Package.swift", "Package.resolved"] {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { result.append((name, url)) }
        }
        let sources = directory.appendingPathComponent("Sources")
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(
            at: sources, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]
        ) else { return result }
        let base = directory.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            result.append((path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path, url))
        }
        return result
    }

    private static func stat(of url: URL) -> (size: Int, modified: Double)? {
        guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey]),
              let size = values.fileSize, let modified = values.contentModificationDate else { return nil }
        return (size, modified.timeIntervalSince1970)
    }
}
