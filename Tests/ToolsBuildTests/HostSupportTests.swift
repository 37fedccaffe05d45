// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// Which local packages `swift build` cannot build on the host, read from real manifests and sources.
@Suite(.offThePool) struct HostSupportTests {
    /// The package read from `folder`, which the caller keeps for as long as it reads the sources.
    static func package(
        _ manifest: String, sources: [String: String] = [:], in folder: TemporaryDirectory
    ) throws -> LocalPackage {
        try folder.write(manifest, to: "localPackages/Kit/Package.swift")
        for (path, text) in sources { try folder.write(text, to: "localPackages/Kit/\(path)") }
        return try #require(try Workspace.load(root: folder.url).packages.first)
    }

    static func manifest(platforms: String = "", extraTargets: String = "") -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            \(platforms)
            targets: [.target(name: "Kit"), .testTarget(name: "KitTests"), \(extraTargets)]
        )
        """
    }

    @Test func platformsWithoutMacOSNeedXcodebuildForTheirFirstPlatform() throws {
        let tvOnly = try Self.package(
            Self.manifest(platforms: "platforms: [.tvOS(.v17), .iOS(\"16.0\")],"), in: TemporaryDirectory())
        #expect(tvOnly.manifest.platforms == ["tvOS", "iOS"])
        #expect(HostSupport.requirement(for: tvOnly)?.platform == "tvOS")
        let both = try Self.package(
            Self.manifest(platforms: "platforms: [.iOS(.v16), .macOS(.v14)],"), in: TemporaryDirectory())
        #expect(HostSupport.requirement(for: both) == nil)
    }

    @Test func onlyUnguardedDeviceImportsCount() throws {
        let guarded = "#if canImport(UIKit)\nimport UIKit\n#endif\nimport Foundation\n"
        let cleanFolder = try TemporaryDirectory()
        let clean = try Self.package(Self.manifest(), sources: [
            "Sources/Kit/A.swift": guarded,
            // Test targets are not what the package builds for its users.
            "Tests/KitTests/T.swift": "import UIKit\n",
        ], in: cleanFolder)
        #expect(HostSupport.requirement(for: clean) == nil)
        // The same package without the guard needs xcodebuild: the guarded check above could not pass vacuously.
        try cleanFolder.write("import UIKit\n", to: "localPackages/Kit/Sources/Kit/A.swift")
        #expect(HostSupport.requirement(for: clean)?.reason == "Sources/Kit/A.swift imports UIKit")
        let deviceFolder = try TemporaryDirectory()
        let device = try Self.package(Self.manifest(), sources: [
            "Sources/Kit/A.swift": guarded,
            "Sources/Kit/B.swift": "@preconcurrency import class WatchKit.WKInterfaceDevice\n",
        ], in: deviceFolder)
        #expect(HostSupport.requirement(for: device)?.reason == "Sources/Kit/B.swift imports WatchKit")
    }

    @Test func binaryXCFrameworksNeedXcodebuildButArtifactBundlesDoNot() throws {
        let framework = #".binaryTarget(name: "Core", url: "https://example.com/Core.xcframework.zip", checksum: "x")"#
        let binary = try Self.package(Self.manifest(extraTargets: framework), in: TemporaryDirectory())
        #expect(HostSupport.requirement(for: binary)?.reason == "its binary target Core is an XCFramework")
        let bundle = #".binaryTarget(name: "Tool", path: "Tool.artifactbundle")"#
        let tool = try Self.package(Self.manifest(extraTargets: bundle), in: TemporaryDirectory())
        #expect(HostSupport.requirement(for: tool) == nil)
    }
}
