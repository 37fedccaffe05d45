// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

@Suite("Workspace, manifests and the package graph", .offThePool)
struct WorkspaceTests {
    static func manifest(_ name: String, dependencies: [String] = []) -> String {
        let packages = dependencies.map { ".package(path: \"../\($0)\")," }.joined(separator: "\n        ")
        let products = dependencies.map { ".product(name: \"\($0)\", package: \"\($0)\")," }.joined(separator: " ")
        return """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [
                    \(packages)
                ],
                targets: [
                    .target(name: "\(name)", dependencies: [\(products)]),
                    .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
                ]
            )
            """
    }

    @Test func findsFeaturePackagesAndTheirGraph() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\npackages:\n  Kit:\n    path: Shared/Kit\n", to: "project.yml")
        try folder.write(
            Self.manifest("ClimateFeature", dependencies: ["ProfileFeature"]),
            to: "localPackages/ClimateFeature/Package.swift"
        )
        try folder.write(Self.manifest("ProfileFeature"), to: "localPackages/ProfileFeature/Package.swift")
        try folder.write(Self.manifest("Kit"), to: "Shared/Kit/Package.swift")
        let nested = folder.url.appendingPathComponent("localPackages/ClimateFeature/Sources")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)

        let workspace = try Workspace.discover(from: nested)
        #expect(workspace.root.path == folder.url.path)
        #expect(workspace.packages.map(\.name) == ["ClimateFeature", "Kit", "ProfileFeature"])
        #expect(workspace.packages.map(\.isFeature) == [true, false, true])
        let graph = workspace.packageGraph
        #expect(graph.edges["ClimateFeature"] == ["ProfileFeature"])
        #expect(graph.topologicalOrder() == ["Kit", "ProfileFeature", "ClimateFeature"])
        #expect(graph.dependents(ofAny: ["ProfileFeature"]) == ["ProfileFeature", "ClimateFeature"])
        #expect(graph.cycles().isEmpty)
        let file = folder.url.appendingPathComponent("localPackages/ClimateFeature/Sources/ClimateFeature/A.swift")
        #expect(workspace.package(containing: file)?.name == "ClimateFeature")
        let climate = try #require(workspace.package(named: "ClimateFeature"))
        #expect(climate.manifest.targets.map(\.sourcePath) == ["Sources/ClimateFeature", "Tests/ClimateFeatureTests"])
        #expect(climate.manifest.toolsVersion == "5.9")
    }

    @Test func reportsCyclesAndMarksThemInRenderings() throws {
        let graph = PackageGraph(nodes: ["A", "B", "C", "D"], edges: ["A": ["B"], "B": ["C"], "C": ["A"], "D": ["D"]])
        #expect(graph.cycles() == [["A", "B", "C"], ["D"]])
        #expect(graph.rendered(as: .dot).contains("\"C\" -> \"A\" [color=red, label=\"cycle\"]"))
        #expect(graph.rendered(as: .mermaid).contains("linkStyle"))
        let json = try JSONSerialization.jsonObject(with: Data(graph.rendered(as: .json).utf8)) as? [String: Any]
        #expect((json?["cycles"] as? [[String]])?.count == 2)
    }

    @Test func fallsBackToTheGitTopLevel() throws {
        let fixture = try GitFixture()
        try fixture.write("x\n", to: "deep/inside/x.txt")
        let workspace = try Workspace.discover(from: fixture.url.appendingPathComponent("deep/inside"))
        #expect(workspace.root.path == fixture.url.path)
        #expect(workspace.project == nil)
    }

    @Test func noWorkspaceIsAClearErrorOrNil() throws {
        let folder = try TemporaryDirectory()
        #expect(try Workspace.discoverIfPresent(from: folder.url) == nil)
        let error = try #require(throws: CoreError.self) { try Workspace.discover(from: folder.url) }
        #expect(error == .noWorkspace(directory: folder.url.path))
        #expect(throws: CoreError.self) { try Workspace.discover(root: folder.url.appendingPathComponent("nope").path) }
    }

    @Test func manifestsWithVariablesAndCustomPaths() throws {
        let manifest = try PackageManifest.parse("""
            // swift-tools-version: 6.0
            import PackageDescription
            let core: Target = .target(name: "Core", path: "Code/Core")
            let package = Package(
                name: "Kit",
                dependencies: [.package(name: "Other", path: "../Other"), .package(url: "https://x/y", from: "1.0.0")],
                targets: [core, .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")])]
            )
            """, file: "Package.swift")
        #expect(manifest.name == "Kit")
        #expect(manifest.targets.map(\.name) == ["Core", "CoreTests"])
        #expect(manifest.targets.first?.sourcePath == "Code/Core")
        #expect(manifest.targets.last?.dependencies == ["Core"])
        #expect(manifest.localDependencies == ["../Other"])
        #expect(throws: CoreError.manifestWithoutName(path: "Package.swift")) {
            try PackageManifest.parse("let x = 1", file: "Package.swift")
        }
    }
}
