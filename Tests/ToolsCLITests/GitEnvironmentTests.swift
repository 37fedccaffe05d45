// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The hook and the git-based commands in the repositories git itself handles: a separate git folder named
/// by `--git-dir`/`--work-tree` (which git passes to hooks as `GIT_DIR`/`GIT_WORK_TREE`), `core.autocrlf`,
/// a damaged index, staged conflict markers.
@Suite("Git environments", .offThePool)
struct GitEnvironmentTests {
    static let header = "// Copyright © 2026 Acme. All rights reserved.\n"

    private func shown(_ result: CommandResult) -> String { result.output + result.error }

    @Test("git --git-dir/--work-tree commit runs the hook on that repository: blocked for a finding, not for git")
    func separateGitDirectory() async throws {
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let store = try TemporaryDirectory(prefix: "tools git dir")
        let work = try TemporaryDirectory(prefix: "tools work tree")
        let gitDir = store.url.appendingPathComponent("app.git").path
        let git = { (arguments: [String]) async throws -> CommandResult in
            try await runCommandOffThePool(
                "git", ["--git-dir=\(gitDir)", "--work-tree=\(work.url.path)"] + arguments, in: work.url,
                environment: ["NO_COLOR": "1"], check: false
            )
        }
        try runCommand("git", ["init", "-q", "--bare", gitDir], in: store.url)
        for (key, value) in [("user.name", "Test"), ("user.email", "test@example.com"), ("commit.gpgsign", "false")] {
            _ = try await git(["config", key, value])
        }
        try work.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n", to: "project.yml")
        let install = try ToolsBinary.run(
            ["hooks", "install", "--binary", binary.path], in: work.url,
            environment: ["GIT_DIR": gitDir, "GIT_WORK_TREE": work.url.path]
        )
        #expect(install.status == 0, "\(install.output)\(install.error)")
        #expect(FileManager.default.fileExists(atPath: gitDir + "/hooks/pre-commit"))

        try work.write(Self.header + "let value = try! load()\n", to: "Sources/A.swift")
        _ = try await git(["add", "-A"])
        let blocked = try await git(["commit", "-q", "-m", "first"])
        #expect(blocked.status == 1, "\(shown(blocked))")
        #expect(shown(blocked).contains("Sources/A.swift:2:"), "\(shown(blocked))")

        try work.write(Self.header + "let value = 1\n", to: "Sources/A.swift")
        _ = try await git(["add", "-A"])
        let committed = try await git(["commit", "-q", "-m", "first"])
        #expect(committed.status == 0, "\(shown(committed))")
    }

    @Test("core.autocrlf=true: auto-fix fixes a CRLF file without claiming unstaged changes, and keeps it CRLF")
    func autocrlf() async throws {
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let fixture = try GitFixture(prefix: "tools autocrlf")
        try fixture.git("config", "core.autocrlf", "true")
        try fixture.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\ntools:\n  hooks:\n    autoFix: true\n",
                          to: "project.yml")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
        let crlfHeader = Self.header.replacingOccurrences(of: "\n", with: "\r\n")
        try fixture.write(crlfHeader + "let value = 1   \r\nlet other = 2\r\n", to: "A.swift")
        try fixture.git("add", "-A")
        let result = try await runCommandOffThePool(
            "git", ["commit", "-q", "-m", "crlf"], in: fixture.url, environment: ["NO_COLOR": "1"], check: false
        )
        #expect(result.status == 0, "\(shown(result))")
        #expect(!shown(result).contains("unstaged"), "\(shown(result))")
        #expect(shown(result).contains("fixed and re-staged: A.swift"), "\(shown(result))")
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.header + "let value = 1\nlet other = 2\n")
        let data = try Data(contentsOf: fixture.url.appendingPathComponent("A.swift"))
        let working = String(decoding: data, as: UTF8.self)
        #expect(working == crlfHeader + "let value = 1\r\nlet other = 2\r\n")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }

    @Test("a damaged .git/index is named in the error")
    func damagedIndex() async throws {
        let fixture = try GitFixture(prefix: "tools index")
        try fixture.write("let value = 1\n", to: "A.swift")
        try fixture.git("add", "-A")
        try Data("DIRC\u{0}\u{0}\u{0}\u{2}garbage".utf8).write(to: fixture.url.appendingPathComponent(".git/index"))
        for arguments in [["lint", "--staged"], ["hooks", "run", "pre-commit"]] {
            let result = await InProcessTools.run(arguments, in: fixture.url)
            #expect(result.status != 0, "\(arguments): \(shown(result))")
            #expect(result.error.contains(".git/index"), "\(arguments): \(shown(result))")
        }
    }

    @Test("staged conflict markers are reported at their line and block the commit")
    func conflictMarkers() async throws {
        let fixture = try GitFixture(prefix: "tools conflict")
        try fixture.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n", to: "project.yml")
        let text = Self.header + "let a = 1\n<<<<<<< HEAD\nlet b = 2\n=======\nlet b = 3\n>>>>>>> feature\n"
        try fixture.write(text, to: "Sources/Merged.swift")
        try fixture.git("add", "-A")
        let result = await InProcessTools.run(["hooks", "run", "pre-commit"], in: fixture.url)
        #expect(result.status == 1, "\(shown(result))")
        #expect(shown(result).contains("Sources/Merged.swift:3:1: error:"), "\(shown(result))")
        #expect(shown(result).contains("conflict marker"), "\(shown(result))")
    }
}
