// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import ToolsCore
@testable import ToolsScaffold

/// The repository checkout these tests run from: the templates shipped as ToolsScaffold's resource are the
/// defaults under test.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let templates = root.appendingPathComponent("Templates")
    static let example = root.appendingPathComponent("localPackages/ClimateFeature")
}

/// A temporary workspace: a `project.yml`, a copy of the repository's templates, and helpers to plan,
/// apply and snapshot.
final class ScaffoldFixture {
    static let standardProject = """
        # The example workspace.
        name: Example

        attributes:
          ORGANIZATIONNAME: Example Corp

        # Local packages.
        packages:
          Components:
            path: localPackages/Components # shared views

        targets:
          App:
            type: application
            platform: iOS
            dependencies:
              - package: Components

        tools:
          copyrightHolder: Example Corp
          scaffold:
            registerInTargets: [App]

        """

    let directory: TemporaryDirectory
    var root: URL { directory.url }

    init(project: String? = ScaffoldFixture.standardProject, copyTemplates: Bool = true) throws {
        directory = try TemporaryDirectory(prefix: "tools scaffold")
        if let project { try directory.write(project, to: "project.yml") }
        if copyTemplates {
            try FileManager.default.copyItem(at: Repository.templates, to: root.appendingPathComponent("Templates"))
        }
        try directory.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Components",
                products: [.library(name: "Components", targets: ["Components"])],
                targets: [.target(name: "Components")]
            )

            """, to: "localPackages/Components/Package.swift"
        )
        try directory.write(
            "public enum Components {}\n", to: "localPackages/Components/Sources/Components/Components.swift"
        )
    }

    func workspace() throws -> Workspace {
        try Workspace.load(root: root)
    }

    func scaffolder() throws -> FeatureScaffolder {
        FeatureScaffolder(workspace: try workspace())
    }

    func plan(_ request: FeatureRequest) throws -> FeaturePlan {
        try scaffolder().plan(request)
    }

    @discardableResult
    func create(_ request: FeatureRequest) throws -> ScaffoldOutcome {
        let scaffolder = try scaffolder()
        return try scaffolder.apply(scaffolder.plan(request))
    }

    func read(_ path: String) throws -> String {
        try directory.read(path)
    }

    /// Every file and folder under the root (hidden ones included) with its content, to prove that a run
    /// changed nothing.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            if path.hasPrefix("Templates") { continue }
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let content = (try? String(contentsOf: url, encoding: .utf8)) ?? "<binary>"
            result[path] = isDirectory.boolValue ? "<dir>" : content
        }
        return result
    }
}

/// Files below `directory`, relative, sorted; `skipping` folder names are not entered.
func relativeFiles(in directory: URL, skipping: Set<String> = []) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
        let name = (path as NSString).lastPathComponent
        if skipping.contains(name) {
            enumerator.skipDescendants()
            continue
        }
        var isDirectory: ObjCBool = false
        let url = directory.appendingPathComponent(path)
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if !isDirectory.boolValue { files.append(path) }
    }
    return files.sorted()
}

extension LocatedError {
    var text: String { description }
}
