// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

@Suite("setup-project")
struct ProjectSetupTests {
    /// A real release build, of a tiny package whose `tools` product stands in for the real one.
    @Test("builds the release binary once, installs a copy, and the hook calls it")
    func buildsAndInstalls() async throws {
        let fixture = try GitFixture(prefix: "tools setup")
        try fixture.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Tiny", targets: [.executableTarget(name: "tools")])

            """,
            to: "Package.swift"
        )
        try fixture.write(
            "print(\"tiny tools: \\(CommandLine.arguments.dropFirst().joined(separator: \" \"))\")\n",
            to: "Sources/tools/main.swift"
        )
        try fixture.write(".build/\n", to: ".gitignore")
        let setup = ProjectSetup(options: .init(packageDirectory: fixture.url), console: Console(verbosity: .quiet))
        let binary = try await setup.run(from: fixture.url)
        let gitDirectory = fixture.url.appendingPathComponent(".git").resolvingSymlinksInPath()
        #expect(binary.resolvingSymlinksInPath().path == gitDirectory.path + "/tools/bin/tools")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        #expect(installer.status().installation == .installed)
        #expect(installer.record()?.sources?.files.keys.sorted() == ["Package.swift", "Sources/tools/main.swift"])
        try fixture.git("add", "-A")
        let commit = try runCommand("git", ["commit", "-m", "first"], in: fixture.url, check: false)
        #expect(commit.status == 0)
        #expect(commit.error.contains("tiny tools: hooks run pre-commit"))
    }

    @Test("without Package.swift and without --binary: a clear error")
    func noPackage() async throws {
        let fixture = try GitFixture(prefix: "tools setup")
        let setup = ProjectSetup(options: .init(packageDirectory: fixture.url), console: Console(verbosity: .quiet))
        let error = await #expect(throws: HooksError.self) { try await setup.run(from: fixture.url) }
        #expect(error == .noPackageManifest(folder: fixture.url.path))
        #expect(!fixture.directory.exists(".git/hooks/pre-commit"))
    }
}
