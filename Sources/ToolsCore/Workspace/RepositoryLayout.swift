// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What a repository holds before any configuration names it: its local packages (`*/Package.swift` in the
/// folders that hold them), the folder holding most of them, its committed `.xcodeproj`s and its XcodeGen
/// specs wherever they live (`Apps/<App>/project.yml`). Read from disk within bounds (`maximumDepth`,
/// `folderLimit`), never descending into build products, git's folder or a package.
public struct RepositoryLayout: Sendable, Equatable {
    /// The folders holding a `Package.swift`, relative to the root, sorted; neither the root itself nor a
    /// folder directly under it (the app's own `Tools/` package is no module of the app).
    public var packageFolders: [String] = []
    /// The `.xcodeproj` bundles, relative to the root.
    public var xcodeProjects: [String] = []
    /// The `project.yml` files below the root (not the root's own), relative to it.
    public var specs: [String] = []

    /// Folders never entered: build products, dependency checkouts, bundles.
    static let skipped: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"]
    /// Deep enough for `Packages/Core/Models/Package.swift` and `Apps/Shop/project.yml`.
    public static let maximumDepth = 4
    /// A huge tree is sampled, not walked whole: the first folders in name order.
    public static let folderLimit = 5_000

    /// The folder holding most packages (`Packages`), nil when there is none; ties go to the shorter path.
    public var packagesFolder: String? {
        var counts: [String: Int] = [:]
        for folder in packageFolders {
            counts[(folder as NSString).deletingLastPathComponent, default: 0] += 1
        }
        return counts.max { ($0.value, $1.key.count, $1.key) < ($1.value, $0.key.count, $0.key) }?.key
    }

    /// The app's XcodeGen spec when it keeps one named spec per app, `Apps/<App>/project.yml`, and has one
    /// app; nil otherwise (several apps name theirs with `--spec`; other `project.yml` files below the root
    /// may be fragments a spec includes).
    public var spec: String? {
        let apps = specs.filter(Self.isAppSpec)
        return apps.count == 1 ? apps[0] : nil
    }

    /// `Apps/<App>/project.yml`.
    static func isAppSpec(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count == 3 && parts[0] == "Apps" && parts[2] == "project.yml"
    }

    /// The `Apps/<App>/project.yml` files of `root`, read without walking the tree.
    public static func appSpecs(in root: URL) -> [String] {
        let apps = root.appendingPathComponent("Apps")
        return DirectoryWalker.entries(of: apps.path).filter(\.isDirectory).map { "Apps/\($0.name)/project.yml" }
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    }

    public init(packageFolders: [String] = [], xcodeProjects: [String] = [], specs: [String] = []) {
        self.packageFolders = packageFolders
        self.xcodeProjects = xcodeProjects
        self.specs = specs
    }

    /// Walks `root` breadth first, at most `maximumDepth` folders deep and `folderLimit` folders in all.
    public static func survey(_ root: URL) -> RepositoryLayout {
        var layout = RepositoryLayout()
        var queue: [(path: String, depth: Int)] = [("", 0)]
        var next = 0
        while next < queue.count, next < folderLimit {
            let (relative, depth) = queue[next]
            next += 1
            let absolute = relative.isEmpty ? root.path : root.path + "/" + relative
            let entries = DirectoryWalker.entries(of: absolute)
            let isPackage = !relative.isEmpty && entries.contains { !$0.isDirectory && $0.name == "Package.swift" }
            if isPackage, depth >= 2 { layout.packageFolders.append(relative) }
            if depth > 0, entries.contains(where: { !$0.isDirectory && $0.name == "project.yml" }) {
                layout.specs.append(relative + "/project.yml")
            }
            // A package's own folders (Sources, Tests, its .build) hold no sibling package.
            guard !isPackage, depth < maximumDepth else { continue }
            for entry in entries where entry.isDirectory {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.name.hasSuffix(".xcodeproj") {
                    layout.xcodeProjects.append(path)
                    continue
                }
                guard !skipped.contains(entry.name), !entry.name.hasPrefix("."),
                      !entry.name.hasSuffix(".xcworkspace") else { continue }
                queue.append((path, depth + 1))
            }
        }
        layout.packageFolders.sort()
        layout.xcodeProjects.sort()
        layout.specs.sort()
        return layout
    }
}
