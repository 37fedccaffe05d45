// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The installed pre-commit hook with a remote `parent_config`, run by real `git commit`s calling the real
/// `tools` binary, online and then with the server gone.
@Suite("Pre-commit hook with a remote parent configuration", .offThePool)
struct HookRemoteConfigTests {
    static let header = "// Copyright © 2026 Acme. All rights reserved.\n"
    static let clean = header + "let value = 1\n"

    /// A repository with `project.yml` (auto-fix on) and the hook installed.
    private func repository() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools hook remote config")
        try fixture.write(
            "name: App\nattributes:\n  ORGANIZATIONNAME: Acme\ntools:\n  hooks:\n    autoFix: true\n", to: "project.yml"
        )
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
        return fixture
    }

    /// `git commit` runs the hook, which runs the tools binary: off the cooperative threads.
    private func commit(_ fixture: GitFixture) async throws -> CommandResult {
        try await runCommandOffThePool(
            "git", ["commit", "-q", "-m", "change"], in: fixture.url, environment: ["NO_COLOR": "1"], check: false
        )
    }

    /// git sends a hook's standard output to its standard error.
    private func shown(_ result: CommandResult) -> String {
        result.output + result.error
    }

    /// The fix pass (and the format check's file list) opens the store (`.git/tools`) as the check pass does:
    /// a remote `parent_config` kept there by an earlier commit is what an offline commit checks and fixes with.
    @Test("auto-fix with a remote parent configuration kept in the store and the server gone")
    func autoFixWithAKeptRemoteParent() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let parent = server.url("/company/swiftlint.yml")
        server.respond(to: "/company/swiftlint.yml", with: .init(body: "only_rules: [trailing_whitespace]\n"))
        let fixture = try repository()
        try fixture.write("parent_config: \(parent)\n" + RemoteWaits.generous, to: ".swiftlint.yml")
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "-A")
        let online = try await commit(fixture)
        #expect(online.status == 0, "\(shown(online))")
        #expect(!shown(online).contains("Unable to load remote config"), "\(shown(online))")

        server.stop()
        try fixture.write(Self.header + "let value = 2   \n", to: "A.swift")
        try fixture.git("add", "A.swift")
        let offline = try await commit(fixture)
        #expect(offline.status == 0, "\(shown(offline))")
        #expect(shown(offline).contains("fixed and re-staged: A.swift"), "\(shown(offline))")
        #expect(!shown(offline).contains("didn't found cached version"), "\(shown(offline))")
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.header + "let value = 2\n")
        #expect(try fixture.read("A.swift") == Self.header + "let value = 2\n")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }
}
