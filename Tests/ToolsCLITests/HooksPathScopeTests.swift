// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `core.hooksPath` read from every file git reads (global `~/.gitconfig`, `$XDG_CONFIG_HOME/git/config`,
/// `GIT_CONFIG_GLOBAL`, the repository's), named from the invocation's environment; and a hooks folder other
/// repositories run, or one git tracks, never written without `--allow-shared-hooks`.
@Suite("Hooks path scopes", .offThePool)
struct HooksPathScopeTests {
    /// A repository, a stand-in binary and a home folder whose git configuration the test writes.
    private struct Setup {
        let fixture: GitFixture
        let home: TemporaryDirectory
        let binary: URL
        var shared: URL { home.url.appendingPathComponent("shared-hooks") }

        init() throws {
            fixture = try GitFixture(prefix: "tools hooks scope")
            home = try TemporaryDirectory(prefix: "tools hooks home")
            binary = try home.write("#!/bin/sh\nexit 0\n", to: "bin/tools")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        }

        func run(_ arguments: [String], environment: [String: String]) async -> CommandResult {
            // No system file and a HOME of the test's own: what the developer's machine has set is not read.
            var environment = environment
            environment["GIT_CONFIG_NOSYSTEM"] = "1"
            environment["HOME"] = environment["HOME"] ?? home.url.path
            return await InProcessTools.run(arguments, in: fixture.url, environment: environment)
        }
    }

    private func expectRefusedThenAllowed(_ setup: Setup, environment: [String: String]) async throws {
        let hook = setup.shared.appendingPathComponent("pre-commit")
        let refused = await setup.run(["hooks", "install", "--binary", setup.binary.path], environment: environment)
        #expect(refused.status == 2, "\(refused.output)\(refused.error)")
        #expect(refused.error.contains("\(setup.shared.path): error: not written: core.hooksPath from the global"),
                "\(refused.error)")
        #expect(refused.error.contains("--allow-shared-hooks"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: hook.path))
        #expect(!FileManager.default.fileExists(atPath: setup.fixture.url.path + "/.git/hooks/pre-commit"))

        let status = await setup.run(["hooks", "status"], environment: environment)
        #expect(status.output.contains(hook.path), "\(status.output)")
        #expect(status.output.contains("not installed"), "\(status.output)")

        let allowed = await setup.run(
            ["hooks", "install", "--binary", setup.binary.path, "--allow-shared-hooks"], environment: environment
        )
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.error)")
        #expect(FileManager.default.fileExists(atPath: hook.path))
    }

    @Test("core.hooksPath in ~/.gitconfig: seen, and the user-wide folder is refused without the flag")
    func globalFile() async throws {
        let setup = try Setup()
        try setup.home.write("[core]\n\thooksPath = \(setup.shared.path)\n", to: ".gitconfig")
        try await expectRefusedThenAllowed(setup, environment: [:])
    }

    @Test("core.hooksPath in $XDG_CONFIG_HOME/git/config: seen and refused")
    func xdgFile() async throws {
        let setup = try Setup()
        try setup.home.write("[core]\n\thooksPath = \(setup.shared.path)\n", to: "xdg/git/config")
        try await expectRefusedThenAllowed(setup, environment: ["XDG_CONFIG_HOME": setup.home.url.path + "/xdg"])
    }

    @Test("core.hooksPath in the GIT_CONFIG_GLOBAL file (spelled with ~/): seen and refused")
    func gitConfigGlobal() async throws {
        let setup = try Setup()
        try setup.home.write("[core]\n\thooksPath = ~/shared-hooks\n", to: "elsewhere/gitconfig")
        try await expectRefusedThenAllowed(
            setup, environment: ["GIT_CONFIG_GLOBAL": setup.home.url.path + "/elsewhere/gitconfig"]
        )
    }

    @Test("the repository's own core.hooksPath wins over the global one, and is written without a flag")
    func localWins() async throws {
        let setup = try Setup()
        try setup.home.write("[core]\n\thooksPath = \(setup.shared.path)\n", to: ".gitconfig")
        try setup.fixture.git("config", "core.hooksPath", "local-hooks")
        let install = await setup.run(["hooks", "install", "--binary", setup.binary.path], environment: [:])
        #expect(install.status == 0, "\(install.output)\(install.error)")
        #expect(FileManager.default.fileExists(atPath: setup.fixture.url.path + "/local-hooks/pre-commit"))
        #expect(!FileManager.default.fileExists(atPath: setup.shared.path + "/pre-commit"))
    }

    @Test("setup-project with a user-wide core.hooksPath: refused before building, nothing written")
    func setupProjectRefuses() async throws {
        let setup = try Setup()
        try setup.home.write("[core]\n\thooksPath = \(setup.shared.path)\n", to: ".gitconfig")
        let refused = await setup.run(["setup-project", "--binary", setup.binary.path], environment: [:])
        #expect(refused.status == 2, "\(refused.output)\(refused.error)")
        #expect(refused.error.contains("--allow-shared-hooks"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: setup.shared.path + "/pre-commit"))
    }

    @Test("a tracked .githooks folder: its committed hook is left as it is without the flag")
    func trackedFolder() async throws {
        let setup = try Setup()
        let original = "#!/bin/sh\necho team hook\n"
        try setup.fixture.write(original, to: ".githooks/pre-commit")
        try setup.fixture.commitAll("team hooks")
        try setup.fixture.git("config", "core.hooksPath", ".githooks")
        for command in [["hooks", "install"], ["setup-project"], ["init"]] {
            let refused = await setup.run(command + ["--binary", setup.binary.path], environment: [:])
            #expect(refused.status == 2, "\(command): \(refused.output)\(refused.error)")
            #expect(refused.error.contains("git tracks this hooks folder (.githooks/pre-commit)"), "\(refused.error)")
            #expect(try setup.fixture.read(".githooks/pre-commit") == original)
        }
        let allowed = await setup.run(
            ["hooks", "install", "--binary", setup.binary.path, "--allow-shared-hooks"], environment: [:]
        )
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.error)")
        #expect(try setup.fixture.read(".githooks/pre-commit.chained") == original)
    }
}
