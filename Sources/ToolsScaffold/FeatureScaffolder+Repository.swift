// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What `create-feature` reads from the app's repository before writing: its deployment targets, the
/// packages and folders a new name would collide with on macOS, and whether anything would link or lint
/// the new package.
extension FeatureScaffolder {
    /// Without `tools.scaffold.platforms`, the package targets what the app targets (`options.deploymentTarget`),
    /// raised with a note where the templates need more.
    func adoptDeploymentTargets(into configuration: inout ScaffoldConfiguration) -> [Diagnostic] {
        guard workspace.settings.section?["scaffold"]?["platforms"] == nil,
              let resolved = workspace.project?.resolved,
              let found = ScaffoldConfiguration.platforms(
                  fromDeploymentTarget: ConfigNode(value: resolved)["options"]?["deploymentTarget"]
              ) else { return [] }
        configuration.platforms = found.platforms
        guard !found.raised.isEmpty else { return [] }
        return [note(
            "the package targets the app's deployment targets, raised where the templates need more ("
                + found.raised.joined(separator: ", ") + "); tools.scaffold.platforms sets them",
            id: "scaffold_platforms"
        )]
    }

    /// The packages a new feature sits beside: those of the features folder, else every local package.
    var siblings: [LocalPackage] {
        let folder = workspace.featuresDirectory.standardizedFileURL.path
        let beside = workspace.packages.filter {
            $0.directory.deletingLastPathComponent().standardizedFileURL.path == folder
        }
        return beside.isEmpty ? workspace.packages : beside
    }

    /// The new package follows its siblings where `tools.scaffold` says nothing: every platform they declare
    /// (at the newest version any declares, merged with the app's deployment targets) and their newest
    /// tools-version; the tools-version is then raised, with a note when it was configured, to one whose
    /// PackageDescription can spell the platforms written (iOS 18 needs 6.0, iOS 26 needs 6.2).
    func adoptSiblings(into configuration: inout ScaffoldConfiguration) -> [Diagnostic] {
        let section = workspace.settings.section?["scaffold"]
        let manifests = siblings.map(\.manifest)
        if section?["platforms"] == nil {
            var merged = configuration.platforms
            for (name, version) in PlatformRequirements.platforms(of: manifests) {
                let trimmed = version.hasSuffix(".0") ? String(version.dropLast(2)) : version
                if let index = merged.firstIndex(where: { $0.name == name }) {
                    merged[index].version = PlatformRequirements.max(merged[index].version, trimmed)
                } else {
                    merged.append(.init(name: name, version: trimmed))
                }
            }
            configuration.platforms = merged
        }
        let configured = section?["toolsVersion"] != nil
        if !configured, let newest = PlatformRequirements.toolsVersion(of: manifests) {
            configuration.toolsVersion = PlatformRequirements.max(configuration.toolsVersion, newest)
        }
        let needed = configuration.platforms.compactMap {
            PlatformRequirements.toolsVersion(for: $0.name, version: $0.version)
        }.reduce(configuration.toolsVersion, PlatformRequirements.max)
        guard PlatformRequirements.compare(needed, configuration.toolsVersion) > 0 else { return [] }
        let written = configuration.toolsVersion
        configuration.toolsVersion = needed
        guard configured else { return [] }
        return [note(
            "tools.scaffold.toolsVersion \(written) cannot declare "
                + configuration.platforms.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
                + ": the package says swift-tools-version \(needed)",
            id: "scaffold_tools_version"
        )]
    }

    /// A package or folder whose name differs from `name` only in case is refused: on macOS's
    /// case-insensitive file systems both would be one folder (and Linux would let the collision through).
    func checkCaseCollision(_ name: String, at directory: URL) throws {
        let lowered = name.lowercased()
        if let other = workspace.packages.first(where: { $0.name != name && $0.name.lowercased() == lowered }) {
            throw ScaffoldError.nameDiffersInCase(
                path: workspace.relativePath(other.directory), name: name, existing: other.name
            )
        }
        let parent = directory.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        if let folder = entries.first(where: { $0 != name && $0.lowercased() == lowered }) {
            throw ScaffoldError.nameDiffersInCase(
                path: workspace.relativePath(parent.appendingPathComponent(folder)), name: name, existing: folder
            )
        }
    }

    /// What a new package would miss without a word: no target of `project.yml` linking it (the app would
    /// not build it), a `.swiftlint.yml` whose `included:` leaves it out (it would never be linted).
    func reachNotes(
        _ feature: FeatureName, packageDirectory: URL, configuration: ScaffoldConfiguration
    ) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let name = feature.packageName
        // A spec without targets (a fresh one from `tools init`) has nothing that could link it yet.
        if let project = workspace.project, !project.targets.isEmpty, configuration.registerInTargets.isEmpty,
           !project.targets.contains(where: { $0.dependencies.contains { $0.kind == .package && $0.name == name } }) {
            notes.append(note(
                "no target links \(name): add '- package: \(name)' to a target's dependencies, or name the "
                    + "targets (or target templates) in tools.scaffold.registerInTargets",
                id: "scaffold_unlinked"
            ))
        }
        let lintFile = workspace.root.appendingPathComponent(".swiftlint.yml")
        guard FileManager.default.fileExists(atPath: lintFile.path),
              let document = try? YAMLLoader.load(lintFile, displayPath: ".swiftlint.yml"),
              let included = try? document["included"]?.strings(), !included.isEmpty else { return notes }
        let path = workspace.relativePath(packageDirectory)
        let covered = included.contains { entry in
            let folder = entry.hasPrefix("./") ? String(entry.dropFirst(2)) : entry
            let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            return trimmed.isEmpty || trimmed == "." || path == trimmed || path.hasPrefix(trimmed + "/")
        }
        if !covered {
            notes.append(Diagnostic(
                file: ".swiftlint.yml", line: document["included"]?.position.line, severity: .warning,
                ruleID: "scaffold_not_linted", ruleName: "Configuration",
                message: "included: leaves \(path) out, so lint never checks it; add it to the list"
            ))
        }
        return notes
    }

    /// A note about the workspace, located at its `project.yml`.
    func note(_ message: String, id: String) -> Diagnostic {
        Diagnostic(
            file: workspace.relativePath(workspace.projectFile), line: nil, severity: .warning,
            ruleID: id, ruleName: "Configuration", message: message
        )
    }

}
