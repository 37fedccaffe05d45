// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// XcodeGen's scheme generation (`SchemeGenerator`), without writing any `.xcscheme`.
public enum XcodeSchemes {
    /// `schemes:` in file order, then the targets' `scheme:` blocks in file order.
    public static func generate(_ spec: ProjectSpec) throws(ConfigurationError) -> [XcodeScheme] {
        let debug = suitable(.debug, in: spec.configs)
        let release = suitable(.release, in: spec.configs)
        var schemes = spec.schemes.map { scheme in
            XcodeScheme(
                name: scheme.name, buildTargets: scheme.buildTargets, testTargets: scheme.testTargets,
                testPlans: scheme.testPlans,
                runConfiguration: scheme.configurations.run ?? debug,
                testConfiguration: scheme.configurations.test ?? debug,
                profileConfiguration: scheme.configurations.profile ?? release,
                analyzeConfiguration: scheme.configurations.analyze ?? debug,
                archiveConfiguration: scheme.configurations.archive ?? release,
                mainTarget: scheme.runTarget, location: scheme.location)
        }
        for target in spec.targets + spec.aggregateTargets {
            guard let block = target.scheme else { continue }
            if block.configVariants.isEmpty {
                schemes.append(scheme(target.name, target, block, spec: spec, configurations: (debug, release)))
                continue
            }
            for variant in block.configVariants {
                let variantDebug = try variantConfig(variant, .debug, target: target, block: block, spec: spec)
                let variantRelease = try variantConfig(variant, .release, target: target, block: block, spec: spec)
                schemes.append(
                    scheme(
                        "\(target.name) \(variant)", target, block, spec: spec,
                        configurations: (variantDebug, variantRelease)))
            }
        }
        return schemes
    }

    /// The scheme of `target`'s `scheme:` block, with the configurations its debug and release actions use.
    private static func scheme(
        _ name: String, _ target: ProjectSpec.Target, _ block: ProjectSpec.TargetScheme, spec: ProjectSpec,
        configurations: (debug: String, release: String)
    ) -> XcodeScheme {
        let (debug, release) = configurations
        return XcodeScheme(
            name: name, buildTargets: buildTargets(for: target, spec: spec), testTargets: block.testTargets,
            testPlans: block.testPlans, runConfiguration: debug, testConfiguration: debug,
            profileConfiguration: release, analyzeConfiguration: debug, archiveConfiguration: release,
            mainTarget: target.name, location: block.location)
    }

    /// A watch app's scheme also builds the app that embeds it, as XcodeGen's does.
    private static func buildTargets(for target: ProjectSpec.Target, spec: ProjectSpec) -> [String] {
        guard target.type.hasPrefix("application.watchapp") else { return [target.name] }
        let host = spec.targets.sorted { $0.name < $1.name }.first { candidate in
            candidate.dependencies.contains { $0.kind == .target && $0.name == target.name }
        }
        return [target.name] + (host.map { [$0.name] } ?? [])
    }

    /// `Debug` (or `Release`) when the spec has it, else the first configuration of that type by name.
    static func suitable(_ type: ProjectSpec.Config.Kind, in configs: [ProjectSpec.Config]) -> String {
        if let standard = ProjectSpec.Config.defaults.first(where: { $0.type == type }), configs.contains(standard) {
            return standard.name
        }
        return configs.first { $0.type == type }?.name ?? configs.first?.name ?? (type == .debug ? "Debug" : "Release")
    }

    /// The configuration of `type` whose name without the type word is the variant (`Staging Debug` for
    /// `Staging`), as XcodeGen matches them.
    private static func variantConfig(
        _ variant: String, _ type: ProjectSpec.Config.Kind, target: ProjectSpec.Target,
        block: ProjectSpec.TargetScheme, spec: ProjectSpec
    ) throws(ConfigurationError) -> String {
        let match = spec.configs.first { config in
            guard config.type == type else { return false }
            let rest = config.name.lowercased().replacingOccurrences(of: type.rawValue, with: "")
                .trimmingCharacters(in: CharacterSet(charactersIn: " -_()"))
            return rest == variant.lowercased()
        }
        guard let match else {
            throw ConfigurationError.invalidValue(
                block.location,
                keyPath: "targets.\(target.name).scheme.configVariants",
                problem: "no \(type.rawValue) configuration for variant '\(variant)'",
                hint: "add '\(variant) \(type == .debug ? "Debug" : "Release"): \(type.rawValue)' under configs")
        }
        return match.name
    }
}
