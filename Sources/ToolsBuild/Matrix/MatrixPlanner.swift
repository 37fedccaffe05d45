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
        let generic = jobs.contains { job in
            job.process.executable == "xcodebuild"
                && zip(job.process.arguments, job.process.arguments.dropFirst()).contains {
                    $0.0 == "-destination" && $0.1.hasPrefix("generic/")
                }
        }
        if action == .test, generic {
            // xcodebuild builds for "any simulator" but tests only on a concrete device, whose names vary
            // with the Xcode version: say so rather than guess one.
            notes.append(
                "xcodebuild tests need a concrete simulator, not a generic/ destination: pass --destination "
                    + "'platform=iOS Simulator,name=<device>' or set tools.build.destinations")
        }
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
            let dependencies = (graph.edges[package.name] ?? []).filter(names.contains).sorted()
                .map { "\(action.rawValue) \($0)" }
            if let requirement = xcodebuildRequirement(for: package) {
                return xcodebuildPackageJob(id: id, package: package, action: action, requirement: requirement,
                                            dependencies: dependencies)
            }
            let path = PathOperand.spelled(workspace.relativePath(package.directory))
            var arguments = [action.rawValue, "--package-path", path]
            var xunit: URL?
            if action == .test {
                let file = workspace.buildDirectory.appendingPathComponent("xunit/\(Self.fileName(id)).xml")
                arguments += ["--parallel", "--xunit-output", workspace.relativePath(file)]
                xunit = file
            }
            arguments += settings.swiftArguments
            return Job(
                id: id, name: package.name, kind: .package, action: action,
                process: processSpec("swift", arguments, timeout: settings.jobTimeout),
                dependencies: dependencies, package: package.name, labels: [:],
                resultBundle: nil, xunitFile: xunit, logFile: logFile(id)
            )
        }
    }

    /// Why `package` is built with xcodebuild: `tools.build.packageTools`, else `HostSupport`'s rule.
    func xcodebuildRequirement(for package: LocalPackage) -> HostSupport.Requirement? {
        switch settings.packageTool(for: package.name) {
        case .swift: return nil
        case .xcodebuild:
            let requirement = HostSupport.requirement(for: package)
            return HostSupport.Requirement(
                reason: "tools.build.packageTools says xcodebuild", platform: requirement?.platform ?? "iOS")
        case nil: return HostSupport.requirement(for: package)
        }
    }

    /// `xcodebuild -scheme <Package>` from the package's folder for a simulator, as Xcode opens a package:
    /// its scheme is its only product's name, else `<Package>-Package` (every product).
    private func xcodebuildPackageJob(
        id: String, package: LocalPackage, action: BuildAction, requirement: HostSupport.Requirement,
        dependencies: [String]
    ) -> Job {
        let products = package.manifest.products
        let scheme = products.count == 1 ? products[0] : (products.isEmpty ? package.name : "\(package.name)-Package")
        let platform = PlatformDestinations.destination(platform: requirement.platform)
            ?? PlatformDestinations.destination(platform: "iOS")
        let destination = overrides.destinations.first
            ?? (settings.destinationsAreExplicit ? settings.destinations.first : nil)
            ?? platform?.specifier ?? BuildSettings.defaultDestination
        var arguments = ["-scheme", scheme, "-destination", destination]
        arguments += ["-derivedDataPath", workspace.relativePath(derivedData(id))]
        let bundle = resultBundle(id)
        arguments += ["-resultBundlePath", workspace.relativePath(bundle)]
        arguments += settings.xcodebuildArguments + [action.rawValue]
        var process = processSpec("xcodebuild", arguments, timeout: settings.jobTimeout)
        process.workingDirectory = package.directory
        var job = Job(
            id: id, name: package.name, kind: .package, action: action, process: process,
            dependencies: dependencies, package: package.name, labels: [:], resultBundle: bundle, xunitFile: nil,
            logFile: logFile(id)
        )
        job.why = "xcodebuild for \(requirement.platform): \(requirement.reason)"
        return job
    }

    /// Each xcodebuild job's own DerivedData: parallel jobs of one project otherwise fight over one
    /// build database and simulator.
    func derivedData(_ id: String) -> URL {
        workspace.stateDirectory.appendingPathComponent("derived/\(Self.fileName(id))")
    }

    /// Where xcodebuild writes job `id`'s result bundle.
    func resultBundle(_ id: String) -> URL {
        let bundles = settings.resultBundles.map { workspace.root.appendingPathComponent($0) }
            ?? workspace.stateDirectory.appendingPathComponent("results")
        return bundles.appendingPathComponent("\(Self.fileName(id)).xcresult")
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
