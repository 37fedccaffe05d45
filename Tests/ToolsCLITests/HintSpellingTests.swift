// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Every hint names the command that works where the user is: `swift run tools …` in the tools package
/// itself and in an app whose root `Package.swift` depends on tools, `swift run --package-path Tools
/// tools …` in an app whose `Tools/` package does (`../Tools` from a folder below the app's root).
@Suite("Hints spell the tool as it runs in the repository", .offThePool)
struct HintSpellingTests {
    /// The three layouts, each a real git repository with a feature package whose mocks are missing.
    enum Layout: CaseIterable {
        /// This repository: its own manifest declares the `tools` executable.
        case toolsPackage
        /// An app whose `Tools/` package depends on a tools checkout by path (any folder name).
        case appToolsFolder
        /// An app whose root `Package.swift` depends on tools by URL.
        case appRootManifest

        var tool: String {
            self == .appToolsFolder ? "swift run --package-path Tools tools" : "swift run tools"
        }
    }

    private func repository(_ layout: Layout) throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools spelling")
        try fixture.write("name: App\n", to: "project.yml")
        try fixture.writeProfileFeature()
        let header = "// swift-tools-version: 6.0\nimport PackageDescription\n"
        switch layout {
        case .toolsPackage:
            try fixture.write(header + """
                let package = Package(
                    name: "tools",
                    products: [.executable(name: "tools", targets: ["tools"])],
                    targets: [.executableTarget(name: "tools")]
                )

                """, to: "Package.swift")
        case .appToolsFolder:
            // The checkout's folder is not called `tools`: its manifest says what it provides.
            try fixture.write(header + """
                let package = Package(name: "tools", products: [
                    .executable(name: "tools", targets: ["tools"]),
                ], targets: [.executableTarget(name: "tools")])

                """, to: "Vendor/tools-main/Package.swift")
            try fixture.write(header + """
                let package = Package(
                    name: "AppTools",
                    dependencies: [.package(path: "../Vendor/tools-main")]
                )

                """, to: "Tools/Package.swift")
        case .appRootManifest:
            try fixture.write(header + """
                let package = Package(
                    name: "App",
                    dependencies: [
                        .package(url: "https://github.com/acme/tools.git", branch: "main"),
                    ]
                )

                """, to: "Package.swift")
        }
        try fixture.commitAll("the repository")
        return fixture
    }

    @Test(arguments: Layout.allCases)
    func stateAndRecoveryHintsNameTheCommandThatWorksHere(_ layout: Layout) async throws {
        let fixture = try repository(layout)
        let tool = layout.tool

        let mocks = await InProcessTools.run(["generate-mocks", "--check", "--no-cache"], in: fixture.url)
        #expect(mocks.status == 1, "\(mocks.error)")
        #expect((mocks.output + mocks.error).contains("run '\(tool) generate-mocks'"), "\(mocks.output)\(mocks.error)")
        #expect(!(mocks.output + mocks.error).contains("run 'tools generate-mocks'"))

        let baseline = await InProcessTools.run(["lint", "--no-cache", "--baseline", "none.json"], in: fixture.url)
        #expect(baseline.status == 2)
        #expect(baseline.error.contains("(create it with '\(tool) lint --write-baseline "), "\(baseline.error)")

        let status = await InProcessTools.run(["hooks", "status"], in: fixture.url)
        #expect(status.output.contains("state: not installed (run: \(tool) hooks install)"), "\(status.output)")

        let typo = await InProcessTools.run(["lnt"], in: fixture.url)
        #expect(typo.status == 2)
        #expect(typo.error.contains("did you mean 'lint'? ('\(tool) --help' lists them)"), "\(typo.error)")

        let rule = await InProcessTools.run(["rules", "force_tryy"], in: fixture.url)
        #expect(rule.error.contains("did you mean 'force_try'? '\(tool) rules' lists them"), "\(rule.error)")
    }

    /// Below the app's root, `--package-path` is relative to where the user is.
    @Test func fromAFolderBelowTheRootThePackagePathIsRelativeToIt() async throws {
        let fixture = try repository(.appToolsFolder)
        let folder = fixture.url.appendingPathComponent("localPackages/ProfileFeature")
        let mocks = await InProcessTools.run(["generate-mocks", "--check", "--no-cache"], in: folder)
        #expect(mocks.status == 1, "\(mocks.error)")
        let said = mocks.output + mocks.error
        #expect(said.contains("run 'swift run --package-path ../../Tools tools generate-mocks'"), "\(said)")
        // `--root` names the repository the command reads; the user is still where they are.
        let other = try repository(.toolsPackage)
        let rooted = await InProcessTools.run(["--root", other.url.path, "-q", "lnt"], in: folder)
        #expect(rooted.status == 2)
        #expect(rooted.error.contains("did you mean 'lint'? ('swift run --package-path "), "\(rooted.error)")
    }

    /// The hook's fixes, once its binary is gone, and its stale-mocks finding: the same spelling.
    @Test func aStaleHookAndTheHooksFindingsNameTheSetupCommandOfThisRepository() async throws {
        let fixture = try repository(.appToolsFolder)
        let binary = try fixture.directory.write("#!/bin/sh\nexit 0\n", to: "bin/tools")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        let install = await InProcessTools.run(
            ["hooks", "install", "--binary", binary.path, "--package-path", "Tools"], in: fixture.url)
        #expect(install.status == 0, "\(install.error)")
        try FileManager.default.removeItem(at: binary)
        let status = await InProcessTools.run(["hooks", "status"], in: fixture.url)
        #expect(status.output.contains("(missing: run swift run --package-path Tools tools setup-project)"),
                "\(status.output)")
        let script = try fixture.read(".git/hooks/pre-commit")
        #expect(script.contains("fix:    swift run --package-path Tools tools setup-project"), "\(script)")

        try fixture.write("public protocol ProfileStore {\n    func save()\n}\n",
                          to: "localPackages/ProfileFeature/Sources/ProfileFeature/Domain/ProfileStore.swift")
        try fixture.git("add", "-A")
        let hook = await InProcessTools.run(["hooks", "run", "pre-commit", "--no-cache"], in: fixture.url)
        #expect(hook.status == 1, "\(hook.output)\(hook.error)")
        #expect((hook.output + hook.error).contains("swift run --package-path Tools tools generate-mocks"),
                "\(hook.output)\(hook.error)")
    }

    /// A repository that gives no `tools` package: the plain name, as on the PATH.
    @Test func aRepositoryWithoutAToolsPackageSaysTools() async throws {
        let fixture = try GitFixture(prefix: "tools spelling")
        try fixture.write("name: App\n", to: "project.yml")
        try fixture.write("// swift-tools-version: 6.0\nimport PackageDescription\n"
            + "let package = Package(name: \"Other\", dependencies: [.package(path: \"../toolbox\")])\n",
            to: "Package.swift")
        let status = await InProcessTools.run(["hooks", "status"], in: fixture.url)
        #expect(status.output.contains("state: not installed (run: tools hooks install)"), "\(status.output)")
    }
}
