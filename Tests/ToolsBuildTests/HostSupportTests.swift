// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// Which local packages `swift build` cannot build on the host, read from real manifests and sources.
@Suite struct HostSupportTests {
    static func package(
        _ manifest: String, sources: [String: String] = [:]
    ) throws -> (TemporaryDirectory, LocalPackage) {
        let folder = try TemporaryDirectory()
        let url = try folder.write(manifest, to: "Kit/Package.swift")
        for (path, text) in sources { try folder.write(text, to: "Kit/\(path)") }
        let read = try PackageManifest.read(url)
        let package = LocalPackage(
            name: read.name, directory: url.deletingLastPathComponent(), manifest: read, isFeature: false)
        return (folder, package)
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
        let (_, tvOnly) = try Self.package(Self.manifest(platforms: "platforms: [.tvOS(.v17), .iOS(\"16.0\")],"))
        #expect(tvOnly.manifest.platforms == ["tvOS", "iOS"])
        #expect(HostSupport.requirement(for: tvOnly)?.platform == "tvOS")
        let (_, both) = try Self.package(Self.manifest(platforms: "platforms: [.iOS(.v16), .macOS(.v14)],"))
        #expect(HostSupport.requirement(for: both) == nil)
    }

    @Test func onlyUnguardedDeviceImportsCount() throws {
        let guarded = "#if canImport(UIKit)\nimport UIKit\n#endif\nimport Foundation\n"
        let (_, clean) = try Self.package(Self.manifest(), sources: [
            "Sources/Kit/A.swift": guarded,
            // Test targets are not what the package builds for its users.
            "Tests/KitTests/T.swift": "import UIKit\n",
        ])
        #expect(HostSupport.requirement(for: clean) == nil)
        let (_, device) = try Self.package(Self.manifest(), sources: [
            "Sources/Kit/A.swift": guarded,
            "Sources/Kit/B.swift": "@preconcurrency import class WatchKit.WKInterfaceDevice\n",
        ])
        #expect(HostSupport.requirement(for: device)?.reason == "Sources/Kit/B.swift imports WatchKit")
    }

    @Test func binaryXCFrameworksNeedXcodebuildButArtifactBundlesDoNot() throws {
        let framework = #".binaryTarget(name: "Core", url: "https://example.com/Core.xcframework.zip", checksum: "x")"#
        let (_, binary) = try Self.package(Self.manifest(extraTargets: framework))
        #expect(HostSupport.requirement(for: binary)?.reason == "its binary target Core is an XCFramework")
        let bundle = #".binaryTarget(name: "Tool", path: "Tool.artifactbundle")"#
        let (_, tool) = try Self.package(Self.manifest(extraTargets: bundle))
        #expect(HostSupport.requirement(for: tool) == nil)
    }
}
