// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The Xcode projects and workspaces an app without an XcodeGen spec commits, and the shared schemes in
/// them (`xcshareddata/xcschemes/*.xcscheme`): what `xcodebuild -list` shows a team, and so what the matrix
/// plans for them.
public struct CommittedProjects: Sendable {
    /// A shared scheme and the container xcodebuild opens it from.
    public struct Scheme: Sendable {
        public var scheme: XcodeScheme
        /// `-project` or `-workspace`.
        public var containerFlag: String
        /// Relative to the workspace root.
        public var containerPath: String
    }

    public var projects: [XcodeProject]
    /// In file-name order, projects' before workspaces'; the first of two with one name wins.
    public var schemes: [Scheme]
    /// Schemes left out because an earlier container has one of the same name.
    public var duplicates: [String]

    public var isEmpty: Bool { projects.isEmpty && schemes.isEmpty }

    /// Folders never searched for projects: dependencies' projects are not the app's.
    static let ignoredFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules"]
    /// Shared schemes per container at most: a generated project may hold hundreds, not thousands.
    static let schemeLimit = 1_000

    /// The projects and workspaces at `workspace`'s root, else in its direct sub-folders (`App/App.xcodeproj`).
    public static func find(in workspace: Workspace) throws(BuildError) -> CommittedProjects {
        let root = workspace.root
        var containers = containers(in: root)
        if !containers.contains(where: { $0.pathExtension == "xcodeproj" }) {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for folder in folders.sorted() where !folder.hasPrefix(".") && !ignoredFolders.contains(folder) {
                let url = root.appendingPathComponent(folder)
                guard !url.pathExtension.hasPrefix("xc") else { continue }
                containers += self.containers(in: url).filter { $0.pathExtension == "xcodeproj" }
            }
        }
        let workspaces = containers.filter { $0.pathExtension == "xcworkspace" }
        // With one workspace at the root, xcodebuild builds through it (its packages and sibling projects).
        let sharedWorkspace = workspaces.count == 1 ? workspaces[0] : nil
        var projects: [XcodeProject] = []
        var schemes: [Scheme] = []
        var duplicates: [String] = []
        var names: Set<String> = []
        for container in containers.filter({ $0.pathExtension == "xcodeproj" }) + workspaces {
            let shown = workspace.relativePath(container)
            if container.pathExtension == "xcodeproj" {
                projects.append(try XcodeProject.read(container, displayPath: shown))
            }
            let opener = container.pathExtension == "xcodeproj" ? (sharedWorkspace ?? container) : container
            let flag = opener.pathExtension == "xcworkspace" ? "-workspace" : "-project"
            for file in try schemeFiles(in: container, shown: shown) {
                let scheme = try SchemeFile.read(file, displayPath: workspace.relativePath(file))
                guard names.insert(scheme.name).inserted else {
                    duplicates.append(scheme.name)
                    continue
                }
                schemes.append(
                    Scheme(scheme: scheme, containerFlag: flag, containerPath: workspace.relativePath(opener)))
            }
        }
        return CommittedProjects(projects: projects, schemes: schemes, duplicates: duplicates)
    }

    /// `*.xcodeproj` and `*.xcworkspace` directly in `folder`, by name.
    private static func containers(in folder: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.sorted().filter { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
            .map { folder.appendingPathComponent($0) }
    }

    /// The shared scheme files of `container`, by name; more than `schemeLimit` is an error, never cut short.
    private static func schemeFiles(in container: URL, shown: String) throws(BuildError) -> [URL] {
        let folder = container.appendingPathComponent("xcshareddata/xcschemes")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let names = entries.sorted().filter { $0.hasSuffix(".xcscheme") }
        guard names.count <= schemeLimit else {
            throw BuildError.xcodeProjectMalformed(
                FileLocation(file: shown + "/xcshareddata/xcschemes"),
                problem: "it holds \(names.count) shared schemes, more than the \(schemeLimit) planned at most")
        }
        return names.map { folder.appendingPathComponent($0) }
    }

    /// The target named `name` in any of the projects.
    public func target(named name: String) -> XcodeProject.Target? {
        for project in projects {
            if let target = project.target(named: name) { return target }
        }
        return nil
    }

    /// One destination per platform of the target, as for a spec's target.
    public func destinations(ofTarget name: String) -> [PlatformDestinations.Destination] {
        guard var platforms = target(named: name)?.platforms else { return [] }
        if platforms.contains("macCatalyst"), !platforms.contains("iOS") { platforms.insert("iOS", at: 0) }
        return platforms.compactMap(PlatformDestinations.destination(platform:))
    }
}
