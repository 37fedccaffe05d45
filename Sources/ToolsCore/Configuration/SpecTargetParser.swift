// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Reads the targets, aggregate targets and schemes of a resolved spec (includes merged, templates applied),
/// collecting unknown-key warnings and every problem XcodeGen would stop at: a target without a platform
/// or with an unknown type or platform, a scheme without `build.targets`, values of the wrong kind. A
/// template name that names no template is part of the problem it causes, else a warning of its own.
struct SpecTargetParser {
    var warnings: [Diagnostic] = []
    var problems = ConfigurationProblems()
    /// From `SpecResolution`, by item key path; what is left after reading becomes warnings.
    private var missingTemplates: [String: [SpecResolution.MissingTemplate]]

    init(missingTemplates: [String: [SpecResolution.MissingTemplate]]) {
        self.missingTemplates = missingTemplates
    }

    mutating func targets(_ node: ConfigValue?) -> [ProjectSpec.Target] {
        guard let node, !node.isNull else { return [] }
        guard node.isMapping else {
            fail(node.error("expected a mapping of target names", keyPath: "targets"))
            return []
        }
        return node.entries.compactMap { entry in target(entry, keyPath: "targets.\(entry.key)") }
    }

    mutating func aggregateTargets(_ node: ConfigValue?) -> [ProjectSpec.Target] {
        guard let node, node.isMapping else { return [] }
        return node.entries.compactMap { entry -> ProjectSpec.Target? in
            let keyPath = "aggregateTargets.\(entry.key)"
            guard entry.value.isMapping else {
                fail(entry.value.error("expected a mapping describing the aggregate target", keyPath: keyPath))
                return nil
            }
            warnings += SpecKeys.unknownKeyWarnings(entry.value, known: SpecKeys.aggregateTarget, keyPath: keyPath)
            let members = entry.value["targets"]?.elements.compactMap(\.scalar) ?? []
            return ProjectSpec.Target(
                name: entry.key, type: "aggregate", platforms: [],
                dependencies: members.map { .init(kind: .target, name: $0) }, sources: [],
                location: entry.keyLocation, scheme: targetScheme(in: entry.value, keyPath: keyPath + ".scheme"))
        }
    }

    private mutating func target(_ entry: ConfigEntry, keyPath: String) -> ProjectSpec.Target? {
        let value = entry.value
        guard value.isMapping else {
            fail(value.error("expected a mapping describing the target", keyPath: keyPath))
            return nil
        }
        warnings += SpecKeys.unknownKeyWarnings(value, known: SpecKeys.target, keyPath: keyPath)
        let destinations = strings(value["supportedDestinations"], keyPath: keyPath + ".supportedDestinations")
        let platforms = platform(of: entry, destinations: destinations, keyPath: keyPath)
        let type = value["type"]?.scalar ?? ""
        if let node = value["type"], !SpecValues.isProductType(type) {
            fail(
                node.error(
                    "unknown target type '\(type)'" + KeySuggestion.didYouMean(type, in: SpecValues.productTypes),
                    keyPath: keyPath + ".type",
                    hint: "use one of XcodeGen's product types, such as application, framework, bundle.unit-test"),
                item: keyPath)
        }
        var dependencies: [ProjectSpec.Dependency] = []
        for element in value["dependencies"]?.elements ?? [] {
            guard element.isMapping else {
                fail(element.error("expected a mapping such as '- target: Name'", keyPath: keyPath + ".dependencies"))
                continue
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
            name: value["name"]?.scalar ?? entry.key, type: type, platforms: platforms,
            dependencies: dependencies, sources: sources, location: entry.keyLocation,
            supportedDestinations: destinations, scheme: targetScheme(in: value, keyPath: keyPath + ".scheme"))
    }

    /// The target's platform as XcodeGen requires it: written (or given by a template) and known, unless
    /// `supportedDestinations` makes it `auto`.
    private mutating func platform(of entry: ConfigEntry, destinations: [String], keyPath: String) -> [String] {
        let value = entry.value
        guard let node = value["platform"], !(node.scalar ?? "").isEmpty else {
            if value["platform"]?.scalar == nil, let node = value["platform"] {
                fail(node.error("expected a string", keyPath: keyPath + ".platform"))
            } else if destinations.isEmpty {
                let problem = "the target has no platform"
                    + Self.misspelling(of: "platform", in: value, known: SpecKeys.target)
                fail(
                    ConfigurationError.invalidValue(
                        entry.keyLocation, keyPath: keyPath, problem: problem,
                        hint: "add 'platform: iOS' (or macOS, tvOS, watchOS, visionOS): XcodeGen refuses a target "
                            + "without one"),
                    item: keyPath)
            }
            return []
        }
        let text = node.scalar ?? ""
        if !SpecValues.platforms.contains(text) {
            fail(
                node.error(
                    "unknown platform '\(text)'" + KeySuggestion.didYouMean(text, in: SpecValues.platforms),
                    keyPath: keyPath + ".platform",
                    hint: "XcodeGen's platforms are \(SpecValues.platforms.sorted().joined(separator: ", "))"),
                item: keyPath)
        } else if value["isMultiPlatformTarget"]?.bool == true, !destinations.isEmpty {
            fail(
                node.error(
                    "a list of platforms cannot go with supportedDestinations", keyPath: keyPath + ".platform",
                    hint: "write one platform, or one target per platform without supportedDestinations"),
                item: keyPath)
        }
        return [text]
    }

    private static func dependency(_ node: ConfigValue) -> ProjectSpec.Dependency {
        for kind in [ProjectSpec.Dependency.Kind.target, .package, .framework, .sdk, .carthage, .bundle] {
            if let value = node[kind.rawValue]?.scalar {
                return .init(kind: kind, name: value, location: node[kind.rawValue]?.location)
            }
        }
        return .init(kind: .other, name: "")
    }

    /// The `scheme:` block of `target`, located at its key so plans name the line that asks for the scheme.
    private mutating func targetScheme(in target: ConfigValue, keyPath: String) -> ProjectSpec.TargetScheme? {
        guard let entry = target.entries.last(where: { $0.key == "scheme" }) else { return nil }
        let node = entry.value
        // XcodeGen makes no scheme of anything but a mapping (an empty `scheme:` included): warn, as it
        // would silently generate nothing.
        guard node.isMapping else {
            warnings.append(
                Diagnostic(
                    at: entry.keyLocation, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                    message: "\(keyPath): not a mapping, so XcodeGen generates no scheme; write 'scheme: {}'"))
            return nil
        }
        warnings += SpecKeys.unknownKeyWarnings(node, known: SpecKeys.targetScheme, keyPath: keyPath)
        return ProjectSpec.TargetScheme(
            testTargets: Self.testTargets(node["testTargets"]),
            testPlans: testPlans(node["testPlans"], keyPath: keyPath + ".testPlans"),
            configVariants: strings(node["configVariants"], keyPath: keyPath + ".configVariants"),
            location: entry.keyLocation)
    }

    // MARK: Problems

    /// `; 'platfrom' at line 6 is not a key (did you mean 'platform'?)` when `item` has an unknown key that is
    /// a misspelling of the missing `key`; empty otherwise.
    static func misspelling(of key: String, in item: ConfigValue, known: Set<String>) -> String {
        guard let entry = item.entries.first(where: { entry in
            !known.contains(entry.key) && KeySuggestion.closest(to: entry.key, in: [key]) != nil
        }) else { return "" }
        return "; '\(entry.key)' at line \(entry.keyLocation.line ?? 1) is not a key (did you mean '\(key)'?)"
    }

    /// Records `error`; a problem of the target or scheme at `item` also names the templates it names that
    /// do not exist, the likely cause.
    mutating func fail(_ error: ConfigurationError, item: String? = nil) {
        var error = error
        if let item, let missing = missingTemplates.removeValue(forKey: item),
            case .invalidValue(let location, let keyPath, let problem, let hint) = error {
            let causes = missing.map(\.description).joined(separator: ", ")
            error = .invalidValue(location, keyPath: keyPath, problem: "\(problem); its \(causes)", hint: hint)
        }
        problems.record(error)
    }

    /// The template names left unexplained by a problem: each a warning, as XcodeGen skips the template.
    mutating func missingTemplateWarnings() -> [Diagnostic] {
        let missing = missingTemplates.values.flatMap { $0 }.sorted { $0.keyPath < $1.keyPath }
        missingTemplates = [:]
        return missing.map { template in
            Diagnostic(
                at: template.location, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                message: "\(template.keyPath): \(template.description), so XcodeGen skips it")
        }
    }

    // MARK: Values

    static func testTargets(_ node: ConfigValue?) -> [String] {
        (node?.elements ?? []).compactMap { element in
            if let name = element.scalar { return name }
            for key in ["name", "target", "local", "package", "project"] {
                if let name = element[key]?.scalar { return name }
            }
            return nil
        }
    }

    mutating func testPlans(_ node: ConfigValue?, keyPath: String) -> [ProjectSpec.TestPlan] {
        var plans: [ProjectSpec.TestPlan] = []
        for (index, element) in (node?.elements ?? []).enumerated() {
            guard let path = element["path"]?.scalar else {
                fail(element.error("a test plan needs 'path'", keyPath: "\(keyPath)[\(index)]"))
                continue
            }
            plans.append(ProjectSpec.TestPlan(path: path, isDefault: element["defaultPlan"]?.bool ?? false))
        }
        // XcodeGen marks the first plan default when none says `defaultPlan: true`.
        if let first = plans.indices.first, !plans.contains(where: \.isDefault) { plans[first].isDefault = true }
        return plans
    }

    mutating func strings(_ node: ConfigValue?, keyPath: String) -> [String] {
        guard let node, !node.isNull else { return [] }
        if let text = node.scalar { return [text] }
        guard node.isSequence else {
            fail(node.error("expected a list of strings", keyPath: keyPath))
            return []
        }
        return node.elements.compactMap(\.scalar)
    }
}
