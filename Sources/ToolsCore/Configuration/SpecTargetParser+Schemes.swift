// Copyright © 2026 Tools Authors. All rights reserved.

/// The `schemes:` of a resolved spec: each needs `build.targets`, as XcodeGen requires.
extension SpecTargetParser {
    mutating func schemes(_ node: ConfigValue?) -> [ProjectSpec.Scheme] {
        guard let node, !node.isNull else { return [] }
        guard node.isMapping else {
            fail(node.error("expected a mapping of scheme names", keyPath: "schemes"))
            return []
        }
        return node.entries.compactMap { entry in scheme(entry) }
    }

    private mutating func scheme(_ entry: ConfigEntry) -> ProjectSpec.Scheme? {
        let keyPath = "schemes.\(entry.key)"
        let value = entry.value
        guard value.isMapping else {
            fail(value.error("expected a mapping describing the scheme", keyPath: keyPath))
            return nil
        }
        warnings += SpecKeys.unknownKeyWarnings(value, known: SpecKeys.scheme, keyPath: keyPath)
        checkBuild(of: entry, keyPath: keyPath)
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
            testPlans: testPlans(value["test"]?["testPlans"], keyPath: keyPath + ".test.testPlans"),
            configurations: configurations, runTarget: value["run"]?["executable"]?.scalar ?? running,
            location: entry.keyLocation)
    }

    /// `build.targets` as XcodeGen requires it: present, a mapping, and naming a target unless the scheme
    /// names `run.executable`.
    private mutating func checkBuild(of entry: ConfigEntry, keyPath: String) {
        let value = entry.value
        if let build = value["build"] {
            warnings += SpecKeys.unknownKeyWarnings(build, known: SpecKeys.build, keyPath: keyPath + ".build")
            if let targets = build["targets"], targets.isMapping {
                // XcodeGen's scheme generator needs a target to run: a built one, or `run.executable`.
                if targets.entries.isEmpty, value["run"]?["executable"] == nil {
                    fail(
                        targets.error(
                            "the scheme builds no target", keyPath: keyPath + ".build.targets",
                            hint: "list a target, e.g. 'App: all' (or name run.executable): XcodeGen makes no "
                                + "scheme without one"),
                        item: keyPath)
                }
            } else {
                fail(
                    build.error(
                        "expected 'targets:', a mapping of the targets the scheme builds", keyPath: keyPath + ".build",
                        hint: "write 'targets: {App: all}': XcodeGen refuses a scheme without it"),
                    item: keyPath)
            }
        } else {
            fail(
                ConfigurationError.invalidValue(
                    entry.keyLocation, keyPath: keyPath,
                    problem: "the scheme has no 'build'"
                        + Self.misspelling(of: "build", in: value, known: SpecKeys.scheme),
                    hint: "add 'build: {targets: {App: all}}': XcodeGen refuses a scheme without it"),
                item: keyPath)
        }
    }

    /// Whether a build target's `all`, list or mapping of build types includes running.
    private static func buildsForRunning(_ node: ConfigValue) -> Bool {
        if let text = node.scalar { return !["none", "testing", "indexing"].contains(text) }
        if node.isSequence { return node.elements.contains { ["run", "running"].contains($0.scalar ?? "") } }
        return node.entries.contains { ["run", "running"].contains($0.key) && $0.value.bool == true }
    }
}
