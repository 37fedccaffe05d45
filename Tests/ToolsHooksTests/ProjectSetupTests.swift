// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

@Suite("setup-project", .offThePool)
struct ProjectSetupTests {
    /// A real release build, of a tiny package whose `tools` product stands in for the real one.
    @Test(
        "builds the release binary once, installs a copy with its resources, and the hook calls it",
        .enabled(if: TestEnvironment.runsSwiftBuilds)
    )
    func buildsAndInstalls() async throws {
        let fixture = try GitFixture(prefix: "tools setup")
        try fixture.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Tiny", targets: [.executableTarget(name: "tools", resources: [.copy("note.txt")])]
            )

            """,
            to: "Package.swift"
        )
        // The resource is read through SwiftPM's accessor, as the real binary reads its templates.
        try fixture.write(
            """
            import Foundation
            let note = Bundle.module.url(forResource: "note", withExtension: "txt")
                .flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "no note"
            print("tiny tools: \\(CommandLine.arguments.dropFirst().joined(separator: " ")), \\(note)")

            """,
            to: "Sources/tools/main.swift"
        )
        try fixture.write("resource found", to: "Sources/tools/note.txt")
        try fixture.write(".build/\n", to: ".gitignore")
        let setup = ProjectSetup(options: .init(packageDirectory: fixture.url), console: Console(verbosity: .quiet))
        // A real release build: one build at a time in the suite (`SwiftBuildSlot`).
        let binary = try await SwiftBuildSlot.run { try await setup.run(from: fixture.url) }
        let gitDirectory = fixture.url.appendingPathComponent(".git").resolvingSymlinksInPath()
        #expect(binary.resolvingSymlinksInPath().path == gitDirectory.path + "/tools/bin/tools")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        #expect(installer.status().installation == .installed)
        #expect(installer.record()?.sources?.files.keys.sorted()
            == ["Package.swift", "Sources/tools/main.swift", "Sources/tools/note.txt"])
        // The build folder goes: the installed copy must find its resources beside itself.
        try FileManager.default.removeItem(at: fixture.url.appendingPathComponent(".build"))
        try fixture.git("add", "-A")
        let commit = try runCommand("git", ["commit", "-m", "first"], in: fixture.url, check: false)
        #expect(commit.status == 0)
        #expect(commit.error.contains("tiny tools: hooks run pre-commit, resource found"), "\(commit.error)")
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
