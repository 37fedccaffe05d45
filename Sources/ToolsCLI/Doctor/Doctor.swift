// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsBuild
import ToolsCore
import ToolsHooks
import ToolsLint
import ToolsMocks
import ToolsScaffold

/// Checks what `tools` depends on: toolchain, libraries, workspace, configuration, and Xcode.
///
/// It lives with the commands because it asks every capability to validate its own configuration, exactly
/// as that capability's command will read it: doctor says "ok" only for what the commands accept. Its
/// report is a `CheckReport`, which the presenter renders.
enum Doctor {
    typealias Check = CheckReport.Check

    /// - Parameter workspace: finds the workspace, as the command context does for every command.
    static func run(
        workspace: () throws -> Workspace, ruleContext: (Workspace) -> RuleContext
    ) async -> CheckReport {
        var checks: [Check] = []
        checks.append(Check(name: "tools", status: .info, detail: ToolsCore.version, isDetail: true))
        checks.append(await toolchainCheck())
        checks.append(Check(name: "libgit2", status: .passed, detail: ToolsCore.libgit2Version))
        checks.append(Check(name: "libyaml", status: .passed, detail: ToolsCore.libyamlVersion))
        checks.append(Check(name: "SQLite", status: .passed, detail: ToolsCore.sqliteVersion))
        var graph: PackageGraph?
        var found: Workspace?
        do {
            let workspace = try workspace()
            found = workspace
            let packageGraph = workspace.packageGraph
            graph = packageGraph
            // Remote parents are awaited without holding a thread (`preload`).
            let preloaded = await ConfigurationResolver.preload(rootDirectory: workspace.root)
            checks += workspaceChecks(
                workspace, graph: packageGraph, ruleContext: ruleContext(workspace), preloaded: preloaded
            )
        } catch {
            checks.append(Check(name: "workspace", status: .failure, detail: "\(error)"))
        }
        checks.append(await formatterCheck(found))
        checks += await versionChecks(found)
        // As the build finds it: a Command Line Tools-only Mac has a failing xcodebuild shim.
        switch XcodeLocator.xcodebuild() {
        case .found(let path):
            checks.append(Check(name: "xcodebuild", status: .passed, detail: path))
        case .missing(let reason):
            checks.append(Check(
                name: "xcodebuild", status: .info,
                detail: "skipped: \(reason); Xcode scheme jobs are planned and skipped"))
        }
        let xcodegen = ProcessRunner.locate("xcodegen")
        checks.append(Check(
            name: "xcodegen", status: .info,
            detail: xcodegen
                ?? "not on PATH: the generate job needs it (or tools.build.xcodegen: [mint, run, xcodegen])"
        ))
        return CheckReport(checks: checks, graph: graph)
    }

    /// The workspace's checks: where it is, `project.yml`, each capability's configuration, the templates and
    /// the local packages.
    private static func workspaceChecks(
        _ workspace: Workspace, graph: PackageGraph, ruleContext: RuleContext,
        preloaded: ConfigurationResolver.Preloaded?
    ) -> [Check] {
        var checks = [Check(name: "workspace", status: .passed, detail: workspace.root.path)]
        checks.append(Check(
            name: "store", status: .info,
            detail: StoreLocation.url(workspaceRoot: workspace.root).path, isDetail: true
        ))
        if let project = workspace.project {
            let warnings = workspace.warnings.count
            // The spec's own name: `--spec project-app.yml` is what was read.
            checks.append(Check(
                name: workspace.projectFile.lastPathComponent, status: warnings == 0 ? .passed : .warning,
                detail: "valid: \(counted(project.targets.count, "target")), "
                    + counted(project.schemes.count, "scheme")
                    + (warnings == 0 ? "" : ", \(counted(warnings, "warning")) (unknown keys)")
            ))
            for warning in workspace.warnings {
                checks.append(Check(name: "", status: .info, detail: "\(warning.location): \(warning.message)"))
            }
        } else if let project = RepositoryLayout.survey(workspace.root).xcodeProjects.first {
            // An app that builds from its committed project needs no spec: its packages are read from disk.
            checks.append(Check(
                name: "project.yml", status: .info,
                detail: "none: the app builds from \(project); packages read from \(workspace.settings.featuresPath)/"
            ))
        } else {
            checks.append(Check(name: "project.yml", status: .warning, detail: "none at the root (git top level used)"))
        }
        checks.append(swiftLintConfigurationCheck(workspace, context: ruleContext, preloaded: preloaded))
        checks += sectionChecks(workspace) + [templatesCheck(workspace)]
        let cycles = graph.cycles()
        let cycleList = cycles.map { $0.joined(separator: " -> ") }.joined(separator: "; ")
        checks.append(Check(
            name: "packages", status: cycles.isEmpty ? .passed : .failure,
            detail: "\(workspace.packages.count) local packages"
                + (cycles.isEmpty ? ", no cycle" : ", cycles: " + cycleList)
        ))
        return checks
    }

    private static func toolchainCheck() async -> Check {
        guard ProcessRunner.locate("swift") != nil else {
            return Check(name: "Swift", status: .failure, detail: "swift not found on PATH")
        }
        // A loaded machine can take many seconds to start the driver: a slow answer is not a missing toolchain.
        let outcome = try? await ProcessRunner.run(ProcessSpec(
            executable: "swift",
            arguments: ["--version"],
            timeout: .seconds(90)
        ))
        guard let outcome, outcome.succeeded else {
            let why = outcome?.termination == .timedOut ? "did not answer within 90 s" : "failed"
            return Check(name: "Swift", status: .warning, detail: "swift --version \(why)")
        }
        let line = outcome.outputTail.split(separator: "\n").first { $0.contains("Swift version") } ?? "unknown"
        return Check(name: "Swift", status: .passed, detail: line.trimmingCharacters(in: .whitespaces))
    }

    /// The linter's own loading of `.swiftlint.yml` (nested files, `parent_config`, rule options).
    private static func swiftLintConfigurationCheck(
        _ workspace: Workspace, context: RuleContext, preloaded: ConfigurationResolver.Preloaded?
    ) -> Check {
        let url = workspace.root.appendingPathComponent(".swiftlint.yml")
        guard FileManager.default.fileExists(atPath: url.path) else {
            return Check(name: ".swiftlint.yml", status: .info, detail: "none: lint uses its defaults")
        }
        do {
            let resolver = try ConfigurationResolver(
                rootDirectory: workspace.root, context: context, preloaded: preloaded
            )
            let configuration = try resolver.rootConfiguration()
            let detail = "valid: \(counted(configuration.rules.count, "rule")) on"
            // Mistakes lint warns about and runs past (as SwiftLint does) are named here too.
            guard let first = configuration.warnings.first else {
                return Check(name: ".swiftlint.yml", status: .passed, detail: detail)
            }
            let count = configuration.warnings.count
            return Check(name: ".swiftlint.yml", status: .warning,
                         detail: "\(detail), \(counted(count, "warning")), first: \(first.location): \(first.message)")
        } catch {
            return Check(name: ".swiftlint.yml", status: .failure, detail: "\(error)")
        }
    }

    /// The templates `create-feature` would use, found and read as it finds and reads them. Missing ones
    /// are a warning: only scaffolding needs them.
    private static func templatesCheck(_ workspace: Workspace) -> Check {
        do {
            let directory = try TemplateSet.locate(override: nil, workspace: workspace)
            let count = try TemplateSet(directory: directory).files.count
            if let bundled = TemplateSet.bundledTemplatesFolder, directory.path.hasPrefix(bundled.path + "/") {
                return Check(
                    name: "templates", status: .passed,
                    detail: "the tool's own (\(counted(count, "file")); "
                        + "'\(InvocationSpelling.command("create-feature --export-templates"))' to edit them)"
                )
            }
            let path = workspace.relativePath(directory)
            return Check(name: "templates", status: .passed, detail: "\(path) (\(counted(count, "file")))")
        } catch {
            return Check(name: "templates", status: .warning, detail: "\(error)")
        }
    }

    /// Each capability reads its own section of `tools:` in project.yml, as its command does.
    private static func sectionChecks(_ workspace: Workspace) -> [Check] {
        let section = workspace.settings.section
        var checks: [Check] = []
        for tool in ToolSection.allCases {
            let name = tool.name
            guard let node = section?[tool.rawValue] else { continue }
            do {
                let warnings = try tool.read(node)
                checks.append(Check(
                    name: name, status: warnings.isEmpty ? .passed : .warning,
                    detail: warnings.isEmpty ? "valid" : counted(warnings.count, "warning")
                ))
                for warning in warnings {
                    checks.append(Check(name: "", status: .info, detail: "\(warning.location): \(warning.message)"))
                }
            } catch {
                // Each reader reports every problem of its section: one line each.
                for (index, problem) in error.problems.enumerated() {
                    checks.append(Check(name: index == 0 ? name : "", status: .failure, detail: "\(problem)"))
                }
            }
        }
        return checks
    }
}
