// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// The one line an app adds (Plugins/): a real `swift build` of a sample app package shows our findings
/// as the build's warnings, and `swift package tools <command>` runs each command. The binary target is a
/// local artifact bundle holding the `tools` built with these tests (the release's zip is the same bundle).
@Suite("Plugins/: the build-tool and command plugins, through real swift build and swift package", .offThePool)
struct PluginPackageTests {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `Plugins/` copied with its binary target pointing at a bundle of the built binary, beside an app
    /// package (a workspace: project.yml) that uses both plugins. Returns the app's folder.
    static func sample(in folder: TemporaryDirectory) throws -> URL {
        let manager = FileManager.default
        let plugins = folder.url.appendingPathComponent("ToolsPlugins")
        try manager.copyItem(at: repositoryRoot.appendingPathComponent("Plugins"), to: plugins)
        try? manager.removeItem(at: plugins.appendingPathComponent(".build"))
        let binary = try #require(ToolsBinary.url)
        let triple = ArtifactBundle.hostTriple
        let bundle = plugins.appendingPathComponent("ToolsBinary/tools.artifactbundle")
        let variant = "tools-\(ToolsCore.version)-\(triple)/bin/tools"
        try manager.createDirectory(
            at: bundle.appendingPathComponent(variant).deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try manager.copyItem(at: binary, to: bundle.appendingPathComponent(variant))
        try ArtifactBundle.info(version: ToolsCore.version, variants: [(variant, [triple])])
            .write(to: bundle.appendingPathComponent("info.json"))
        // The release's pin, replaced by the local bundle (the same rewrite Tools/release does with --url).
        let manifestURL = plugins.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let local = #"        .binaryTarget(name: "ToolsBinary", path: "ToolsBinary/tools.artifactbundle"),"#
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains(#".binaryTarget(name: "ToolsBinary", url:"#) ? local : String(line)
        }
        try lines.joined(separator: "\n").write(to: manifestURL, atomically: true, encoding: .utf8)

        try folder.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../ToolsPlugins")],
                targets: [
                    .target(name: "App", plugins: [.plugin(name: "ToolsLintPlugin", package: "ToolsPlugins")]),
                ]
            )

            """,
            to: "App/Package.swift"
        )
        let long = String(repeating: "a", count: 130)
        try folder.write("public let greeting = \"\(long)\"\n", to: "App/Sources/App/Greeting.swift")
        try folder.write("name: App\n", to: "App/project.yml")
        return folder.url.appendingPathComponent("App")
    }

    /// `swift package …` in `app`, one SwiftPM run at a time in the suite.
    static func plugin(_ arguments: [String], in app: URL) async throws -> CommandResult {
        try await runCommandOffThePool("swift", arguments, in: app, check: false)
    }

    @Test(.enabled(if: TestEnvironment.runsSwiftBuilds))
    func theBuildShowsOurFindingsAndTheCommandPluginRunsEachCommand() async throws {
        let folder = try TemporaryDirectory(prefix: "tools plugins")
        let app = try Self.sample(in: folder)

        let build = try await runCommandOffThePool("swift", ["build"], in: app, check: false)
        #expect(build.status == 0, "\(build.output)\(build.error)")
        let both = build.output + build.error
        #expect(both.contains("Sources/App/Greeting.swift:1:"), "\(both)")
        #expect(both.contains("warning: Line Length"), "\(both)")

        let write = ["package", "--allow-writing-to-package-directory", "tools"]
        let lint = try await Self.plugin(write + ["lint", "--reporter", "xcode"], in: app)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        #expect((lint.output + lint.error).contains("Greeting.swift:1:"), "\(lint.output)\(lint.error)")

        let created = try await Self.plugin(write + ["create-feature", "Profile"], in: app)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        #expect(folder.exists("App/localPackages/ProfileFeature/Package.swift"), "\(created.output)\(created.error)")

        let mocks = try await Self.plugin(write + ["generate-mocks", "--check"], in: app)
        #expect(mocks.status == 0, "\(mocks.output)\(mocks.error)")

        let format = try await Self.plugin(write + ["format", "Sources/App/Greeting.swift"], in: app)
        #expect(format.status == 0, "\(format.output)\(format.error)")
    }
}
