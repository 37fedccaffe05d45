// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// What a repository holds on disk, and the tools-version that can declare a package's platforms.
@Suite("Repository layout, Swift style and platform requirements", .offThePool)
struct RepositoryLayoutTests {
    static let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\")\n"

    @Test func packagesAreFoundWithinBoundsAndNeverInBuildProducts() throws {
        let folder = try TemporaryDirectory(prefix: "tools layout")
        for path in [
            "Packages/Models", "Packages/Store", "Packages/HomeFeature", "Shared/Kit",
            // The tool's own package, build products, checkouts and a folder too deep: none is a module.
            "Tools", "Tools/.build/checkouts/dep", "DerivedData/X/SourcePackages/checkouts/Y", "Pods/Z",
            "a/b/c/d/Deep", "Packages/Models/Sources/Nested",
        ] {
            try folder.write(Self.manifest, to: path + "/Package.swift")
        }
        try folder.write("x", to: "Shop.xcodeproj/project.pbxproj")
        try folder.write("name: Shop\n", to: "Apps/Shop/project.yml")
        let layout = RepositoryLayout.survey(folder.url)
        #expect(layout.packageFolders == ["Packages/HomeFeature", "Packages/Models", "Packages/Store", "Shared/Kit"])
        #expect(layout.packagesFolder == "Packages")
        #expect(layout.xcodeProjects == ["Shop.xcodeproj"])
        #expect(layout.spec == "Apps/Shop/project.yml")
        #expect(RepositoryLayout.appSpecs(in: folder.url) == ["Apps/Shop/project.yml"])
    }

    /// "platform version tools-version" (`-`: any tools version, the version is written as a string).
    @Test(arguments: [
        "iOS 17 5.9", "iOS 18 6.0", "iOS 26 6.2", "visionOS 1 5.9", "visionOS 2 6.0", "visionOS 26 6.2",
        "macOS 15 6.0", "watchOS 11 6.0", "iOS 17.2 -", "iOS 12 5.1",
    ])
    func toolsVersionSpellsThePlatform(_ line: String) {
        let parts = line.split(separator: " ").map(String.init)
        let expected = parts[2] == "-" ? nil : parts[2]
        #expect(PlatformRequirements.toolsVersion(for: parts[0], version: parts[1]) == expected, "\(line)")
    }

    @Test func siblingsPlatformsAreMergedAtTheirNewestVersions() throws {
        let first = try PackageManifest.parse("""
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "A", platforms: [.iOS(.v18), .visionOS(.v1)])
            """, file: "A/Package.swift")
        let second = try PackageManifest.parse("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "B", platforms: [.iOS("17.2"), .macOS(.v10_15)])
            """, file: "B/Package.swift")
        let platforms = PlatformRequirements.platforms(of: [first, second])
        #expect(platforms.map { "\($0.name) \($0.version)" } == ["iOS 18", "macOS 10.15", "visionOS 1"])
        #expect(PlatformRequirements.toolsVersion(of: [first, second]) == "6.2")
        #expect(PlatformRequirements.max("5.10", "5.9") == "5.10")
    }

    @Test func styleIsMeasuredFromTheFiles() throws {
        let folder = try TemporaryDirectory(prefix: "tools style")
        let code = "struct A {\n  var b: Int {\n    if true {\n      return 1\n    }\n    return 2\n  }\n}\n"
        try folder.write(code, to: "Sources/A.swift")
        try folder.write("// Copyright\n" + code, to: "Sources/B.swift")
        try folder.write(code, to: "Sources/C.swift")
        try folder.write("  let x = 1\n\t\n", to: ".build/Ignored.swift")
        let files = SwiftStyle.files(under: folder.url)
        #expect(files.map(\.lastPathComponent) == ["A.swift", "B.swift", "C.swift"])
        let style = try #require(SwiftStyle.measure(files))
        #expect(style == SwiftStyle(indentation: 2, lineLength: 80, hasHeaders: false, fileCount: 3))
    }
}
