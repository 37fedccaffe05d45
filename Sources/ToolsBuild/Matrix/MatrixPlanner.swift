// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Turns a workspace and its `tools.build` settings into the full list of jobs for an action, in
/// dependency order. Selection, `--affected` and `--shard` narrow the plan afterwards.
public struct MatrixPlanner: Sendable {
    public let workspace: Workspace
    public let settings: BuildSettings
    /// `--configuration`, `--destination` and `--sdk`: they win over project.yml and `tools.build`.
    public var overrides: PlanOverrides

    public init(workspace: Workspace, settings: BuildSettings, overrides: PlanOverrides = PlanOverrides()) {
        self.workspace = workspace
        self.settings = settings
        self.overrides = overrides
    }

    /// Reads `tools.build` from the workspace's project.yml.
    public init(workspace: Workspace) throws {
        let (settings, _) = try BuildSettings.read(workspace.settings.section?["build"])
        self.init(workspace: workspace, settings: settings)
    }

    public func plan(_ action: BuildAction) throws -> BuildPlan {
        var notes: [String] = []
        var jobs = packageJobs(action, notes: &notes)
        jobs += try schemeJobs(action, notes: &notes, taken: Set(jobs.map(\.id)))
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

    // MARK: Commands

    private func commandJobs(_ action: BuildAction, existing: [Job]) throws -> [Job] {
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
                let problem = "'\(dependency)' is not a package, scheme or command of the \(action.rawValue) matrix"
                let hint = "use the name of a package, scheme or command"
                throw command.dependsOnNode?.error(problem, hint: hint) ?? ConfigurationError.invalidValue(
                    FileLocation(file: workspace.projectFile.path), keyPath: "dependsOn", problem: problem, hint: hint)
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

    func processSpec(_ executable: String, _ arguments: [String], timeout: Duration?) -> ProcessSpec {
        ProcessSpec(executable: executable, arguments: arguments, workingDirectory: workspace.root, timeout: timeout)
    }

    func logFile(_ id: String) -> URL {
        workspace.buildDirectory.appendingPathComponent("logs/\(Self.fileName(id)).log")
    }

    /// A job id as a file name (for its log, xUnit results and result bundle), one per id: its first 64
    /// letters, digits, `.`, `_` and `-` (anything else becomes `-`) for people, then a hash of the whole id,
    /// so that ids that read alike (`Lint Staging`, `Lint-Staging`, `lint staging` on a case-insensitive
    /// disk) get files of their own and a long id still fits a file name.
    static func fileName(_ id: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let readable = String(id.prefix(64).map { allowed.contains($0) ? $0 : "-" })
        return "\(readable)-\(ContentHash.of(id).prefix(10))"
    }
}
