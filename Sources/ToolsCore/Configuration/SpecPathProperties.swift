// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The path-valued keys of a spec file, rewritten to be relative to the root spec when the file is
/// included from another folder (XcodeGen's `relativePaths: true`, the default).
enum SpecPathProperties {
    static func rewrite(_ document: ConfigValue, prefix: String) -> ConfigValue {
        guard !prefix.isEmpty, document.isMapping else { return document }
        var result = document
        for (key, transform) in rewrites(prefix: prefix) {
            if let value = document[key] { result.set(key, transform(value)) }
        }
        return result
    }

    /// Each top-level key that holds paths, and how its value is rewritten.
    private static func rewrites(prefix: String) -> [(key: String, transform: (ConfigValue) -> ConfigValue)] {
        let target = { (group: ConfigValue) in eachValue(group) { rewriteTarget($0, prefix) } }
        let scheme = { (group: ConfigValue) in
            eachValue(group) { scheme in
                updating(scheme, "test") { updating($0, "testPlans") { testPlans($0, prefix) } }
            }
        }
        let pathKey = { (group: ConfigValue) in eachValue(group) { updating($0, "path") { scalar($0, prefix) } } }
        let list = { (value: ConfigValue) in strings(value, prefix) }
        return [
            ("targets", target), ("targetTemplates", target), ("aggregateTargets", target),
            ("schemes", scheme), ("schemeTemplates", scheme),
            ("packages", pathKey), ("projectReferences", pathKey),
            ("localPackages", list), ("fileGroups", list),
            ("configFiles", { eachValue($0) { scalar($0, prefix) } }),
            ("options", { updating($0, "carthageBuildPath") { scalar($0, prefix) } }),
        ]
    }

    private static func rewriteTarget(_ target: ConfigValue, _ prefix: String) -> ConfigValue {
        var target = updating(target, "sources") { sources in
            if sources.scalar != nil { return scalar(sources, prefix) }
            return ConfigValue(
                .sequence(sources.elements.map { element in
                    element.isMapping ? updating(element, "path") { scalar($0, prefix) } : scalar(element, prefix)
                }), at: sources.location)
        }
        target = updating(target, "configFiles") { eachValue($0) { scalar($0, prefix) } }
        for key in ["info", "entitlements"] {
            target = updating(target, key) { updating($0, "path") { scalar($0, prefix) } }
        }
        let scripts = [
            "preBuildScripts", "prebuildScripts", "postCompileScripts", "postBuildScripts", "postbuildScripts",
            "buildScripts",
        ]
        for key in scripts { target = updating(target, key) { testPlans($0, prefix) } }
        target = updating(target, "dependencies") { list in
            ConfigValue(
                .sequence(list.elements.map { updating($0, "framework") { scalar($0, prefix) } }), at: list.location)
        }
        return updating(target, "scheme") { updating($0, "testPlans") { testPlans($0, prefix) } }
    }

    /// A list of mappings (test plans, build scripts) whose `path` is a path.
    private static func testPlans(_ list: ConfigValue, _ prefix: String) -> ConfigValue {
        ConfigValue(
            .sequence(list.elements.map { updating($0, "path") { scalar($0, prefix) } }), at: list.location)
    }

    private static func strings(_ list: ConfigValue, _ prefix: String) -> ConfigValue {
        if list.scalar != nil { return scalar(list, prefix) }
        return ConfigValue(.sequence(list.elements.map { scalar($0, prefix) }), at: list.location)
    }

    private static func scalar(_ node: ConfigValue, _ prefix: String) -> ConfigValue {
        guard case .scalar(let text, let isPlain) = node.kind else { return node }
        return ConfigValue(.scalar(SpecPath.join(prefix, text), isPlain: isPlain), at: node.location)
    }

    static func eachValue(_ node: ConfigValue, _ transform: (ConfigValue) -> ConfigValue) -> ConfigValue {
        guard node.isMapping else { return node }
        let entries = node.entries.map {
            ConfigEntry(key: $0.key, keyLocation: $0.keyLocation, value: transform($0.value))
        }
        return ConfigValue(.mapping(entries), at: node.location)
    }

    static func updating(_ node: ConfigValue, _ key: String, _ transform: (ConfigValue) -> ConfigValue) -> ConfigValue {
        guard let value = node[key] else { return node }
        var copy = node
        copy.set(key, transform(value))
        return copy
    }
}
