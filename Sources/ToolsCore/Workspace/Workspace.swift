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

    /// The XcodeGen spec: `--spec FILE` when given, else `project.yml` at the root (it may not exist).
    public let projectFile: URL
    public var featuresDirectory: URL { root.appendingPathComponent(settings.featuresPath) }
    /// The tool's own files for this workspace (job logs, results): outside the working tree.
    public var stateDirectory: URL { StoreLocation.stateDirectory(workspaceRoot: root) }
    public var buildDirectory: URL { stateDirectory }

    /// Finds the workspace: `root` when given; else the folder of `spec` when given (XcodeGen's project
    /// root); else the nearest folder upward from `directory`, up to the git top level, whose `project.yml`
    /// names a project (`name:`); else the git top level; else, outside git, the nearest `project.yml`.
    /// Throws when none of these exists.
    public static func discover(
        root: String? = nil, spec: URL? = nil,
        from directory: URL = Invocation.current.currentDirectory
    ) throws -> Workspace {
        guard let found = try discoverIfPresent(root: root, spec: spec, from: directory) else {
            throw CoreError.noWorkspace(directory: directory.path)
        }
        return found
    }

    /// Like `discover`, but nil when there is no workspace (lint runs anywhere, as SwiftLint does).
    public static func discoverIfPresent(
        root: String? = nil, spec: URL? = nil,
        from directory: URL = Invocation.current.currentDirectory
    ) throws -> Workspace? {
        if let spec, root == nil { return try load(root: spec.deletingLastPathComponent(), spec: spec) }
        guard let found = try locateRoot(explicit: root, from: directory) else { return nil }
        return try load(root: found, spec: spec)
    }

    /// Reads the workspace at `root` with the spec `spec` (default: `project.yml` there). The spec's
    /// relative paths are relative to its own folder, as XcodeGen reads them.
    public static func load(root: URL, spec: URL? = nil) throws -> Workspace {
        let root = root.standardizedFileURL
        let specURL = spec?.standardizedFileURL ?? defaultSpec(root: root)
        // Every problem of the spec and of its `tools:` section is reported together.
        var problems = ConfigurationProblems()
        var project: ProjectSpec?
        if FileManager.default.fileExists(atPath: specURL.path) {
            // Messages name the spec from the repository's top (`Apps/Blue/project.yml`), not as a bare
            // `project.yml` that could be any of several.
            let top = (try? GitRepository(discoveringFrom: specURL.deletingLastPathComponent()))?.workingDirectory
            let folder = specURL.deletingLastPathComponent().standardizedFileURL
            let displayRoot = top.map(\.standardizedFileURL).flatMap { top in
                folder.path == top.path || folder.path.hasPrefix(top.path + "/") ? top : nil
            } ?? folder
            let read = try ProjectSpecLoader.read(specURL, relativeTo: displayRoot)
            project = read.spec
            problems.append(read.problems)
        }
        var (settings, settingWarnings) = ToolSettings.read(project, problems: &problems)
        // With no folder configured and none at the default place, the features live where the repository
        // keeps its packages (`Packages/`): an app without XcodeGen has no spec to say so.
        if settings.section?["featuresPath"] == nil,
           !FileManager.default.fileExists(atPath: root.appendingPathComponent(settings.featuresPath).path),
           let folder = RepositoryLayout.survey(root).packagesFolder {
            settings.featuresPath = folder
        }
        // Folders the tool writes into (features) or copies from (templates) must stay in the workspace.
        problems.collect { () throws(ConfigurationError) in
            try WorkspacePath.resolve(settings.featuresPath, in: root, node: settings.section?["featuresPath"])
        }
        problems.collect { () throws(ConfigurationError) in
            try WorkspacePath.resolve(
                settings.templatesPath, in: root, node: settings.section?["templatesPath"], writing: false
            )
        }
        try problems.finish()
        var warnings = (project?.warnings ?? []) + settingWarnings
        // Every dangling `.package(path:)` of the closure is reported together.
        var packageProblems = ConfigurationProblems()
        let packages = try findPackages(
            root: root, project: project, settings: settings, warnings: &warnings, problems: &packageProblems)
        try packageProblems.finish()
        return Workspace(
            root: root, project: project, settings: settings, packages: packages, warnings: warnings,
            projectFile: specURL)
    }

    /// The spec an app keeps: `project.yml` at the root, unless it is missing or git ignores it (a script
    /// copies a named spec there) and the app keeps one `Apps/<App>/project.yml`.
    private static func defaultSpec(root: URL) -> URL {
        let rootSpec = root.appendingPathComponent("project.yml")
        let apps = RepositoryLayout.appSpecs(in: root)
        guard apps.count == 1 else { return rootSpec }
        if FileManager.default.fileExists(atPath: rootSpec.path) {
            guard let repository = try? GitRepository(discoveringFrom: root),
                  let top = repository.workingDirectory?.standardizedFileURL,
                  root.path == top.path || root.path.hasPrefix(top.path + "/"),
                  repository.ignores(String((rootSpec.path).dropFirst(top.path.count + 1))) else { return rootSpec }
        }
        return root.appendingPathComponent(apps[0])
    }

    /// The graph of the local packages, edges from `.package(path:)` dependencies.
    /// Folders are matched by real path: a dependency spelled through a symbolic link is the package it names.
    public var packageGraph: PackageGraph {
        let byDirectory = Dictionary(
            packages.map { (PackageClosure.identity(of: $0.directory), $0.name) },
            uniquingKeysWith: { first, _ in first }
        )
        var edges: [String: Set<String>] = [:]
        for package in packages {
            // A package that names itself (`.package(path: "../.")` from its own folder) is no edge: the
            // loader said so once.
            let names = package.localDependencyDirectories.compactMap { byDirectory[PackageClosure.identity(of: $0)] }
            edges[package.name] = Set(names).subtracting([package.name])
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
        // Like git finds its top: the nearest spec that names a project is a root; a spec without a name
        // is a fragment another spec includes (a module's `project.yml`), never the workspace.
        let top = (try? GitRepository(discoveringFrom: directory))?.workingDirectory?.standardizedFileURL
        var fragment: URL?
        var folder = directory.standardizedFileURL
        while true {
            let specURL = folder.appendingPathComponent("project.yml")
            if FileManager.default.fileExists(atPath: specURL.path) {
                if namesProject(specURL) { return folder }
                fragment = fragment ?? folder
            }
            // Above the repository's top a spec belongs to another code base.
            if let top, folder.path == top.path { break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return top ?? fragment
    }

    /// Whether the spec at `url` has a top-level `name:`, as XcodeGen requires of a project's root spec.
    /// Read as text (the first 1 MB): the whole spec is loaded once the root is known.
    static func namesProject(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 1 << 20)) ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).contains { line in
            ["name", "\"name\"", "'name'"].contains { key in
                line.hasPrefix(key) && line.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
            }
        }
    }

    /// At most this many local packages are read: a closure of `.package(path:)` beyond it is an error, never
    /// cut short in silence.
    static let packageLimit = 2_000

    /// The local packages: the features folder's, `packages:` with a path, and their `.package(path:)`
    /// closure (see `PackageClosure`).
    private static func findPackages(
        root: URL, project: ProjectSpec?, settings: ToolSettings, warnings: inout [Diagnostic],
        problems: inout ConfigurationProblems
    ) throws(CoreError) -> [LocalPackage] {
        var roots: [PackageClosure.Candidate] = []
        let features = root.appendingPathComponent(settings.featuresPath)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: features.path)) ?? []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            roots.append(.init(directory: features.appendingPathComponent(entry).standardizedFileURL, isFeature: true))
        }
        for package in project?.packages ?? [] {
            if let path = package.path { roots.append(.init(directory: path.standardizedFileURL, isFeature: false)) }
        }
        var closure = PackageClosure(roots: roots, limit: packageLimit)
        try closure.read()
        warnings += closure.warnings
        closure.dangling.forEach { problems.record($0) }
        return closure.packages.sorted { $0.name < $1.name }
    }
}
