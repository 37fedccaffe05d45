// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// A generated 10,000-deep protocol inheritance chain: no crash (the resolution is bounded), a located
/// warning for each protocol past the bound, and the mocks within it generated.
@Suite("Deep inheritance in mocks", .offThePool)
struct DeepInheritanceTests {
    @Test("a 10,000-deep chain gives bounded mocks and located warnings, not a crash")
    func deepChain() async throws {
        let folder = try TemporaryDirectory(prefix: "tools deep")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        let depth = 10_000
        var source = "public protocol Level0: AutoMockable {\n    func level0()\n}\n"
        for level in 1..<depth {
            source += "public protocol Level\(level): Level\(level - 1) {}\n"
        }
        let display = "localPackages/CarFeature/Sources/CarFeature/Domain/Chain.swift"
        try folder.write(source, to: display)
        let result = await InProcessTools.run(["generate-mocks", "--no-cache"], in: folder.url)
        let shown = result.output + result.error
        #expect(result.status == 0, "\(shown.prefix(2_000))")
        // Level9999 is declared on line 9,999 + 3.
        let warning = shown.split(separator: "\n").first { $0.contains("'Level\(depth - 1)' is not generated") }
        #expect(warning?.hasPrefix("\(display):\(depth + 2):17: warning: ") == true, "\(shown.prefix(2_000))")
        #expect(shown.contains("deeper than 64 protocols"))
        let mocks = try folder.read("localPackages/CarFeature/Sources/CarFeature/Mocks/CarFeatureMocks.swift")
        #expect(mocks.contains("class Level64Mock"))
        #expect(!mocks.contains("class Level65Mock"))
    }
}
