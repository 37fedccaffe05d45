// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Reads the targets, aggregate targets and schemes of a resolved spec (includes merged, templates applied),
/// collecting unknown-key warnings.
struct SpecTargetParser {
    private(set) var warnings: [Diagnostic] = []

    mutating func targets(_ node: SpecNode?) throws(ConfigurationError) -> [ProjectSpec.Target] {
        guard let node, !node.isNull else { return [] }
        guard node.isMapping else { throw node.error("expected a mapping of target names", keyPath: "targets") }
        var targets: [ProjectSpec.Target] = []
        for entry in node.entries {
            targets.append(try target(entry, keyPath: "targets.\(entry.key)"))
        }
        return targets
    }

    mutating func aggregateTargets(_ node: SpecNode?) throws(ConfigurationError) -> [ProjectSpec.Target] {
        guard let node, node.isMapping else { return [] }
        return try node.entries.map { (entry) throws(ConfigurationError) -> ProjectSpec.Target in
            let keyPath = "aggregateTargets.\(entry.key)"
            guard entry.value.isMapping else {
                throw entry.value.error("expected a mapping describing the aggregate target", keyPath: keyPath)
            }
            warnings += SpecKeys.unknownKeyWarnings(entry.value, known: SpecKeys.aggregateTarget, keyPath: keyPath)
            let members = entry.value["targets"]?.elements.compactMap(\.scalar) ?? []
            return ProjectSpec.Target(
                name: entry.key, type: "aggregate", platforms: [],
                dependencies: members.map { .init(kind: .target, name: $0) }, sources: [],
                position: entry.keyLocation.position, file: entry.keyLocation.file,
                scheme: try targetScheme(in: entry.value, keyPath: keyPath + ".scheme"))
        }
    }

    private mutating func target(_ entry: SpecEntry, keyPath: String) throws(ConfigurationError) -> ProjectSpec.Target {
        let value = entry.value
        guard value.isMapping else { throw value.error("expected a mapping describing the target", keyPath: keyPath) }
        warnings += SpecKeys.unknownKeyWarnings(value, known: SpecKeys.target, keyPath: keyPath)
        var platforms: [String] = []
        if let platform = value["platform"] {
            guard let text = platform.scalar else {
                throw platform.error("expected a string", keyPath: keyPath + ".platform")
            }
            if !text.isEmpty { platforms = [text] }
        }
        let destinations = try strings(value["supportedDestinations"], keyPath: keyPath + ".supportedDestinations")
        var dependencies: [ProjectSpec.Dependency] = []
        for element in value["dependencies"]?.elements ?? [] {
            guard element.isMapping else {
                throw element.error("expected a mapping such as '- target: Name'", keyPath: keyPath + ".dependencies")
            }
            // XcodeGen drops a dependency whose `platforms` leave this target's platform out.
            if let only = element["platforms"]?.elements.compactMap(\.scalar), let platform = platforms.first,
                !only.contains(platform) {
                continue
            }
            dependencies.append(Self.dependency(element))
        }
        var sources: [String] = []
        if let node = value["sources"] {
            sources = node.isSequence
                ? node.elements.map { $0.isMapping ? $0["path"]?.scalar ?? "" : $0.scalar ?? "" }
                : [node.scalar ?? ""]
        }
        return ProjectSpec.Target(
            name: value["name"]?.scalar ?? entry.key, type: value["type"]?.scalar ?? "", platforms: platforms,
            dependencies: dependencies, sources: sources, position: entry.keyLocation.position,
            file: entry.keyLocation.file, supportedDestinations: destinations,
            scheme: try targetScheme(in: value, keyPath: keyPath + ".scheme"))
    }

    private static func dependency(_ node: SpecNode) -> ProjectSpec.Dependency {
        for kind in [ProjectSpec.Dependency.Kind.target, .package, .framework, .sdk, .carthage, .bundle] {
            if let value = node[kind.rawValue]?.scalar { return .init(kind: kind, name: value) }
        }
        return .init(kind: .other, name: "")
    }

    /// The `scheme:` block of `target`, located at its key so plans name the line that asks for the scheme.
    private mutating func targetScheme(
        in target: SpecNode, keyPath: String
    ) throws(ConfigurationError) -> ProjectSpec.TargetScheme? {
        guard let entry = target.entries.last(where: { $0.key == "scheme" }) else { return nil }
        let node = entry.value
        // XcodeGen makes no scheme of anything but a mapping (an empty `scheme:` included): warn, as it
        // would silently generate nothing.
        guard node.isMapping else {
            let location = entry.keyLocation
            warnings.append(
                Diagnostic(
                    file: location.file, line: location.line, column: location.column, severity: .warning,
                    ruleID: "configuration", ruleName: "Configuration",
                    message: "\(keyPath): not a mapping, so XcodeGen generates no scheme; write 'scheme: {}'"))
            return nil
        }
        warnings += SpecKeys.unknownKeyWarnings(node, known: SpecKeys.targetScheme, keyPath: keyPath)
        return ProjectSpec.TargetScheme(
            testTargets: Self.testTargets(node["testTargets"]),
            testPlans: try Self.testPlans(node["testPlans"], keyPath: keyPath + ".testPlans"),
            configVariants: try strings(node["configVariants"], keyPath: keyPath + ".configVariants"),
            location: entry.keyLocation)
    }

    // MARK: Schemes

    mutating func schemes(_ node: SpecNode?) throws(ConfigurationError) -> [ProjectSpec.Scheme] {
        guard let node, !node.isNull else { return [] }
        guard node.isMapping else { throw node.error("expected a mapping of scheme names", keyPath: "schemes") }
        return try node.entries.map { (entry) throws(ConfigurationError) in try scheme(entry) }
    }

    private mutating func scheme(_ entry: SpecEntry) throws(ConfigurationError) -> ProjectSpec.Scheme {
        let keyPath = "schemes.\(entry.key)"
        let value = entry.value
        guard value.isMapping else { throw value.error("expected a mapping describing the scheme", keyPath: keyPath) }
        warnings += SpecKeys.unknownKeyWarnings(value, known: SpecKeys.scheme, keyPath: keyPath)
        if let build = value["build"] {
            warnings += SpecKeys.unknownKeyWarnings(build, known: SpecKeys.build, keyPath: keyPath + ".build")
        }
        var configurations = ProjectSpec.Scheme.Configurations()
        for action in ["run", "test", "profile", "analyze", "archive"] {
            guard let node = value[action] else { continue }
            warnings += SpecKeys.unknownKeyWarnings(node, known: SpecKeys.action, keyPath: "\(keyPath).\(action)")
            let config = node["config"]?.scalar
            switch action {
            case "run": configurations.run = config
            case "test": configurations.test = config
            case "profile": configurations.profile = config
            case "analyze": configurations.analyze = config
            default: configurations.archive = config
            }
        }
        // XcodeGen sorts build targets by name; the run target is the first one built for running.
        let buildTargets = (value["build"]?["targets"]?.entries ?? []).sorted { $0.key < $1.key }
        let running = buildTargets.first { Self.buildsForRunning($0.value) }?.key ?? buildTargets.first?.key
        return ProjectSpec.Scheme(
            name: entry.key, buildTargets: buildTargets.map(\.key),
            testTargets: Self.testTargets(value["test"]?["targets"]),
            testPlans: try Self.testPlans(value["test"]?["testPlans"], keyPath: keyPath + ".test.testPlans"),
            configurations: configurations, runTarget: value["run"]?["executable"]?.scalar ?? running,
            location: entry.keyLocation)
    }

    /// Whether a build target's `all`, list or mapping of build types includes running.
    private static func buildsForRunning(_ node: SpecNode) -> Bool {
        if let text = node.scalar { return !["none", "testing", "indexing"].contains(text) }
        if node.isSequence { return node.elements.contains { ["run", "running"].contains($0.scalar ?? "") } }
        return node.entries.contains { ["run", "running"].contains($0.key) && $0.value.bool == true }
    }

    private static func testTargets(_ node: SpecNode?) -> [String] {
        (node?.elements ?? []).compactMap { element in
            if let name = element.scalar { return name }
            for key in ["name", "target", "local", "package", "project"] {
                if let name = element[key]?.scalar { return name }
            }
            return nil
        }
    }

    private static func testPlans(
        _ node: SpecNode?, keyPath: String
    ) throws(ConfigurationError) -> [ProjectSpec.TestPlan] {
        var plans: [ProjectSpec.TestPlan] = []
        for (index, element) in (node?.elements ?? []).enumerated() {
            guard let path = element["path"]?.scalar else {
                throw element.error("a test plan needs 'path'", keyPath: "\(keyPath)[\(index)]")
            }
            plans.append(ProjectSpec.TestPlan(path: path, isDefault: element["defaultPlan"]?.bool ?? false))
        }
        // XcodeGen marks the first plan default when none says `defaultPlan: true`.
        if let first = plans.indices.first, !plans.contains(where: \.isDefault) { plans[first].isDefault = true }
        return plans
    }

    private func strings(_ node: SpecNode?, keyPath: String) throws(ConfigurationError) -> [String] {
        guard let node, !node.isNull else { return [] }
        if let text = node.scalar { return [text] }
        guard node.isSequence else { throw node.error("expected a list of strings", keyPath: keyPath) }
        return node.elements.compactMap(\.scalar)
    }
}
