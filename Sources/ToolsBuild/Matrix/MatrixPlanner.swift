// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Turns a workspace and its `tools.build` settings into the full list of jobs for an action, in
/// dependency order. Selection, `--affected` and `--shard` narrow the plan afterwards.
public struct MatrixPlanner: Sendable {
    public let workspace: Workspace
    public let settings: BuildSettings

    public init(workspace: Workspace, settings: BuildSettings) {
        self.workspace = workspace
        self.settings = settings
    }

    /// Reads `tools.build` from the workspace's project.yml.
    public init(workspace: Workspace) throws(ToolError) {
        let (settings, _) = try BuildSettings.read(workspace.settings.section?["build"])
        self.init(workspace: workspace, settings: settings)
    }

    public func plan(_ action: BuildAction) throws(ToolError) -> BuildPlan {
        var notes: [String] = []
        var jobs = packageJobs(action, notes: &notes)
        jobs += schemeJobs(action, notes: &notes, taken: Set(jobs.map(\.id)))
        jobs += try commandJobs(action, existing: jobs)
        return BuildPlan(action: action, jobs: JobOrdering.sorted(jobs, notes: &notes), notes: notes)
    }

    // MARK: Packages

    /// The packages in the matrix: `build.packages` globs, else all.
    public var matrixPackages: [LocalPackage] {
        workspace.packages.filter { package in
            settings.packages.map { Glob.matchesAny($0, package.name) } ?? true
        }
    }

    private func packageJobs(_ action: BuildAction, notes: inout [String]) -> [Job] {
        var packages = matrixPackages
        if action == .test {
            packages = packages.filter { package in
                let tested = settings.testPackages.map { Glob.matchesAny($0, package.name) } ?? true
                let hasTests = package.manifest.targets.contains { $0.kind == .test }
                if tested, !hasTests { notes.append("\(package.name): not tested, its manifest has no test target") }
                return tested && hasTests
            }
        }
        let names = Set(packages.map(\.name))
        let graph = workspace.packageGraph
        return packages.map { package in
            let id = "\(action.rawValue) \(package.name)"
            let path = workspace.relativePath(package.directory)
            var arguments = [action.rawValue, "--package-path", path]
            var xunit: URL?
            if action == .test {
                let file = workspace.buildDirectory.appendingPathComponent("xunit/\(Self.fileName(id)).xml")
                arguments += ["--parallel", "--xunit-output", workspace.relativePath(file)]
                xunit = file
            }
            arguments += settings.swiftArguments
            let dependencies = (graph.edges[package.name] ?? []).filter(names.contains).sorted()
            return Job(
                id: id, name: package.name, kind: .package, action: action,
                process: processSpec("swift", arguments, timeout: settings.jobTimeout),
                dependencies: dependencies.map { "\(action.rawValue) \($0)" }, package: package.name, labels: [:],
                resultBundle: nil, xunitFile: xunit, logFile: logFile(id)
            )
        }
    }

    // MARK: Schemes

    /// A scheme name with where it came from.
    struct SchemeEntry {
        var name: String
        var labels: [String: String]
        var pattern: BuildSettings.SchemePattern?
    }

    /// Scheme names: `build.schemes` expanded over the variants, else project.yml's schemes, else its
    /// application targets (XcodeGen makes a scheme per target that asks for one).
    func schemeEntries(notes: inout [String]) -> [SchemeEntry] {
        let project = workspace.project
        var entries: [SchemeEntry]
        if let patterns = settings.schemes {
            entries = patterns.flatMap { pattern in
                VariantExpansion.expand(pattern.pattern, variants: settings.variants).map {
                    SchemeEntry(name: $0.name, labels: $0.labels, pattern: pattern)
                }
            }
            let excluded = entries.filter { Glob.matchesAny(settings.exclude, $0.name) }
            entries.removeAll { Glob.matchesAny(settings.exclude, $0.name) }
            if !excluded.isEmpty {
                notes.append("excluded by build.exclude: \(excluded.map(\.name).joined(separator: ", "))")
            }
            let known = Set((project?.schemes.map(\.name) ?? []) + (project?.targets.map(\.name) ?? []))
            let unknown = entries.filter { !known.contains($0.name) }.map(\.name)
            if !known.isEmpty, !unknown.isEmpty {
                notes.append(
                    "not a scheme or target in project.yml (xcodebuild may not find them): "
                        + unknown.joined(separator: ", ")
                )
            }
        } else if let schemes = project?.schemes, !schemes.isEmpty {
            entries = schemes.map { SchemeEntry(name: $0.name, labels: [:], pattern: nil) }
        } else {
            entries = (project?.targets ?? []).filter { $0.type.hasPrefix("application") }
                .map { SchemeEntry(name: $0.name, labels: [:], pattern: nil) }
        }
        var seen: Set<String> = []
        return entries.filter { seen.insert($0.name).inserted }
    }

    /// `taken`: ids of package jobs, since a scheme may carry a package's name.
    private func schemeJobs(_ action: BuildAction, notes: inout [String], taken: Set<String>) -> [Job] {
        let schemes = workspace.project?.schemes ?? []
        var jobs: [Job] = []
        for entry in schemeEntries(notes: &notes) {
            if action == .test {
                let declared = schemes.first { $0.name == entry.name }.map { !$0.testTargets.isEmpty } ?? false
                guard entry.pattern?.test ?? declared else { continue }
            }
            let configurations = entry.pattern?.configurations ?? settings.configurations
            let destinations = entry.pattern?.destinations ?? settings.destinations
            for configuration in configurations {
                for destination in destinations {
                    var qualifiers: [String] = []
                    if configurations.count > 1 { qualifiers.append(configuration) }
                    if destinations.count > 1 { qualifiers.append(destination) }
                    let suffix = qualifiers.isEmpty ? "" : " [\(qualifiers.joined(separator: ", "))]"
                    var id = "\(action.rawValue) \(entry.name)\(suffix)"
                    if taken.contains(id) { id += " (scheme)" }
                    jobs.append(
                        schemeJob(
                            id: id, entry: entry, action: action, configuration: configuration, destination: destination
                        ))
                }
            }
        }
        return jobs
    }

    private func schemeJob(
        id: String, entry: SchemeEntry, action: BuildAction, configuration: String, destination: String
    ) -> Job {
        var arguments: [String] = []
        if let workspacePath = settings.workspace {
            arguments += ["-workspace", workspacePath]
        } else {
            arguments += ["-project", settings.project ?? "\(workspace.project?.name ?? "Project").xcodeproj"]
        }
        arguments += ["-scheme", entry.name, "-configuration", configuration]
        if let sdk = settings.sdk { arguments += ["-sdk", sdk] }
        let bundle = workspace.root.appendingPathComponent(settings.resultBundles)
            .appendingPathComponent("\(Self.fileName(id)).xcresult")
        arguments += ["-destination", destination, "-resultBundlePath", workspace.relativePath(bundle)]
        arguments += settings.xcodebuildArguments + [action.rawValue]
        return Job(
            id: id, name: entry.name, kind: .scheme, action: action,
            process: processSpec("xcodebuild", arguments, timeout: settings.jobTimeout),
            dependencies: [], package: nil, labels: entry.labels, resultBundle: bundle, xunitFile: nil,
            logFile: logFile(id)
        )
    }

    // MARK: Commands

    private func commandJobs(_ action: BuildAction, existing: [Job]) throws(ToolError) -> [Job] {
        let commands = settings.commands.filter { $0.actions.contains(action) }
        let allNames = Set(existing.map(\.name) + commands.map(\.name))
        let taken = Set(existing.map(\.id))
        var commandIDs: [String: String] = [:]
        for command in commands {
            let id = "\(action.rawValue) \(command.name)"
            commandIDs[command.name] = taken.contains(id) ? id + " (command)" : id
        }
        var jobs: [Job] = []
        for command in commands {
            for dependency in command.dependsOn where !allNames.contains(dependency) {
                let location = command.dependsOnLocation
                throw ToolError.configuration(
                    "\(location?.keyPath ?? "dependsOn"): '\(dependency)' is not a package, scheme or command "
                        + "of the \(action.rawValue) matrix",
                    file: location?.file ?? workspace.projectFile.path, position: location?.position,
                    hint: "use the name of a package, scheme or command"
                )
            }
            let dependencies =
                existing.filter { command.dependsOn.contains($0.name) }.map(\.id)
                + command.dependsOn.compactMap { commandIDs[$0] }
            let id = commandIDs[command.name] ?? command.name
            var process = processSpec(
                command.arguments[0], Array(command.arguments.dropFirst()),
                timeout: command.timeout ?? settings.jobTimeout
            )
            if let folder = command.workingDirectory {
                process.workingDirectory = workspace.root.appendingPathComponent(folder).standardizedFileURL
            }
            jobs.append(
                Job(
                    id: id, name: command.name, kind: .command, action: action, process: process,
                    dependencies: Array(Set(dependencies)).sorted(), package: nil, labels: [:], resultBundle: nil,
                    xunitFile: nil, logFile: logFile(id)
                ))
        }
        return jobs
    }

    // MARK: Helpers

    private func processSpec(_ executable: String, _ arguments: [String], timeout: Duration?) -> ProcessSpec {
        ProcessSpec(executable: executable, arguments: arguments, workingDirectory: workspace.root, timeout: timeout)
    }

    private func logFile(_ id: String) -> URL {
        workspace.buildDirectory.appendingPathComponent("logs/\(Self.fileName(id)).log")
    }

    /// A job id as a file name: letters, digits, `.`, `_` and `-` only.
    static func fileName(_ id: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        return String(id.map { allowed.contains($0) ? $0 : "-" })
    }
}
