// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Plans and creates feature packages from the workspace's templates.
public struct FeatureScaffolder: Sendable {
    public let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Validates the request and renders every file in memory; writes nothing.
    public func plan(_ request: FeatureRequest) throws -> FeaturePlan {
        let feature = try FeatureName(request.name)
        var (configuration, warnings) = try ScaffoldConfiguration.read(workspace.settings.section?["scaffold"])
        warnings += adoptDeploymentTargets(into: &configuration)
        warnings += adoptSiblings(into: &configuration)
        let packageDirectory = workspace.featuresDirectory.appendingPathComponent(feature.packageName)
            .standardizedFileURL
        let isNewPackage = try checkPackageSlot(feature, request: request, at: packageDirectory)
        let subFeatures = try subFeatures(
            for: feature, request: request, isNewPackage: isNewPackage, in: packageDirectory
        )
        let dependencies = try resolveDependencies(request.dependencies, of: feature, from: packageDirectory)
        // A header template or a holder set for tools asks for headers whatever the siblings have.
        let style = SiblingStyle.of(
            siblings, headerConfigured: workspace.settings.header.template != HeaderTemplate.defaultTemplate
                || workspace.settings.section?["copyrightHolder"] != nil,
            // Without a spec there is no holder to fall back on: any sibling tells whether headers are used.
            minimumFiles: workspace.project == nil ? 1 : SiblingStyle.minimumFiles
        )
        // No header to fill needs no holder: an app without a spec has no name to take one from.
        let (holder, holderNote) = style.dropsHeader ? ("", nil) : try copyrightHolder()
        if let holderNote { warnings.append(holderNote) }
        let header = style.dropsHeader ? ""
            : HeaderTemplate(template: workspace.settings.header.template, holder: holder).rendered(year: request.year)

        let templateDirectory = try TemplateSet.locate(override: request.templates, workspace: workspace)
        let templates = try TemplateSet(directory: templateDirectory)
        let context = TemplateContext(
            feature: feature, subFeatures: subFeatures, year: request.year, holder: holder, header: header,
            configuration: configuration, dependencies: dependencies
        )
        var (files, directories) = try render(
            templates, context: context, isNewPackage: isNewPackage, packageDirectory: packageDirectory
        )
        try DeclarationClashes.check(files, packageDirectory: packageDirectory) { workspace.relativePath($0) }
        for index in files.indices where files[index].path.hasSuffix(".swift") {
            files[index].contents = style.reindented(files[index].contents)
            try OutputRules.check(
                files[index], header: header, maxLineLength: configuration.maxLineLength,
                templateName: workspace.relativePath(files[index].template)
            )
            files[index].contents = style.withoutHeader(files[index].contents)
        }
        if isNewPackage {
            warnings += reachNotes(feature, packageDirectory: packageDirectory, configuration: configuration)
        }
        return FeaturePlan(
            feature: feature, packageDirectory: packageDirectory, isNewPackage: isNewPackage, subFeatures: subFeatures,
            files: files, directories: directories,
            projectEdit: try registration(feature, packageDirectory: packageDirectory, configuration: configuration),
            projectFile: workspace.projectFile, templateDirectory: templateDirectory, warnings: warnings
        )
    }

    // MARK: Validation

    /// Whether the package is new; throws when the name is taken and no sub-feature is being added.
    private func checkPackageSlot(
        _ feature: FeatureName, request: FeatureRequest, at directory: URL
    ) throws -> Bool {
        let name = feature.packageName
        if let other = workspace.package(named: name), other.directory.standardizedFileURL.path != directory.path {
            throw ScaffoldError.packageNameTaken(path: workspace.relativePath(other.directory), name: name)
        }
        try checkCaseCollision(name, at: directory)
        guard FileManager.default.fileExists(atPath: directory.path) else { return true }
        let relative = workspace.relativePath(directory)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
            throw ScaffoldError.folderWithoutManifest(path: relative)
        }
        guard !request.subFeatures.isEmpty else {
            throw ScaffoldError.packageExists(path: relative, name: name)
        }
        guard request.dependencies.isEmpty else {
            throw ScaffoldError.dependencyOnExistingPackage(path: relative)
        }
        return false
    }

    private func subFeatures(
        for feature: FeatureName, request: FeatureRequest, isNewPackage: Bool, in directory: URL
    ) throws -> [SubFeatureName] {
        var names: [SubFeatureName] = isNewPackage ? [try SubFeatureName(feature.base)] : []
        var seen: Set<String> = []
        for text in request.subFeatures {
            let name = try SubFeatureName(text)
            guard seen.insert(name.name).inserted else {
                throw ScaffoldError.subFeatureTwice(text)
            }
            // A new package has its main sub-feature already; naming it again is harmless.
            if names.contains(name) { continue }
            let folder = directory.appendingPathComponent("Sources").appendingPathComponent(feature.packageName)
                .appendingPathComponent(name.name)
            if FileManager.default.fileExists(atPath: folder.path) {
                throw ScaffoldError.subFeatureExists(path: workspace.relativePath(folder), name: name.name)
            }
            names.append(name)
        }
        return names
    }

    private func resolveDependencies(
        _ names: [String], of feature: FeatureName, from directory: URL
    ) throws -> [TemplateContext.Dependency] {
        var result: [TemplateContext.Dependency] = []
        for name in names {
            let match = workspace.package(named: name)
                ?? workspace.packages.first { $0.directory.lastPathComponent == name }
            guard let package = match else {
                throw ScaffoldError.unknownDependency(name, available: workspace.packages.map(\.name))
            }
            guard package.name != feature.packageName else {
                throw ScaffoldError.dependencyOnItself(name)
            }
            if result.contains(where: { $0.name == package.name }) { continue }
            // SwiftPM names a path dependency after its folder; its product is usually named like the package.
            let product = package.manifest.products.contains(package.name)
                ? package.name : (package.manifest.products.first ?? package.name)
            result.append(TemplateContext.Dependency(
                name: package.name, package: package.directory.lastPathComponent, product: product,
                path: Self.relativePath(from: directory, to: package.directory)
            ))
        }
        return result
    }

    /// The holder for the file headers: `tools.copyrightHolder`, else `attributes.ORGANIZATIONNAME`, else the
    /// project's `name` with one note saying how to set it (the first run works in any repository).
    private func copyrightHolder() throws -> (String, Diagnostic?) {
        let holder = workspace.settings.copyrightHolder?.trimmingCharacters(in: .whitespaces) ?? ""
        guard holder.isEmpty, workspace.settings.header.template.contains("{holder}") else { return (holder, nil) }
        let name = workspace.project?.name.trimmingCharacters(in: .whitespaces) ?? ""
        guard !name.isEmpty else {
            throw ScaffoldError.noCopyrightHolder(projectFile: workspace.relativePath(workspace.projectFile))
        }
        let note = Diagnostic(
            file: workspace.relativePath(workspace.projectFile), line: nil, severity: .warning,
            ruleID: "copyright_holder", ruleName: "Configuration",
            message: "no copyright holder configured: the headers name the project, '\(name)'; "
                + "set tools.copyrightHolder in project.yml to change it"
        )
        return (name, note)
    }

    // MARK: Rendering

    private func render(
        _ templates: TemplateSet, context: TemplateContext, isNewPackage: Bool, packageDirectory: URL
    ) throws -> ([FeaturePlan.File], [String]) {
        let renderer = TemplateRenderer { url in workspace.relativePath(url) }
        var files: [FeaturePlan.File] = []
        var directories: [String] = []
        var passes: [(TemplateSet.Part, SubFeatureName?)] = isNewPackage ? [(.package, nil)] : []
        passes += context.subFeatures.map { (.subFeature, $0) }
        for (part, subFeature) in passes {
            let values = context.values(subFeature: subFeature)
            for template in templates.files where template.part == part {
                let path = try renderer.renderPath(of: template, context: values)
                // A `.keep` file asks for its folder only: Mocks/ starts empty and the mock generator fills it.
                if (path as NSString).lastPathComponent == ".keep" {
                    directories.append((path as NSString).deletingLastPathComponent)
                    continue
                }
                if let clash = files.first(where: { $0.path == path }) {
                    throw ScaffoldError.outputClash(
                        template: workspace.relativePath(template.url), output: path,
                        otherTemplate: workspace.relativePath(clash.template)
                    )
                }
                let target = packageDirectory.appendingPathComponent(path)
                if !isNewPackage, FileManager.default.fileExists(atPath: target.path) {
                    throw ScaffoldError.wouldOverwrite(path: workspace.relativePath(target))
                }
                files.append(FeaturePlan.File(
                    path: path, contents: try renderer.renderContent(of: template, context: values),
                    template: template.url
                ))
            }
        }
        let newDirectories = directories.filter {
            !FileManager.default.fileExists(atPath: packageDirectory.appendingPathComponent($0).path)
        }
        return (files, newDirectories)
    }

    // MARK: Registration

    private func registration(
        _ feature: FeatureName, packageDirectory: URL, configuration: ScaffoldConfiguration
    ) throws -> LineInsertions? {
        let file = workspace.projectFile
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else {
            throw ScaffoldError.projectUnreadable(path: workspace.relativePath(file))
        }
        let request = ProjectRegistration.Request(
            // XcodeGen reads a spec's paths from the spec's folder: `../../Packages/X` for `Apps/Shop/project.yml`.
            packageName: feature.packageName,
            packagePath: Self.relativePath(from: file.deletingLastPathComponent(), to: packageDirectory),
            targets: configuration.registerInTargets
        )
        return try ProjectRegistration.edit(
            text: text, file: workspace.relativePath(file), request: request, spec: workspace.project
        )
    }

    /// `to` relative to `from` (both folders): `../Components` for siblings.
    static func relativePath(from: URL, to: URL) -> String {
        let source = from.standardizedFileURL.pathComponents
        let destination = to.standardizedFileURL.pathComponents
        var common = 0
        while common < min(source.count, destination.count), source[common] == destination[common] { common += 1 }
        let ups = Array(repeating: "..", count: source.count - common)
        return (ups + destination[common...]).joined(separator: "/")
    }
}
