// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension MatrixPlanner {
    /// A scheme name with where it came from.
    struct SchemeEntry {
        var name: String
        var labels: [String: String]
        var pattern: BuildSettings.SchemePattern?
        /// The scheme XcodeGen generates under that name, or the committed one, if any.
        var scheme: XcodeScheme?
        /// For a committed project's scheme: `-project` or `-workspace` and its path.
        var container: (flag: String, path: String)?
    }

    /// A destination with the short label job ids show when a scheme has several.
    struct DestinationChoice {
        var specifier: String
        var label: String
    }

    /// Scheme names: `build.schemes` expanded over the variants, else the schemes XcodeGen generates from
    /// project.yml (`schemes:` and the targets' `scheme:` blocks), else its application targets; without
    /// project.yml, the committed projects' shared schemes, else their application targets.
    func schemeEntries(notes: inout [String], committed: CommittedProjects?) throws -> [SchemeEntry] {
        if let committed { return committedEntries(committed, notes: &notes) }
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

    /// The shared schemes of the committed projects, as Xcode lists them; without any, each application
    /// target (Xcode makes a scheme of each when none is shared, which xcodebuild may not see: a note says so).
    private func committedEntries(_ committed: CommittedProjects, notes: inout [String]) -> [SchemeEntry] {
        if !committed.duplicates.isEmpty {
            notes.append(
                "schemes of the same name in a later project or workspace are left out: "
                    + committed.duplicates.joined(separator: ", "))
        }
        if !committed.schemes.isEmpty {
            return committed.schemes.map { shared in
                SchemeEntry(
                    name: shared.scheme.name, labels: [:], pattern: nil, scheme: shared.scheme,
                    container: (shared.containerFlag, shared.containerPath))
            }
        }
        var entries: [SchemeEntry] = []
        for project in committed.projects {
            let path = workspace.relativePath(project.url)
            for target in project.targets where target.isApplication {
                entries.append(
                    SchemeEntry(
                        name: target.name, labels: [:], pattern: nil,
                        scheme: XcodeScheme(
                            name: target.name, buildTargets: [target.name], testTargets: [], testPlans: [],
                            runConfiguration: "Debug", testConfiguration: "Debug", profileConfiguration: "Release",
                            analyzeConfiguration: "Debug", archiveConfiguration: "Release", mainTarget: target.name,
                            location: FileLocation(file: path + "/project.pbxproj")),
                        container: ("-project", path)))
            }
        }
        if !entries.isEmpty {
            let projects = committed.projects.map { workspace.relativePath($0.url) }.joined(separator: ", ")
            notes.append(
                "no shared schemes in \(projects): one job per application target; share the schemes in Xcode "
                    + "(Manage Schemes → Shared) and commit xcshareddata/xcschemes so that CI builds what the team "
                    + "builds")
        }
        return entries
    }

    /// `taken`: ids of package jobs, since a scheme may carry a package's name.
    func schemeJobs(_ action: BuildAction, notes: inout [String], taken: Set<String>) throws -> [Job] {
        var jobs: [Job] = []
        let committed = workspace.project == nil ? try CommittedProjects.find(in: workspace) : nil
        for entry in try schemeEntries(notes: &notes, committed: committed) {
            if action == .test {
                guard entry.pattern?.test ?? entry.scheme?.hasTests ?? false else { continue }
            }
            let configurations = configurations(for: entry, action: action)
            let destinations = destinations(for: entry, action: action, committed: committed)
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
        return action == .build ? sharingIdenticalBuilds(jobs, notes: &notes) : jobs
    }

    /// Schemes that build the same targets for the same destination and configuration make one build job
    /// (the first scheme's), which notes the others: their builds would be identical.
    func sharingIdenticalBuilds(_ jobs: [Job], notes: inout [String]) -> [Job] {
        struct Key: Hashable {
            var targets: [String]
            var destination: String
            var configuration: String
        }
        var kept: [Job] = []
        var index: [Key: Int] = [:]
        for job in jobs {
            guard let xcode = job.xcode, !xcode.buildTargets.isEmpty, job.labels.isEmpty else {
                kept.append(job)
                continue
            }
            let key = Key(
                targets: xcode.buildTargets.sorted(), destination: xcode.destination,
                configuration: xcode.configuration)
            if let first = index[key] {
                kept[first].sharedBy.append(job.name)
            } else {
                index[key] = kept.count
                kept.append(job)
            }
        }
        for job in kept where !job.sharedBy.isEmpty {
            notes.append(
                "'\(job.id)' also builds scheme\(job.sharedBy.count == 1 ? "" : "s") "
                    + "\(job.sharedBy.joined(separator: ", ")): the same targets, destination and configuration")
        }
        return kept
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
    /// scheme's main target (for a test job, only those its test targets support), else `tools.build`'s
    /// default.
    private func destinations(
        for entry: SchemeEntry, action: BuildAction, committed: CommittedProjects?
    ) -> [DestinationChoice] {
        func given(_ list: [String]) -> [DestinationChoice] { list.map { DestinationChoice(specifier: $0, label: $0) } }
        if !overrides.destinations.isEmpty { return given(overrides.destinations) }
        if let destinations = entry.pattern?.destinations { return given(destinations) }
        let built = builtDestinations(for: entry, committed: committed)
        guard action == .test, let scheme = entry.scheme, workspace.project != nil || committed != nil else {
            return built ?? given(settings.destinations)
        }
        // A test target runs only where it is built: an iPad UI test never on macOS.
        var tested: [DestinationChoice] = []
        for name in scheme.testTargets {
            for destination in targetDestinations(name, committed: committed)
            where !tested.contains(where: { $0.specifier == destination.specifier }) {
                tested.append(DestinationChoice(specifier: destination.specifier, label: destination.platform))
            }
        }
        guard !tested.isEmpty, !settings.destinationsAreExplicit else { return built ?? given(settings.destinations) }
        let both = (built ?? []).filter { choice in tested.contains { $0.specifier == choice.specifier } }
        return both.isEmpty ? tested : both
    }

    /// One destination per platform of the scheme's main target; nil when `tools.build` sets them or the
    /// platform is unknown.
    private func builtDestinations(for entry: SchemeEntry, committed: CommittedProjects?) -> [DestinationChoice]? {
        if !settings.destinationsAreExplicit, let scheme = entry.scheme {
            var candidates = [scheme.mainTarget].compactMap { $0 } + scheme.buildTargets
            // An aggregate target has no platform of its own: its members decide.
            for aggregate in workspace.project?.aggregateTargets ?? [] where candidates.contains(aggregate.name) {
                candidates += aggregate.dependencies.map(\.name)
            }
            for name in candidates {
                let platforms = targetDestinations(name, committed: committed)
                if !platforms.isEmpty {
                    return platforms.map { DestinationChoice(specifier: $0.specifier, label: $0.platform) }
                }
            }
        }
        return nil
    }

    /// The destinations of target `name` of project.yml, else of the committed projects' target.
    private func targetDestinations(
        _ name: String, committed: CommittedProjects?
    ) -> [PlatformDestinations.Destination] {
        if let target = workspace.project?.targets.first(where: { $0.name == name }) {
            return PlatformDestinations.destinations(for: target)
        }
        return committed?.destinations(ofTarget: name) ?? []
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
            arguments += ["-workspace", PathOperand.spelled(workspacePath)]
        } else if let container = entry.container {
            arguments += [container.flag, PathOperand.spelled(container.path)]
        } else {
            let project = settings.project ?? "\(workspace.project?.name ?? "Project").xcodeproj"
            arguments += ["-project", PathOperand.spelled(project)]
        }
        arguments += ["-scheme", entry.name, "-configuration", invocation.configuration]
        if let sdk = overrides.sdk ?? settings.sdk { arguments += ["-sdk", sdk] }
        arguments += ["-destination", invocation.destination]
        if let plan = invocation.testPlan { arguments += ["-testPlan", plan] }
        arguments += ["-derivedDataPath", workspace.relativePath(derivedData(id))]
        let bundle = resultBundle(id)
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
