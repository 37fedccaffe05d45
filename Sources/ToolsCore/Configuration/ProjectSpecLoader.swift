// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Reads `project.yml` as XcodeGen reads it: includes merged and `${NAME}` expanded from the environment
/// (`SpecIncludes`), YAML merge keys and duplicated keys accepted (`YAMLLoader`), templates applied and
/// multi-platform targets split (`SpecResolution`). Unknown keys are warnings, once per place they are
/// written; what XcodeGen stops at (wrong types, a missing include, a target without a platform or of an
/// unknown type, a scheme without targets) is an error with file, line, column and key path, and every
/// such problem of the spec is reported together.
public enum ProjectSpecLoader {
    public static func load(
        _ url: URL, relativeTo root: URL? = nil,
        environment: [String: String] = Invocation.current.environment
    ) throws(ConfigurationError) -> ProjectSpec {
        let (spec, problems) = try read(url, relativeTo: root, environment: environment)
        try problems.finish()
        return spec
    }

    /// The spec with every problem found in it: as much of the spec as could be read, and the problems
    /// (`finish()` throws them together). Throws only when the root file itself cannot be read as YAML.
    public static func read(
        _ url: URL, relativeTo root: URL? = nil,
        environment: [String: String] = Invocation.current.environment
    ) throws(ConfigurationError) -> (spec: ProjectSpec, problems: ConfigurationProblems) {
        let displayRoot = root ?? url.deletingLastPathComponent()
        var includes = SpecIncludes(environment: environment, displayRoot: displayRoot)
        let merged = try includes.load(url)
        var problems = includes.problems
        let resolution = SpecResolution(merged)
        let resolved = resolution.document
        var spec = ProjectSpec(
            file: url, name: "", options: [:], attributes: [:], packages: [], targets: [], schemes: [],
            toolsSection: nil, files: includes.order, warnings: includes.warnings
        )
        spec.resolved = resolved
        if let name = resolved["name"]?.scalar, !name.isEmpty {
            spec.name = name
        } else {
            problems.record(
                ConfigurationError.invalidValue(
                    FileLocation(file: display(url, displayRoot), line: 1, column: 1),
                    keyPath: "name", problem: "the project has no name", hint: "add 'name: MyApp' at the top"))
        }
        spec.warnings += SpecKeys.unknownKeyWarnings(resolved, known: SpecKeys.project, keyPath: "")
        spec.options = problems.collect { () throws(ConfigurationError) in
            try scalarMap(resolved["options"], keyPath: "options")
        } ?? [:]
        spec.attributes = problems.collect { () throws(ConfigurationError) in
            try scalarMap(resolved["attributes"], keyPath: "attributes")
        } ?? [:]
        spec.configs = problems.collect { () throws(ConfigurationError) in
            try configs(resolved["configs"])
        } ?? ProjectSpec.Config.defaults
        spec.packages = SpecPackages.read(
            resolved, folder: url.deletingLastPathComponent(), warnings: &spec.warnings, problems: &problems)
        SpecSettings.validate(resolved, into: &problems)
        SpecNewerKeys.validate(resolved, into: &problems)
        var parser = SpecTargetParser(missingTemplates: resolution.missingTemplates)
        spec.targets = parser.targets(resolved["targets"])
        spec.aggregateTargets = parser.aggregateTargets(resolved["aggregateTargets"])
        spec.schemes = parser.schemes(resolved["schemes"])
        spec.warnings += parser.warnings + parser.missingTemplateWarnings()
        problems.append(parser.problems)
        validateDependencies(spec, into: &problems)
        spec.toolsSection = problems.collect { () throws(ConfigurationError) in
            try toolsSection(includes.documents, main: display(url, displayRoot))
        } ?? nil
        spec.warnings = oncePerLocation(spec.warnings)
        problems.keepOncePerPlace()
        return (spec, problems)
    }

    /// A target dependency on no target of the spec: XcodeGen refuses it (`Target "App" has invalid
    /// dependency: "Kit"`). A dependency on another project's target (`Project/Target`) is left to XcodeGen,
    /// and so is a package dependency on no package (create-feature repairs its own half-made ones).
    static func validateDependencies(_ spec: ProjectSpec, into problems: inout ConfigurationProblems) {
        let targets = Set((spec.targets + spec.aggregateTargets).map(\.name))
        for target in spec.targets + spec.aggregateTargets {
            for dependency in target.dependencies
            where dependency.kind == .target && !targets.contains(dependency.name) && !dependency.name.contains("/") {
                problems.record(
                    .invalidValue(
                        dependency.location ?? target.location, keyPath: "targets.\(target.name).dependencies",
                        problem: "target '\(target.name)' depends on '\(dependency.name)', which is not a target of "
                            + "the project" + KeySuggestion.didYouMean(dependency.name, in: targets),
                        hint: "name a target of 'targets:' (XcodeGen refuses the spec otherwise)"))
            }
        }
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
        _ documents: [(file: String, value: ConfigValue)], main: String
    ) throws(ConfigurationError) -> ConfigNode? {
        let ordered = documents.filter { $0.file == main } + documents.filter { $0.file != main }
        for document in ordered {
            guard let tools = ConfigNode(value: document.value)["tools"] else { continue }
            guard tools.isMapping else { throw tools.error("expected a mapping of settings") }
            return tools
        }
        return nil
    }

    /// `warnings` with one per place and sentence: a key written in a template is met once per target or
    /// scheme using it (each under its own key path), but is written once.
    private static func oncePerLocation(_ warnings: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return warnings.filter { warning in
            var sentence = Substring(warning.message)
            if ["targets.", "schemes."].contains(where: { sentence.hasPrefix($0) }),
                let separator = sentence.range(of: ": ") {
                sentence = sentence[separator.upperBound...]
            }
            return seen.insert("\(warning.location)|\(warning.ruleID)|\(sentence)").inserted
        }
    }

    private static func scalarMap(
        _ node: ConfigValue?, keyPath: String
    ) throws(ConfigurationError) -> [String: String] {
        guard let node, !node.isNull else { return [:] }
        guard node.isMapping else { throw node.error("expected a mapping of keys to values", keyPath: keyPath) }
        var result: [String: String] = [:]
        for entry in node.entries {
            if let text = entry.value.scalar { result[entry.key] = text }
        }
        return result
    }

    /// `configs:`, sorted by name as XcodeGen sorts them; `debug` and `release` give the type.
    private static func configs(_ node: ConfigValue?) throws(ConfigurationError) -> [ProjectSpec.Config] {
        guard let node, !node.isNull, !node.entries.isEmpty else { return ProjectSpec.Config.defaults }
        guard node.isMapping else {
            throw node.error("expected a mapping of configuration names to debug or release", keyPath: "configs")
        }
        return node.entries.map { entry in
            ProjectSpec.Config(name: entry.key, type: entry.value.scalar.flatMap(ProjectSpec.Config.Kind.init))
        }.sorted { $0.name < $1.name }
    }
}
