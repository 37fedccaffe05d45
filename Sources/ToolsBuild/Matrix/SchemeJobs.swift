// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `--configuration`, `--destination` and `--sdk` of `tools build` and `tools test`.
public struct PlanOverrides: Sendable, Hashable {
    public var configuration: String?
    /// Each destination makes its own job, as `tools.build.destinations` does.
    public var destinations: [String]
    public var sdk: String?

    public init(configuration: String? = nil, destinations: [String] = [], sdk: String? = nil) {
        self.configuration = configuration
        self.destinations = destinations
        self.sdk = sdk
    }
}

extension MatrixPlanner {
    /// A scheme name with where it came from.
    struct SchemeEntry {
        var name: String
        var labels: [String: String]
        var pattern: BuildSettings.SchemePattern?
        /// The scheme XcodeGen generates under that name, if any.
        var scheme: XcodeScheme?
    }

    /// A destination with the short label job ids show when a scheme has several.
    struct DestinationChoice {
        var specifier: String
        var label: String
    }

    /// Scheme names: `build.schemes` expanded over the variants, else the schemes XcodeGen generates from
    /// project.yml (`schemes:` and the targets' `scheme:` blocks), else its application targets.
    func schemeEntries(notes: inout [String]) throws -> [SchemeEntry] {
        let project = workspace.project
        let generated = try project.map { spec throws(ConfigurationError) in try XcodeSchemes.generate(spec) } ?? []
        let byName = Dictionary(generated.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [SchemeEntry]
        if let patterns = settings.schemes {
            entries = patterns.flatMap { pattern in
                VariantExpansion.expand(pattern.pattern, variants: settings.variants).map {
                    SchemeEntry(name: $0.name, labels: $0.labels, pattern: pattern, scheme: byName[$0.name])
                }
            }
            let excluded = entries.filter { Glob.matchesAny(settings.exclude, $0.name) }
            entries.removeAll { Glob.matchesAny(settings.exclude, $0.name) }
            if !excluded.isEmpty {
                notes.append("excluded by build.exclude: \(excluded.map(\.name).joined(separator: ", "))")
            }
            let declared = (project?.schemes.map(\.name) ?? []) + (project?.targets.map(\.name) ?? [])
            let known = Set(byName.keys).union(declared)
            let unknown = entries.filter { !known.contains($0.name) }.map(\.name)
            if !known.isEmpty, !unknown.isEmpty {
                notes.append(
                    "not a scheme or target in project.yml (xcodebuild may not find them): "
                        + unknown.joined(separator: ", ")
                )
            }
        } else if !generated.isEmpty {
            entries = generated.map { SchemeEntry(name: $0.name, labels: [:], pattern: nil, scheme: $0) }
        } else {
            entries = (project?.targets ?? []).filter { $0.type.hasPrefix("application") }
                .map { SchemeEntry(name: $0.name, labels: [:], pattern: nil, scheme: nil) }
        }
        var seen: Set<String> = []
        return entries.filter { seen.insert($0.name).inserted }
    }

    /// `taken`: ids of package jobs, since a scheme may carry a package's name.
    func schemeJobs(_ action: BuildAction, notes: inout [String], taken: Set<String>) throws -> [Job] {
        var jobs: [Job] = []
        for entry in try schemeEntries(notes: &notes) {
            if action == .test {
                guard entry.pattern?.test ?? entry.scheme?.hasTests ?? false else { continue }
            }
            let configurations = configurations(for: entry, action: action)
            let destinations = destinations(for: entry)
            let plans = testPlans(for: entry, action: action)
            for configuration in configurations {
                for destination in destinations {
                    for plan in plans {
                        var qualifiers: [String] = []
                        if configurations.count > 1 { qualifiers.append(configuration) }
                        if destinations.count > 1 { qualifiers.append(destination.label) }
                        if let plan { qualifiers.append("plan \(plan)") }
                        let suffix = qualifiers.isEmpty ? "" : " [\(qualifiers.joined(separator: ", "))]"
                        var id = "\(action.rawValue) \(entry.name)\(suffix)"
                        if taken.contains(id) { id += " (scheme)" }
                        let invocation = XcodeInvocation(
                            scheme: entry.name, configuration: configuration, destination: destination.specifier,
                            testPlan: plan, buildTargets: entry.scheme?.buildTargets ?? [],
                            testTargets: entry.scheme?.testTargets ?? [], source: entry.scheme?.location?.fileAndLine)
                        jobs.append(schemeJob(id: id, entry: entry, action: action, invocation: invocation))
                    }
                }
            }
        }
        if action == .test, jobs.contains(where: { $0.xcode?.destination.hasPrefix("generic/") == true }) {
            // xcodebuild builds for "any simulator" but tests only on a concrete device, whose names vary
            // with the Xcode version: say so rather than guess one.
            notes.append(
                "xcodebuild tests need a concrete simulator, not a generic/ destination: pass --destination "
                    + "'platform=iOS Simulator,name=<device>' or set tools.build.destinations")
        }
        return jobs
    }

    /// `--configuration`, else the pattern's or `tools.build`'s when set, else the scheme's own: its run
    /// configuration for building and its test configuration for testing, as Xcode uses them.
    private func configurations(for entry: SchemeEntry, action: BuildAction) -> [String] {
        if let configuration = overrides.configuration { return [configuration] }
        if let configurations = entry.pattern?.configurations { return configurations }
        if settings.configurationsAreExplicit { return settings.configurations }
        if let scheme = entry.scheme { return [action == .test ? scheme.testConfiguration : scheme.runConfiguration] }
        return settings.configurations
    }

    /// `--destination`, else the pattern's or `tools.build`'s when set, else one per platform of the
    /// scheme's main target, else `tools.build`'s default.
    private func destinations(for entry: SchemeEntry) -> [DestinationChoice] {
        func given(_ list: [String]) -> [DestinationChoice] { list.map { DestinationChoice(specifier: $0, label: $0) } }
        if !overrides.destinations.isEmpty { return given(overrides.destinations) }
        if let destinations = entry.pattern?.destinations { return given(destinations) }
        if !settings.destinationsAreExplicit, let scheme = entry.scheme, let project = workspace.project {
            var candidates = [scheme.mainTarget].compactMap { $0 } + scheme.buildTargets
            // An aggregate target has no platform of its own: its members decide.
            for aggregate in project.aggregateTargets where candidates.contains(aggregate.name) {
                candidates += aggregate.dependencies.map(\.name)
            }
            for name in candidates {
                guard let target = project.targets.first(where: { $0.name == name }) else { continue }
                let platforms = PlatformDestinations.destinations(for: target)
                if !platforms.isEmpty {
                    return platforms.map { DestinationChoice(specifier: $0.specifier, label: $0.platform) }
                }
            }
        }
        return given(settings.destinations)
    }

    /// For a test job of a scheme with test plans: one job per plan, nil for the default one (run without
    /// `-testPlan`, as Xcode runs it); otherwise one job without a plan.
    private func testPlans(for entry: SchemeEntry, action: BuildAction) -> [String?] {
        guard action == .test, let plans = entry.scheme?.testPlans, !plans.isEmpty else { return [nil] }
        return plans.map { $0.isDefault ? nil : $0.name }
    }

    private func schemeJob(id: String, entry: SchemeEntry, action: BuildAction, invocation: XcodeInvocation) -> Job {
        var arguments: [String] = []
        if let workspacePath = settings.workspace {
            arguments += ["-workspace", workspacePath]
        } else {
            arguments += ["-project", settings.project ?? "\(workspace.project?.name ?? "Project").xcodeproj"]
        }
        arguments += ["-scheme", entry.name, "-configuration", invocation.configuration]
        if let sdk = overrides.sdk ?? settings.sdk { arguments += ["-sdk", sdk] }
        arguments += ["-destination", invocation.destination]
        if let plan = invocation.testPlan { arguments += ["-testPlan", plan] }
        let bundles = settings.resultBundles.map { workspace.root.appendingPathComponent($0) }
            ?? workspace.stateDirectory.appendingPathComponent("results")
        let bundle = bundles.appendingPathComponent("\(Self.fileName(id)).xcresult")
        arguments += ["-resultBundlePath", workspace.relativePath(bundle)]
        arguments += settings.xcodebuildArguments + [action.rawValue]
        return Job(
            id: id, name: entry.name, kind: .scheme, action: action,
            process: processSpec("xcodebuild", arguments, timeout: settings.jobTimeout),
            dependencies: [], package: nil, labels: entry.labels, resultBundle: bundle, xunitFile: nil,
            logFile: logFile(id), xcode: invocation
        )
    }
}
