// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsLint
import ToolsMocks
import ToolsScaffold

struct CreateFeatureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create-feature",
        abstract: "Scaffold a <Name>Feature package from the workspace's templates and register it in project.yml.",
        discussion: """
            Creates <featuresPath>/<Name>Feature with Domain, Application, DataAccess, Presentation and Mocks \
            folders per sub-feature and a test target. Against an existing package, --sub-feature adds only \
            the new sub-features. Nothing is written when any check fails, and an interrupted run leaves nothing.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var specOptions: SpecOptions

    @Argument(help: "The feature name in UpperCamelCase: 'Climate' or 'ClimateFeature' both create ClimateFeature.")
    var name: String?

    @Option(name: .customLong("sub-feature"), help: "A further sub-feature (repeatable).")
    var subFeatures: [String] = []

    @Option(name: .customLong("dependency"), help: "A workspace package the new package depends on (repeatable).")
    var dependencies: [String] = []

    @Option(help: "A templates folder holding Feature/ (default: <root>/<tools.templatesPath>).")
    var templates: String?

    @Flag(help: "Print the files and the project.yml diff; write nothing.")
    var dryRun = false

    @Flag(help: "List the template files and the variables they can use.")
    var listTemplates = false

    @Flag(help: """
        Copy the tool's own templates into the workspace to edit them: <tools.templatesPath>/Feature, or \
        Feature/ in --templates DIR.
        """)
    var exportTemplates = false

    @Flag(help: "Print the plan (package, files, folders, project.yml diff) as JSON instead of the tree.")
    var json = false

    func validate() throws {
        guard listTemplates || exportTemplates else { return }
        let flag = listTemplates ? "--list-templates" : "--export-templates"
        // Options that would be silently ignored are refused: the user meant something else.
        let ignored = [
            name.map { "a feature name ('\($0)')" }, subFeatures.isEmpty ? nil : "--sub-feature",
            dependencies.isEmpty ? nil : "--dependency", dryRun ? "--dry-run" : nil, json ? "--json" : nil,
            listTemplates && exportTemplates ? "--export-templates" : nil,
        ].compactMap { $0 }
        if !ignored.isEmpty {
            throw ValidationError("\(flag) takes no \(ignored.joined(separator: ", ")): run them apart")
        }
    }

    func run() async throws {
        try await global.run(spec: specOptions) { context in
            let console = context.console
            let workspace = try context.workspace()
            if exportTemplates || listTemplates {
                try runTemplatesAction(workspace: workspace, console: console)
                return .success
            }
            guard let name else {
                throw CommandError.noFeatureName
            }
            // It scaffolds, then generates the package's mocks: the mistakes of both sections, at once.
            try ToolSection.check([.scaffold, .mocks], in: workspace)
            try await refuseFeatureDependenciesLintWouldReject(
                workspace, ruleContext: context.ruleContext(for: workspace)
            )
            let scaffolder = FeatureScaffolder(workspace: workspace)
            let plan = try scaffolder.plan(FeatureRequest(
                name: name, subFeatures: subFeatures, dependencies: dependencies, templates: templates
            ))
            console.warnings(plan.warnings)
            let diff = plan.projectDiff(relativeTo: workspace.root)
            if diff.isEmpty {
                console.info(plan.projectEdit == nil
                    ? "no project.yml: nothing to register"
                    : "project.yml already lists \(plan.feature.packageName): left unchanged")
            }
            if dryRun {
                console.output(describe(plan, diff: diff, root: workspace.root, written: false))
                console.info("dry run: nothing was written")
                return .success
            }
            // The mocks are generated before project.yml registers the package, inside the interruptible
            // step: Ctrl-C anywhere leaves either no package or a complete, registered one.
            let mocks = Locked(Findings())
            let outcome = try await Interrupt.cancellingOnInterrupt {
                try scaffolder.apply(plan) { placed in
                    mocks.withLock { $0 = generateMocks(for: placed, root: workspace.root, context: context) }
                    try Task.checkCancellation()
                }
            }
            console.output(describe(plan, diff: diff, root: workspace.root, written: true))
            let what = plan.isNewPackage
                ? "created \(workspace.relativePath(outcome.packageDirectory))"
                : "added \(plan.subFeatures.map(\.name).joined(separator: ", ")) to \(plan.feature.packageName)"
            let registered = outcome.projectUpdated ? "; registered in \(workspace.projectFile.lastPathComponent)" : ""
            console.info("\(what) (\(Self.counts(outcome)))" + registered)
            try context.presenter().present(mocks.current)
            if mocks.current.status != .success {
                console.warning("run '\(InvocationSpelling.command("generate-mocks"))' once the diagnostics are fixed")
            }
            return mocks.current.status
        }
    }

    /// The plan as JSON (`--json`), else as the tree of files and the project.yml diff.
    /// The files written, the mock generator's included: the total is what is on disk.
    static func counts(_ outcome: ScaffoldOutcome) -> String {
        let mockFiles = outcome.subFeatureDirectories.reduce(0) { total, folder in
            let mocks = folder.appendingPathComponent("Mocks").path
            return total + DirectoryWalker.entries(of: mocks).filter { !$0.isDirectory }.count
        }
        return counted(outcome.files.count, "file") + (mockFiles == 0 ? "" : " and " + counted(mockFiles, "mock"))
    }

    private func describe(_ plan: FeaturePlan, diff: String, root: URL, written: Bool) -> String {
        json
            ? plan.json(relativeTo: root, written: written)
            : plan.tree(relativeTo: root) + (diff.isEmpty ? "" : "\n" + diff)
    }

    /// `--export-templates` or `--list-templates`.
    private func runTemplatesAction(workspace: Workspace, console: Console) throws {
        if exportTemplates {
            let destination = TemplateExport.destination(override: templates, workspace: workspace)
            let files = try TemplateExport.export(to: destination)
            console.info("wrote \(files.count) template files to \(workspace.relativePath(destination))")
        } else {
            let directory = try TemplateSet.locate(override: templates, workspace: workspace)
            console.output(try TemplateListing.describe(directory, relativeTo: workspace))
        }
    }

    /// The scaffolded sub-features' Mocks/ files come from the mock generator, never from templates. The
    /// package stays when that fails: the user is told how to generate them.
    private func generateMocks(for outcome: ScaffoldOutcome, root: URL, context: CommandContext) -> Findings {
        let console = context.console
        do {
            // Read again: the package is new.
            let workspace = try Workspace.load(root: root)
            var options = MockCommandOptions()
            options.paths = outcome.subFeatureDirectories.map(\.path)
            var findings = try MockSession(
                options: options, workspace: workspace, currentDirectory: root,
                store: context.store(for: workspace.root), console: console
            ).run()
            findings.summary = nil
            return findings
        } catch {
            console.warning("the package was created, but its mocks were not generated: \(error)")
            console.info("run '\(InvocationSpelling.command("generate-mocks"))' to generate them")
            return Findings(status: .failure)
        }
    }

    /// A feature depending on another feature scaffolds fine but the layering rule blocks it at the first
    /// commit: refuse it here, with the reason and the two ways out, unless the lint configuration allows it.
    private func refuseFeatureDependenciesLintWouldReject(
        _ workspace: Workspace, ruleContext: RuleContext
    ) async throws {
        guard !dependencies.isEmpty else { return }
        // Remote parents are awaited without holding a thread (`preload`).
        let preloaded = await ConfigurationResolver.preload(rootDirectory: workspace.root)
        guard let resolver = try? ConfigurationResolver(
                  rootDirectory: workspace.root, context: ruleContext, preloaded: preloaded
              ),
              let configuration = try? resolver.rootConfiguration(),
              let layering = configuration.rules.compactMap({ $0 as? LayeringRule }).first,
              !layering.map.allowsFeatureDependencies else { return }
        // A feature is what the layering rule calls one (its suffix, `Feature` unless configured), not any
        // package of the features folder: the app's core packages there (`Models`) are allowed dependencies.
        let suffix = layering.map.featureSuffix
        let features = dependencies.filter { name in
            [name, name + "Feature"].contains { candidate in
                guard let package = workspace.package(named: candidate) else { return false }
                return !suffix.isEmpty && package.name.hasSuffix(suffix)
            }
        }
        guard let first = features.first else { return }
        throw CommandError.featureDependsOnFeature(dependency: first, featuresPath: workspace.settings.featuresPath)
    }
}
