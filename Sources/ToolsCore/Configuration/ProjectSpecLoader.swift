// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Reads `project.yml` with its includes. Included files are read first and the including file's keys win
/// (per target, scheme and package), as XcodeGen merges them; include paths are relative to the file that
/// names them.
public enum ProjectSpecLoader {
    static let knownTopLevelKeys: Set<String> = [
        "name", "include", "options", "attributes", "settings", "settingGroups", "configs", "configFiles",
        "packages", "localPackages", "projectReferences", "targets", "aggregateTargets", "schemes",
        "schemeTemplates", "targetTemplates", "fileGroups", "breakpoints", "tools",
    ]
    static let knownTargetKeys: Set<String> = [
        "type", "platform", "supportedDestinations", "deploymentTarget", "sources", "dependencies", "settings",
        "configFiles", "info", "entitlements", "templates", "templateAttributes", "scheme", "preBuildScripts",
        "postCompileScripts", "postBuildScripts", "buildRules", "attributes", "productName",
        "transitivelyLinkDependencies", "directlyEmbedCarthageDependencies", "requiresObjCLinking",
        "buildToolPlugins", "legacy", "platformSuffix", "platformPrefix", "onlyCopyFilesOnInstall",
        "putResourcesBeforeSourcesBuildPhase", "preBuildScripts", "buildPhase", "configFiles",
    ]

    public static func load(_ url: URL, relativeTo root: URL? = nil) throws(ToolError) -> ProjectSpec {
        var visited: [URL] = []
        var spec = ProjectSpec(
            file: url, name: "", options: [:], attributes: [:], packages: [], targets: [], schemes: [],
            toolsSection: nil, files: [], warnings: []
        )
        try merge(url, into: &spec, root: root ?? url.deletingLastPathComponent(), visited: &visited, isMain: true)
        if spec.name.isEmpty {
            throw ToolError.configuration(
                "name: the project has no name", file: display(url, root), position: SourcePosition(line: 1, column: 1),
                hint: "add 'name: MyApp' at the top"
            )
        }
        spec.files = visited
        return spec
    }

    static func display(_ url: URL, _ root: URL?) -> String {
        guard let root else { return url.path }
        let base = root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private static func merge(
        _ url: URL, into spec: inout ProjectSpec, root: URL, visited: inout [URL], isMain: Bool
    ) throws(ToolError) {
        let standardized = url.standardizedFileURL
        guard !visited.contains(standardized) else { return }
        visited.append(standardized)
        let document = try YAMLLoader.load(url, displayPath: display(url, root))
        guard document.isMapping || document.isNull else { throw document.error("expected a mapping at the top level") }
        let folder = url.deletingLastPathComponent()

        if let include = document["include"] {
            for element in try includeEntries(include) {
                let path = try element.path
                let target = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: target.path) else {
                    throw element.node.error(
                        "included file '\(path)' does not exist",
                        hint: "fix the path, relative to \(display(url, root))"
                    )
                }
                try merge(target, into: &spec, root: root, visited: &visited, isMain: false)
            }
        }
        spec.warnings += document.unknownKeyWarnings(known: knownTopLevelKeys)
        if let name = document["name"] { spec.name = try name.string() }
        if let options = document["options"] { spec.options.merge(try scalarMap(options)) { _, new in new } }
        if let attributes = document["attributes"] {
            spec.attributes.merge(try scalarMap(attributes)) { _, new in new }
        }
        if let packages = document["packages"] {
            for package in try parsePackages(packages, folder: folder) {
                spec.packages.removeAll { $0.name == package.name }
                spec.packages.append(package)
            }
        }
        if let targets = document["targets"] {
            for target in try parseTargets(targets, spec: &spec) {
                spec.targets.removeAll { $0.name == target.name }
                spec.targets.append(target)
            }
        }
        if let schemes = document["schemes"] {
            for scheme in try parseSchemes(schemes) {
                spec.schemes.removeAll { $0.name == scheme.name }
                spec.schemes.append(scheme)
            }
        }
        if let tools = document["tools"], isMain || spec.toolsSection == nil {
            guard tools.isMapping else { throw tools.error("expected a mapping of settings") }
            spec.toolsSection = tools
        }
    }

    private struct IncludeEntry {
        var node: ConfigNode
        var path: String {
            get throws(ToolError) {
                if node.isMapping {
                    guard let path = node["path"] else { throw node.error("an include needs a 'path'") }
                    return try path.string()
                }
                return try node.string()
            }
        }
    }

    private static func includeEntries(_ node: ConfigNode) throws(ToolError) -> [IncludeEntry] {
        if case .sequence = node.node { return try node.elements().map { IncludeEntry(node: $0) } }
        return [IncludeEntry(node: node)]
    }

    private static func scalarMap(_ node: ConfigNode) throws(ToolError) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in try node.entries() {
            if case .scalar = value.node { result[key] = try value.string() }
        }
        return result
    }

    private static func parsePackages(_ node: ConfigNode, folder: URL) throws(ToolError) -> [ProjectSpec.Package] {
        try node.entries().map { (name, value) throws(ToolError) -> ProjectSpec.Package in
            guard value.isMapping else { throw value.error("expected a mapping with 'path' or 'url'") }
            let path = try value["path"]?.string()
            let url = try value["url"]?.string()
            guard path != nil || url != nil else {
                throw value.error("a package needs 'path' (local) or 'url' (remote)")
            }
            return ProjectSpec.Package(
                name: name, path: path.map { folder.appendingPathComponent($0).standardizedFileURL }, url: url
            )
        }
    }

    private static func parseTargets(
        _ node: ConfigNode,
        spec: inout ProjectSpec
    ) throws(ToolError) -> [ProjectSpec.Target] {
        var targets: [ProjectSpec.Target] = []
        for (name, value) in try node.entries() {
            guard value.isMapping else { throw value.error("expected a mapping describing the target") }
            spec.warnings += value.unknownKeyWarnings(known: knownTargetKeys)
            let type = try value["type"]?.string() ?? ""
            var platforms: [String] = []
            if let platform = value["platform"] {
                if case .sequence = platform.node {
                    platforms = try platform.strings()
                } else {
                    platforms = [try platform.string()]
                }
            }
            let dependencies = try value["dependencies"]?.elements().map(parseDependency) ?? []
            var sources: [String] = []
            if let node = value["sources"] {
                if case .sequence = node.node {
                    for element in try node.elements() {
                        sources.append(element.isMapping ? try element["path"]?.string() ?? "" : try element.string())
                    }
                } else {
                    sources = [try node.string()]
                }
            }
            targets.append(ProjectSpec.Target(
                name: name, type: type, platforms: platforms, dependencies: dependencies, sources: sources,
                position: value.position, file: value.file
            ))
        }
        return targets
    }

    private static func parseDependency(_ node: ConfigNode) throws(ToolError) -> ProjectSpec.Dependency {
        guard node.isMapping else { throw node.error("expected a mapping such as '- target: Name'") }
        for kind in [ProjectSpec.Dependency.Kind.target, .package, .framework, .sdk, .carthage, .bundle] {
            if let value = node[kind.rawValue] { return .init(kind: kind, name: try value.string()) }
        }
        return .init(kind: .other, name: "")
    }

    private static func parseSchemes(_ node: ConfigNode) throws(ToolError) -> [ProjectSpec.Scheme] {
        try node.entries().map { (name, value) throws(ToolError) -> ProjectSpec.Scheme in
            guard value.isMapping else { throw value.error("expected a mapping describing the scheme") }
            var build: [String] = []
            if let targets = value["build"]?["targets"] {
                build = try targets.entries().map(\.key)
            }
            var test: [String] = []
            if let targets = value["test"]?["targets"] {
                for element in try targets.elements() {
                    test.append(element.isMapping ? try element["name"]?.string() ?? "" : try element.string())
                }
            }
            return ProjectSpec.Scheme(name: name, buildTargets: build, testTargets: test)
        }
    }
}
