// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Everything a run will create and change, computed before anything is written: `--dry-run` prints
/// it, a real run applies it.
public struct FeaturePlan: Sendable {
    public struct File: Sendable, Hashable {
        /// Relative to the package folder.
        public var path: String
        public var contents: String
        /// The template it came from.
        public var template: URL
    }

    public let feature: FeatureName
    public let packageDirectory: URL
    /// False when sub-features are added to an existing package.
    public let isNewPackage: Bool
    /// The sub-features this run creates.
    public let subFeatures: [SubFeatureName]
    public let files: [File]
    /// Empty folders to create (each `Mocks/`, filled by the mock generator), relative to the package.
    public let directories: [String]
    /// The registration in `project.yml`; nil when the workspace has none.
    public let projectEdit: LineInsertions?
    public let projectFile: URL
    public let templateDirectory: URL
    /// Configuration warnings (unknown keys in `tools.scaffold`).
    public let warnings: [Diagnostic]

    /// The source folders of the new sub-features, where the mock generator writes into `Mocks/`.
    public var subFeatureDirectories: [URL] {
        subFeatures.map {
            packageDirectory.appendingPathComponent("Sources").appendingPathComponent(feature.packageName)
                .appendingPathComponent($0.name)
        }
    }

    /// Whether `project.yml` changes.
    package var changesProject: Bool { projectEdit.map { !$0.isEmpty } ?? false }

    /// The files and folders as an indented tree under the package folder's path (`relativeTo` the root).
    public func tree(relativeTo root: URL) -> String {
        let base = packageDirectory.path.hasPrefix(root.path + "/")
            ? String(packageDirectory.path.dropFirst(root.path.count + 1)) : packageDirectory.path
        let paths = files.map(\.path) + directories.map { $0 + "/" }
        return base + "/\n" + FileTree(paths: paths).rendered()
    }

    /// The plan for scripts (`--json`): the package, its files and folders relative to `root`, the
    /// `project.yml` diff, and whether it was written (false for `--dry-run`).
    public func json(relativeTo root: URL, written: Bool) -> String {
        let base = packageDirectory.path.hasPrefix(root.path + "/")
            ? String(packageDirectory.path.dropFirst(root.path.count + 1)) : packageDirectory.path
        let object: [String: Any] = [
            "package": feature.packageName,
            "path": base,
            "newPackage": isNewPackage,
            "subFeatures": subFeatures.map(\.name),
            "files": files.map { base + "/" + $0.path },
            "directories": directories.map { base + "/" + $0 },
            "projectDiff": projectDiff(relativeTo: root),
            "written": written,
        ]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The `project.yml` diff, empty when nothing changes.
    public func projectDiff(relativeTo root: URL) -> String {
        guard let projectEdit else { return "" }
        let path = projectFile.path.hasPrefix(root.path + "/")
            ? String(projectFile.path.dropFirst(root.path.count + 1)) : projectFile.path
        return projectEdit.unifiedDiff(path: path)
    }
}
