// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The code base `tools` works on: its root, `project.yml`, settings and local packages.
public struct Workspace: Sendable {
    public let root: URL
    /// nil when the root has no `project.yml` (a plain git checkout).
    public let project: ProjectSpec?
    public let settings: ToolSettings
    /// Sorted by name.
    public let packages: [LocalPackage]
    /// Warnings met while reading the configuration (unknown keys, unreadable manifests).
    public let warnings: [Diagnostic]

    public var projectFile: URL { root.appendingPathComponent("project.yml") }
    public var featuresDirectory: URL { root.appendingPathComponent(settings.featuresPath) }
    /// The tool's own files for this workspace (job logs, results): outside the working tree.
    public var stateDirectory: URL { StoreLocation.stateDirectory(workspaceRoot: root) }
    public var buildDirectory: URL { stateDirectory }

    /// Finds the workspace: `root` when given; else the nearest folder upward from `directory` holding
    /// `project.yml`; else the git top level. Throws when none of these exists.
    public static func discover(
        root: String? = nil,
        from directory: URL = Invocation.current.currentDirectory
    ) throws -> Workspace {
        guard let found = try locateRoot(explicit: root, from: directory) else {
            throw CoreError.noWorkspace(directory: directory.path)
        }
        return try load(root: found)
    }

    /// Like `discover`, but nil when there is no workspace (lint runs anywhere, as SwiftLint does).
    public static func discoverIfPresent(
        root: String? = nil,
        from directory: URL = Invocation.current.currentDirectory
    ) throws -> Workspace? {
        guard let found = try locateRoot(explicit: root, from: directory) else { return nil }
        return try load(root: found)
    }

    /// Reads the workspace at `root`.
    public static func load(root: URL) throws -> Workspace {
        let root = root.standardizedFileURL
        let specURL = root.appendingPathComponent("project.yml")
        // Every problem of the spec and of its `tools:` section is reported together.
        var problems = ConfigurationProblems()
        var project: ProjectSpec?
        if FileManager.default.fileExists(atPath: specURL.path) {
            let read = try ProjectSpecLoader.read(specURL, relativeTo: root)
            project = read.spec
            problems.append(read.problems)
        }
        let (settings, settingWarnings) = ToolSettings.read(project, problems: &problems)
        // Folders the tool writes into (features) or copies from (templates) must stay in the workspace.
        problems.collect { () throws(ConfigurationError) in
            try WorkspacePath.resolve(settings.featuresPath, in: root, node: settings.section?["featuresPath"])
        }
        problems.collect { () throws(ConfigurationError) in
            try WorkspacePath.resolve(settings.templatesPath, in: root, node: settings.section?["templatesPath"])
        }
        try problems.finish()
        var warnings = (project?.warnings ?? []) + settingWarnings
        let packages = findPackages(root: root, project: project, settings: settings, warnings: &warnings)
        return Workspace(root: root, project: project, settings: settings, packages: packages, warnings: warnings)
    }

    /// The graph of the local packages, edges from `.package(path:)` dependencies.
    public var packageGraph: PackageGraph {
        let byDirectory = Dictionary(
            packages.map { ($0.directory.path, $0.name) },
            uniquingKeysWith: { first, _ in first }
        )
        var edges: [String: Set<String>] = [:]
        for package in packages {
            edges[package.name] = Set(package.localDependencyDirectories.compactMap { byDirectory[$0.path] })
        }
        return PackageGraph(nodes: packages.map(\.name), edges: edges)
    }

    /// The local package whose folder contains `file`, the deepest one when packages nest.
    public func package(containing file: URL) -> LocalPackage? {
        let path = file.standardizedFileURL.path
        return packages
            .filter { path.hasPrefix($0.directory.path + "/") }
            .max { $0.directory.path.count < $1.directory.path.count }
    }

    public func package(named name: String) -> LocalPackage? {
        packages.first { $0.name == name }
    }

    /// `path` relative to the root when inside it, for messages.
    public func relativePath(_ url: URL) -> String {
        let base = root.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    // MARK: Discovery

    private static func locateRoot(explicit: String?, from directory: URL) throws -> URL? {
        if let explicit {
            let url = URL(fileURLWithPath: explicit, relativeTo: directory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                  isDirectory.boolValue
            else {
                throw CoreError.rootMissing(path: url.path)
            }
            return url
        }
        var folder = directory.standardizedFileURL
        while true {
            let specURL = folder.appendingPathComponent("project.yml")
            if FileManager.default.fileExists(atPath: specURL.path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        if let repository = try? GitRepository(discoveringFrom: directory), let top = repository.workingDirectory {
            return top.standardizedFileURL
        }
        return nil
    }

    private static func findPackages(
        root: URL, project: ProjectSpec?, settings: ToolSettings, warnings: inout [Diagnostic]
    ) -> [LocalPackage] {
        var candidates: [(URL, Bool)] = []
        let features = root.appendingPathComponent(settings.featuresPath)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: features.path)) ?? []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            candidates.append((features.appendingPathComponent(entry).standardizedFileURL, true))
        }
        for package in project?.packages ?? [] {
            if let path = package.path { candidates.append((path, false)) }
        }
        var seen: Set<String> = []
        var packages: [LocalPackage] = []
        for (directory, isFeature) in candidates where !seen.contains(directory.path) {
            let manifestURL = directory.appendingPathComponent("Package.swift")
            guard FileManager.default.fileExists(atPath: manifestURL.path) else { continue }
            seen.insert(directory.path)
            do {
                let manifest = try PackageManifest.read(manifestURL)
                packages.append(LocalPackage(
                    name: manifest.name,
                    directory: directory,
                    manifest: manifest,
                    isFeature: isFeature
                ))
            } catch {
                let position = error.location?.position
                warnings.append(Diagnostic(
                    file: manifestURL.path, line: position?.line ?? 1, column: position?.column, severity: .warning,
                    ruleID: "workspace", message: "skipped: \(error.message)"
                ))
            }
        }
        return packages.sorted { $0.name < $1.name }
    }
}
