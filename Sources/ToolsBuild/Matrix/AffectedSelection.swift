// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `--affected`: the jobs touched by the changes of this branch (merge base with `base` to HEAD) plus
/// staged and unstaged changes, all read through libgit2.
public struct AffectedSelection: Sendable {
    public struct Result: Sendable {
        /// Changed paths, relative to the workspace root (or absolute when outside it).
        public var changedPaths: [String]
        /// Why everything was selected (a project.yml or root Package.swift change), if it was.
        public var everythingBecause: String?
        public var changedPackages: Set<String>
        /// The changed packages and every package depending on them.
        public var affectedPackages: Set<String>
        public var affectedSchemes: Set<String>
        public var plan: BuildPlan
        /// Why files changed but no job is selected, if so.
        public var nothingBecause: String?
    }

    public let workspace: Workspace
    public let base: String

    public init(workspace: Workspace, base: String) {
        self.workspace = workspace
        self.base = base
    }

    /// The changed files, absolute.
    public func changedFiles() throws -> [URL] {
        let repository = try GitRepository(discoveringFrom: workspace.root)
        guard let top = repository.workingDirectory else {
            throw BuildError.affectedNeedsWorkTree(root: workspace.root.path)
        }
        // A shallow clone (CI's default checkout) may lack the base or the commits between it and HEAD:
        // libgit2 then says only "object not found", so the missing history is named with its fix.
        let shallowFile = repository.isShallow
            ? repository.commonDirectory.appendingPathComponent("shallow").path : nil
        do {
            _ = try repository.resolveCommit(base)
        } catch {
            if let shallowFile {
                throw BuildError.shallowHistory(shallowFile: shallowFile, problem: "--base '\(base)' is not in it")
            }
            throw BuildError.unknownBase(base)
        }
        var changes: [GitChange]
        do {
            changes = try repository.committedChanges(since: base)
        } catch {
            guard let shallowFile else { throw error }
            throw BuildError.shallowHistory(
                shallowFile: shallowFile,
                problem: "the history between '\(base)' and HEAD is cut off (\(error.plainMessage))"
            )
        }
        changes += try repository.stagedChanges()
        changes += try repository.unstagedChanges()
        var paths: Set<String> = []
        for change in changes {
            paths.insert(change.path)
            if let old = change.oldPath { paths.insert(old) }
        }
        return paths.sorted().map { top.appendingPathComponent($0).standardizedFileURL }
    }

    public func apply(to plan: BuildPlan, changedFiles: [URL], settings: BuildSettings) -> Result {
        let relative = changedFiles.map(workspace.relativePath)
        let configFiles = Set((workspace.project?.files ?? [workspace.projectFile]).map(\.standardizedFileURL.path))
        let rootManifest = workspace.root.appendingPathComponent("Package.swift").path
        // Without project.yml the committed projects are the spec; planning read them already.
        let committed = workspace.project == nil ? try? CommittedProjects.find(in: workspace) : nil
        let projectFolders = (committed?.projects.map(\.url.path) ?? []) + (committed?.schemes.map {
            workspace.root.appendingPathComponent($0.containerPath).standardizedFileURL.path
        } ?? [])
        func isProjectFile(_ url: URL) -> Bool {
            // project.pbxproj, shared schemes, a workspace's contents: not a user's state (xcuserdata).
            projectFolders.contains { url.path.hasPrefix($0 + "/") } && !url.path.contains("/xcuserdata/")
        }
        if let trigger = changedFiles.first(where: {
            configFiles.contains($0.path) || $0.path == rootManifest || isProjectFile($0)
        }) {
            let all = Set(workspace.packages.map(\.name))
            return Result(
                changedPaths: relative, everythingBecause: "\(workspace.relativePath(trigger)) changed",
                changedPackages: [], affectedPackages: all,
                affectedSchemes: Set(plan.jobs.filter { $0.kind == .scheme }.map(\.name)),
                plan: plan
            )
        }
        let changedPackages = Set(changedFiles.compactMap { workspace.package(containing: $0)?.name })
        let affectedPackages = workspace.packageGraph.dependents(ofAny: changedPackages)
        let affectedTargets = committed.map {
            affectedTargetNames(changedFiles: changedFiles, packages: affectedPackages, committed: $0)
        } ?? affectedTargetNames(changedFiles: changedFiles, packages: affectedPackages)
        let affectedSchemes = Set(
            plan.jobs.filter { $0.kind == .scheme }.flatMap { [$0.name] + $0.sharedBy }.filter { name in
                !schemeTargets(name, committed: committed).isDisjoint(with: affectedTargets)
            })
        let selected = plan.jobs.filter { job in
            switch job.kind {
            case .package: affectedPackages.contains(job.name)
            case .scheme: affectedSchemes.contains(job.name) || job.sharedBy.contains(where: affectedSchemes.contains)
            case .command: commandIsAffected(job.name, relative: relative, settings: settings)
            case .generate: true
            }
        }
        var narrowed = plan
        narrowed.jobs = JobOrdering.restricted(plan.jobs, to: Set(selected.map(\.id)))
        var result = Result(
            changedPaths: relative, everythingBecause: nil, changedPackages: changedPackages,
            affectedPackages: affectedPackages, affectedSchemes: affectedSchemes, plan: narrowed
        )
        if selected.isEmpty, !relative.isEmpty { result.nothingBecause = nothingSelectedReason(result, plan: plan) }
        return result
    }

    /// Why changed files select no job: never silent, since CI would skip every test on it.
    func nothingSelectedReason(_ result: Result, plan: BuildPlan) -> String {
        if !result.affectedPackages.isEmpty {
            return "the affected packages (\(result.affectedPackages.sorted().joined(separator: ", "))) have no "
                + "\(plan.action.rawValue) job in this plan"
        }
        let examples = result.changedPaths.prefix(3).joined(separator: ", ")
            + (result.changedPaths.count > 3 ? ", …" : "")
        return "no changed file (\(examples)) is inside a local package of the graph, a target's sources or a "
            + "command's paths"
    }

    /// XcodeGen targets that depend on an affected package (directly or through other targets) or whose
    /// sources changed.
    func affectedTargetNames(changedFiles: [URL], packages: Set<String>) -> Set<String> {
        guard let project = workspace.project else { return [] }
        // project.yml names packages by key; map those keys to local package names through their folders.
        var packageNames: [String: String] = [:]
        for entry in project.packages {
            if let path = entry.path,
                let local = workspace.packages.first(where: { $0.directory.path == path.standardizedFileURL.path }) {
                packageNames[entry.name] = local.name
            }
        }
        var affected: Set<String> = []
        for target in project.targets {
            let usesPackage = target.dependencies.contains { dependency in
                dependency.kind == .package && packages.contains(packageNames[dependency.name] ?? dependency.name)
            }
            // Sources are relative to the root spec's folder: XcodeGen rewrites an include's paths that way.
            let folder = project.file.deletingLastPathComponent()
            let sourceChanged = target.sources.contains { source in
                let prefix = folder.appendingPathComponent(source).standardizedFileURL.path
                return changedFiles.contains { $0.path == prefix || $0.path.hasPrefix(prefix + "/") }
            }
            if usesPackage || sourceChanged { affected.insert(target.name) }
        }
        // Targets embedding an affected target (an app embedding its extension) are affected too.
        var grew = true
        while grew {
            grew = false
            for target in project.targets where !affected.contains(target.name) {
                if target.dependencies.contains(where: { $0.kind == .target && affected.contains($0.name) }) {
                    affected.insert(target.name)
                    grew = true
                }
            }
        }
        return affected
    }

    /// The targets of the committed projects whose files, folders or linked local packages changed (the
    /// packages through `packages`, the affected ones, or a changed file inside a package's folder), and
    /// the targets depending on them.
    func affectedTargetNames(
        changedFiles: [URL], packages: Set<String>, committed: CommittedProjects
    ) -> Set<String> {
        let changed = Set(changedFiles.map(\.path))
        func isInside(_ folder: URL) -> Bool {
            changed.contains(folder.path) || changedFiles.contains { $0.path.hasPrefix(folder.path + "/") }
        }
        func identity(_ folder: URL) -> String { RealPath.of(folder.path) ?? folder.standardizedFileURL.path }
        let affectedFolders = Set(
            workspace.packages.filter { packages.contains($0.name) }.map { identity($0.directory) })
        let targets = committed.projects.flatMap(\.targets)
        var affected: Set<String> = []
        for target in targets {
            let fileChanged = target.files.contains { changed.contains($0.path) }
                || target.folders.contains(where: isInside)
            let packageChanged = target.packageDirectories.contains { folder in
                isInside(folder) || affectedFolders.contains(identity(folder))
            }
            if fileChanged || packageChanged { affected.insert(target.name) }
        }
        // Targets depending on an affected target (an app embedding its extension) are affected too.
        var grew = true
        while grew {
            grew = false
            for target in targets where !affected.contains(target.name) {
                if target.dependencies.contains(where: affected.contains) {
                    affected.insert(target.name)
                    grew = true
                }
            }
        }
        return affected
    }

    /// The targets a scheme builds and tests, as XcodeGen generates it or as its committed file says; else
    /// the target of the same name.
    private func schemeTargets(_ name: String, committed: CommittedProjects?) -> Set<String> {
        if let shared = committed?.schemes.first(where: { $0.scheme.name == name }) {
            return Set(shared.scheme.buildTargets + shared.scheme.testTargets)
        }
        let schemes = workspace.project.flatMap { try? XcodeSchemes.generate($0) } ?? []
        if let scheme = schemes.first(where: { $0.name == name }) {
            return Set(scheme.buildTargets + scheme.testTargets)
        }
        return [name]
    }

    private func commandIsAffected(_ name: String, relative: [String], settings: BuildSettings) -> Bool {
        guard let command = settings.commands.first(where: { $0.name == name }), !command.paths.isEmpty else {
            return true
        }
        return relative.contains { path in
            command.paths.contains { prefix in
                let trimmed = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
                return path == trimmed || path.hasPrefix(trimmed + "/") || Glob.matches(prefix, path)
            }
        }
    }
}
