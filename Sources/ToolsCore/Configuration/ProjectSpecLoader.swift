// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// Reads `project.yml` as XcodeGen reads it: includes merged (`SpecIncludes`), `${NAME}` expanded from the
/// environment, YAML merge keys and duplicated keys accepted (`SpecReader`), templates applied and
/// multi-platform targets split (`SpecResolution`). Unknown keys are warnings; wrong types are errors
/// with file, line, column and key path.
public enum ProjectSpecLoader {
    public static func load(
        _ url: URL, relativeTo root: URL? = nil,
        environment: [String: String] = Invocation.current.environment
    ) throws(ConfigurationError) -> ProjectSpec {
        let displayRoot = root ?? url.deletingLastPathComponent()
        var includes = SpecIncludes(reader: SpecReader(environment: environment), displayRoot: displayRoot)
        let merged = try includes.load(url)
        let resolved = SpecResolution.resolve(merged)
        var spec = ProjectSpec(
            file: url, name: "", options: [:], attributes: [:], packages: [], targets: [], schemes: [],
            toolsSection: nil, files: includes.order, warnings: includes.reader.warnings
        )
        spec.resolved = resolved
        guard let name = resolved["name"]?.scalar, !name.isEmpty else {
            throw ConfigurationError.invalidValue(
                ErrorLocation(file: display(url, displayRoot), position: SourcePosition(line: 1, column: 1)),
                keyPath: "name", problem: "the project has no name", hint: "add 'name: MyApp' at the top"
            )
        }
        spec.name = name
        spec.warnings += SpecKeys.unknownKeyWarnings(resolved, known: SpecKeys.project, keyPath: "")
        spec.options = try scalarMap(resolved["options"], keyPath: "options")
        spec.attributes = try scalarMap(resolved["attributes"], keyPath: "attributes")
        spec.configs = try configs(resolved["configs"])
        spec.packages = try packages(resolved, folder: url.deletingLastPathComponent(), warnings: &spec.warnings)
        try SpecSettings.validate(resolved)
        var parser = SpecTargetParser()
        spec.targets = try parser.targets(resolved["targets"])
        spec.aggregateTargets = try parser.aggregateTargets(resolved["aggregateTargets"])
        spec.schemes = try parser.schemes(resolved["schemes"])
        spec.warnings += parser.warnings
        spec.toolsSection = try toolsSection(includes.reader.documents, main: display(url, displayRoot))
        return spec
    }

    static func display(_ url: URL, _ root: URL?) -> String {
        guard let root else { return url.path }
        let base = root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The `tools:` section of the main file, else of the first included file that has one. It is read
    /// from one file (not merged) so that each capability's messages name the right file.
    private static func toolsSection(
        _ documents: [(file: String, node: Yams.Node)], main: String
    ) throws(ConfigurationError) -> ConfigNode? {
        let ordered = documents.filter { $0.file == main } + documents.filter { $0.file != main }
        for document in ordered {
            guard let tools = ConfigNode(node: document.node, file: document.file)["tools"] else { continue }
            guard tools.isMapping else { throw tools.error("expected a mapping of settings") }
            return tools
        }
        return nil
    }

    private static func scalarMap(_ node: SpecNode?, keyPath: String) throws(ConfigurationError) -> [String: String] {
        guard let node, !node.isNull else { return [:] }
        guard node.isMapping else { throw node.error("expected a mapping of keys to values", keyPath: keyPath) }
        var result: [String: String] = [:]
        for entry in node.entries {
            if let text = entry.value.scalar { result[entry.key] = text }
        }
        return result
    }

    /// `configs:`, sorted by name as XcodeGen sorts them; `debug` and `release` give the type.
    private static func configs(_ node: SpecNode?) throws(ConfigurationError) -> [ProjectSpec.Config] {
        guard let node, !node.isNull, !node.entries.isEmpty else { return ProjectSpec.Config.defaults }
        guard node.isMapping else {
            throw node.error("expected a mapping of configuration names to debug or release", keyPath: "configs")
        }
        return node.entries.map { entry in
            ProjectSpec.Config(name: entry.key, type: entry.value.scalar.flatMap(ProjectSpec.Config.Kind.init))
        }.sorted { $0.name < $1.name }
    }

    /// `packages:` (local `path`, remote `url` or `github`) and the older `localPackages:` list.
    private static func packages(
        _ document: SpecNode, folder: URL, warnings: inout [Diagnostic]
    ) throws(ConfigurationError) -> [ProjectSpec.Package] {
        var result: [ProjectSpec.Package] = []
        if let node = document["packages"], !node.isNull {
            guard node.isMapping else { throw node.error("expected a mapping of package names", keyPath: "packages") }
            for entry in node.entries {
                let keyPath = "packages.\(entry.key)"
                let value = entry.value
                guard value.isMapping else {
                    throw value.error("expected a mapping with 'path', 'url' or 'github'", keyPath: keyPath)
                }
                warnings += SpecKeys.unknownKeyWarnings(value, known: SpecKeys.package, keyPath: keyPath)
                let path = value["path"]?.scalar
                let url = value["url"]?.scalar ?? value["github"]?.scalar.map { "https://github.com/\($0)" }
                guard path != nil || url != nil else {
                    throw value.error(
                        "a package needs 'path' (local), or 'url' or 'github' (remote)", keyPath: keyPath,
                        hint: "write 'path: localPackages/\(entry.key)' or 'url: https://…' with a version")
                }
                result.append(
                    ProjectSpec.Package(
                        name: entry.key, path: path.map { folder.appendingPathComponent($0).standardizedFileURL },
                        url: path == nil ? url : nil))
            }
        }
        let legacy = document["localPackages"].map { node in node.isSequence ? node.elements : [node] } ?? []
        for path in legacy.compactMap(\.scalar) {
            let directory = folder.appendingPathComponent(path).standardizedFileURL
            if !result.contains(where: { $0.name == directory.lastPathComponent }) {
                result.append(ProjectSpec.Package(name: directory.lastPathComponent, path: directory, url: nil))
            }
        }
        return result
    }
}
