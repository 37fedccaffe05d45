// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The installed pre-commit hook, run by real `git commit`s, calling the real `tools` binary.
@Suite("Pre-commit hook end to end", .offThePool)
struct HookEndToEndTests {
    static let header = "// Copyright © 2026 Acme. All rights reserved.\n"
    static let clean = header + "let value = 1\n"
    static let violating = header + "let value = try! load()\n"

    /// A repository with `project.yml` (so the header holder is known) and the hook installed.
    private func repository(hooksPath: String? = nil, project: String = "") throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools hook e2e")
        try fixture.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n" + project, to: "project.yml")
        try fixture.write(".build/\n", to: ".gitignore")
        if let hooksPath { try fixture.git("config", "core.hooksPath", hooksPath) }
        try install(fixture)
        return fixture
    }

    private func install(_ fixture: GitFixture) throws {
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
    }

    /// `git commit` runs the hook, which runs the tools binary: seconds on a loaded machine, so off the
    /// cooperative threads the other tests' timers need.
    private func commit(
        _ fixture: GitFixture, extra: [String] = [], in directory: URL? = nil
    ) async throws -> CommandResult {
        try await runCommandOffThePool(
            "git", ["commit", "-q", "-m", "change"] + extra, in: directory ?? fixture.url,
            environment: ["NO_COLOR": "1"], check: false
        )
    }

    /// git sends a hook's standard output to its standard error.
    private func shown(_ result: CommandResult?) -> String {
        (result?.output ?? "") + (result?.error ?? "")
    }

    private func commitCount(_ fixture: GitFixture) throws -> Int {
        let result = try runCommand("git", ["rev-list", "--count", "HEAD"], in: fixture.url, check: false)
        return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    @Test("a staged violation blocks the first commit with both hints; nothing is touched")
    func blocksFirstCommit() async throws {
        let fixture = try repository()
        try fixture.write(Self.violating, to: "Sources/My Module/Café Store.swift")
        try fixture.write("trailing_whitespace:\n  severity: error\n", to: ".swiftlint.yml")
        try fixture.write(Self.header + "let spaced = 1   \n", to: "Sources/My Module/Spaced.swift")
        try fixture.git("add", "-A")
        let index = try fixture.git("ls-files", "--stage")
        let result = try await commit(fixture)
        #expect(result.status == 1)
        #expect(shown(result).contains("Sources/My Module/Café Store.swift:2:"))
        #expect(shown(result).contains("force_try"))
        // `--fix` is offered for the trailing spaces (fixable), not for force_try (no rule can fix it).
        #expect(ToolsBinary.fixLine(in: shown(result), runs: "lint --fix 'Sources/My Module/Spaced.swift'   ",
                                    from: fixture.url), "\(shown(result))")
        #expect(!shown(result).contains("--fix 'Sources/My Module/Café Store.swift'"))
        #expect(shown(result).contains("git commit --no-verify"))
        #expect(try commitCount(fixture) == 0)
        #expect(try fixture.read("Sources/My Module/Café Store.swift") == Self.violating)
        #expect(try fixture.git("ls-files", "--stage") == index)
    }

    @Test("a commit blocked only by findings no command fixes gets no --fix hint")
    func noFixHintForUnfixableFindings() async throws {
        let fixture = try repository()
        try fixture.write(Self.violating, to: "A.swift")
        try fixture.git("add", "-A")
        let result = try await commit(fixture)
        #expect(result.status == 1)
        #expect(!shown(result).contains("--fix"))
        #expect(shown(result).contains("fix:    correct the lines above"))
    }

    @Test("staged clean, working tree dirty: commits the clean content and keeps the edits")
    func stagedCleanWorkingTreeDirty() async throws {
        let fixture = try repository()
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "-A")
        try fixture.write(Self.violating, to: "A.swift")
        let result = try await commit(fixture)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.clean)
        #expect(try fixture.read("A.swift") == Self.violating)
    }

    @Test("staged violation, working tree clean: blocks at the staged line, keeps both versions")
    func stagedDirtyWorkingTreeClean() async throws {
        let fixture = try repository()
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "-A")
        try fixture.git("commit", "-q", "--no-verify", "-m", "base")
        try fixture.write(Self.header + "\n\n\nlet value = try! load()\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write(Self.clean, to: "A.swift")
        let result = try await commit(fixture)
        #expect(result.status == 1)
        #expect(shown(result).contains("A.swift:5:"))
        #expect(try fixture.read("A.swift") == Self.clean)
        #expect(try fixture.git("show", ":A.swift") == Self.header + "\n\n\nlet value = try! load()\n")
    }

    @Test("renamed files are checked under the new path; deleted files are skipped")
    func renameAndDelete() async throws {
        let fixture = try repository()
        try fixture.write(Self.violating, to: "Old.swift")
        try fixture.write(Self.violating, to: "Gone.swift")
        try fixture.git("add", "-A")
        try fixture.git("commit", "-q", "--no-verify", "-m", "legacy")
        try fixture.git("rm", "-q", "Gone.swift")
        #expect(try await commit(fixture).status == 0)
        try fixture.git("mv", "Old.swift", "New Name.swift")
        let result = try await commit(fixture)
        #expect(result.status == 1)
        #expect(shown(result).contains("New Name.swift:2:"))
        #expect(!shown(result).contains("Old.swift"))
    }

    @Test("git commit -a and git commit <path> check what those commits contain")
    func temporaryIndex() async throws {
        let fixture = try repository()
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.write(Self.clean, to: "B.swift")
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)
        try fixture.write(Self.violating, to: "A.swift")
        #expect(try await commit(fixture, extra: ["-a"]).status == 1)
        try fixture.write(Self.header + "let other = 2\n", to: "B.swift")
        #expect(try await commit(fixture, extra: ["B.swift"]).status == 0)
        #expect(try fixture.read("A.swift") == Self.violating)
    }

    @Test("core.hooksPath: the hook is installed and run there")
    func hooksPath() async throws {
        let fixture = try repository(hooksPath: "tools hooks")
        #expect(fixture.directory.exists("tools hooks/pre-commit"))
        try fixture.write(Self.violating, to: "A.swift")
        try fixture.git("add", "A.swift")
        #expect(try await commit(fixture).status == 1)
    }

    @Test("an existing hook is chained, runs after the checks, and uninstall restores it exactly")
    func chainAndUninstall() async throws {
        let fixture = try GitFixture(prefix: "tools hook e2e")
        let hook = fixture.url.appendingPathComponent(".git/hooks/pre-commit")
        let original = Data("#!/bin/sh\ntouch \"$(git rev-parse --show-toplevel)/chained-ran\"\n".utf8)
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try original.write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: hook.path)
        try fixture.write(".build/\nchained-ran\n", to: ".gitignore")
        try install(fixture)
        try fixture.write(Self.violating, to: "A.swift")
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 1)
        #expect(!fixture.directory.exists("chained-ran"))
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)
        #expect(fixture.directory.exists("chained-ran"))
        try ToolsBinary.run(["hooks", "uninstall"], in: fixture.url, check: true)
        #expect(try Data(contentsOf: hook) == original)
        let mode = try FileManager.default.attributesOfItem(atPath: hook.path)[.posixPermissions] as? Int
        #expect(mode == 0o750)
    }

    @Test("auto-fix (configured) fixes and re-stages fully staged files, never partially staged ones")
    func autoFix() async throws {
        let fixture = try repository(project: "tools:\n  hooks:\n    autoFix: true\n")
        try fixture.write(Self.clean, to: "Full.swift")
        try fixture.write(Self.clean, to: "Partial.swift")
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)
        try fixture.write(Self.header + "let full = 1   \n", to: "Full.swift")
        try fixture.write(Self.header + "let partial = 1   \n", to: "Partial.swift")
        try fixture.git("add", "-A")
        try fixture.write(Self.header + "let partial = 1   \n// not staged\n", to: "Partial.swift")
        let result = try await commit(fixture)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(try fixture.git("show", "HEAD:Full.swift") == Self.header + "let full = 1\n")
        #expect(try fixture.read("Full.swift") == Self.header + "let full = 1\n")
        #expect(try fixture.git("show", "HEAD:Partial.swift") == Self.header + "let partial = 1   \n")
        #expect(try fixture.read("Partial.swift") == Self.header + "let partial = 1   \n// not staged\n")
    }

    /// After each commit, HEAD, git's real index and the working tree agree: nothing is left `MM` for a
    /// later commit to revert.
    @Test("auto-fix keeps HEAD, the index and the working tree consistent for commit -a, commit <paths>, commit")
    func autoFixKeepsTheIndexConsistent() async throws {
        let fixture = try repository(project: "tools:\n  hooks:\n    autoFix: true\n")
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)
        let fixed = Self.header + "let value = 2\n"
        let unfixed = Self.header + "let value = 2   \n"

        try fixture.write(unfixed, to: "A.swift")
        #expect(try await commit(fixture, extra: ["-a"]).status == 0)
        #expect(try fixture.git("show", "HEAD:A.swift") == fixed)
        #expect(try fixture.git("status", "--porcelain").isEmpty)

        // `commit <paths>`: the fix cannot reach git's real index, so it is not made; the commit goes
        // through with the staged (unfixed) content and the note says so. Nothing is left half-applied.
        try fixture.write(Self.header + "let value = 3   \n", to: "A.swift")
        let partial = try await commit(fixture, extra: ["A.swift"])
        #expect(partial.status == 0, "\(shown(partial))")
        #expect(shown(partial).contains("auto-fix skipped: 'git commit <paths>'"))
        #expect(try fixture.git("status", "--porcelain").isEmpty)

        try fixture.write(Self.header + "let value = 4   \n", to: "A.swift")
        try fixture.git("add", "A.swift")
        #expect(try await commit(fixture).status == 0)
        #expect(try fixture.git("show", "HEAD:A.swift") == Self.header + "let value = 4\n")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }

    @Test("two commits at once in two worktrees")
    func concurrentWorktrees() async throws {
        let fixture = try repository()
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)
        let folder = try TemporaryDirectory(prefix: "tools worktrees")
        let trees = ["one", "two"].map { folder.url.appendingPathComponent("tree \($0)") }
        for (offset, tree) in trees.enumerated() {
            try fixture.git("worktree", "add", "-q", tree.path, "-b", "branch-\(offset)")
            for file in 0..<10 {
                let text = file == 3 && offset == 1 ? Self.violating : Self.header + "let v\(file) = \(offset)\n"
                try Data(text.utf8).write(to: tree.appendingPathComponent("File \(file).swift"))
            }
            try runCommand("git", ["add", "-A"], in: tree)
        }
        let results = try await withThrowingTaskGroup(of: (Int, CommandResult).self) { group in
            for (offset, tree) in trees.enumerated() {
                group.addTask { (offset, try await self.commit(fixture, in: tree)) }
            }
            var results: [Int: CommandResult] = [:]
            for try await (offset, result) in group { results[offset] = result }
            return results
        }
        #expect(results[0]?.status == 0, "\(results[0]?.output ?? "")\(results[0]?.error ?? "")")
        #expect(results[1]?.status == 1)
        #expect(shown(results[1]).contains("File 3.swift:2:"))
    }

    @Test("setup-project with --binary installs the hook; status reports it")
    func setupProject() async throws {
        let fixture = try GitFixture(prefix: "tools hook e2e")
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let setup = try ToolsBinary.run(["setup-project", "--binary", binary.path], in: fixture.url)
        #expect(setup.status == 0, "\(setup.error)")
        let status = try ToolsBinary.run(["hooks", "status"], in: fixture.url, check: true)
        #expect(status.output.contains("state: installed"))
        #expect(status.output.contains(binary.path))
        let outside = try TemporaryDirectory()
        let failed = try ToolsBinary.run(["setup-project", "--binary", binary.path], in: outside.url)
        #expect(failed.status == 2)
        #expect(failed.error.contains("not inside a git repository"))
    }

    @Test("a staged protocol change without new mocks blocks; regenerated mocks pass")
    func staleMocks() async throws {
        let fixture = try repository()
        let package = "localPackages/ClimateFeature"
        try fixture.write(
            "// swift-tools-version: 5.9\nimport PackageDescription\n"
                + "let package = Package(name: \"ClimateFeature\", targets: [.target(name: \"ClimateFeature\")])\n",
            to: "\(package)/Package.swift"
        )
        let protocolFile = "\(package)/Sources/ClimateFeature/Domain/ClimateRepository.swift"
        let before = "public protocol ClimateRepository {\n    func temperature() -> Double\n}\n"
        try fixture.write(Self.header + before, to: protocolFile)
        try ToolsBinary.run(["generate-mocks"], in: fixture.url, check: true)
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)
        try fixture.write(
            Self.header + "public protocol ClimateRepository {\n    func temperature() -> Double\n"
                + "    func humidity() -> Double\n}\n",
            to: protocolFile
        )
        try fixture.git("add", "-A")
        let blocked = try await commit(fixture)
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("ClimateFeatureMocks.swift"))
        #expect(shown(blocked).contains("tools generate-mocks"))
        try ToolsBinary.run(["generate-mocks"], in: fixture.url, check: true)
        try fixture.git("add", "-A")
        let passed = try await commit(fixture)
        #expect(passed.status == 0, "\(shown(passed))")
    }

    @Test("setup-project --skip-build installs a copy of the built binary; changed sources warn, do not block")
    func setupProjectWithStaleSources() async throws {
        let fixture = try GitFixture(prefix: "tools hook e2e")
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try fixture.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n", to: "project.yml")
        try fixture.write(".build/\n", to: ".gitignore")
        try fixture.write(Self.header + "// swift-tools-version: 6.0\n", to: "Package.swift")
        try fixture.write(Self.header + "print(1)\n", to: "Sources/tools/main.swift")
        let built = fixture.url.appendingPathComponent(".build/release/tools")
        let folder = built.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: binary, to: built)
        let setup = try ToolsBinary.run(["setup-project", "--skip-build", "--package-path", "."], in: fixture.url)
        #expect(setup.status == 0, "\(setup.error)")
        let installed = fixture.url.appendingPathComponent(".git/tools/bin/tools")
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        // Named relative to the git directory: moving the repository keeps the hook working.
        let hook = try fixture.read(".git/hooks/pre-commit")
        #expect(hook.contains("\"$(git rev-parse --git-common-dir)\"/'tools/bin/tools'"), "\(hook)")
        #expect(!hook.contains(fixture.url.path), "\(hook)")
        #expect(hook.contains("fix:    swift run tools setup-project"), "\(hook)")
        try fixture.git("add", "-A")
        let first = try await commit(fixture)
        #expect(first.status == 0, "\(shown(first))")
        #expect(!shown(first).contains("sources changed"))
        try fixture.write(Self.header + "print(2)\n", to: "Sources/tools/main.swift")
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "A.swift")
        let second = try await commit(fixture)
        #expect(second.status == 0, "\(shown(second))")
        let warning = "the tools sources changed since this binary was built (Sources/tools/main.swift)"
        #expect(shown(second).contains(warning))
        #expect(shown(second).contains("Rebuild it with: swift run tools setup-project"), "\(shown(second))")

        // The repository's folder moves: the hook still finds its binary.
        let moved = try TemporaryDirectory(prefix: "tools moved")
        let destination = moved.url.appendingPathComponent("app")
        try FileManager.default.moveItem(at: fixture.url, to: destination)
        defer { try? FileManager.default.moveItem(at: destination, to: fixture.url) }
        try Data((Self.clean + "let other = 2\n").utf8).write(to: destination.appendingPathComponent("A.swift"))
        try runCommand("git", ["add", "A.swift"], in: destination)
        let third = try runCommand(
            "git", ["commit", "-m", "moved"], in: destination, environment: ["NO_COLOR": "1"], check: false
        )
        #expect(third.status == 0, "\(third.output)\(third.error)")
        #expect(!third.error.contains("is missing"), "\(third.error)")
    }

    @Test("concluding a merge: the resolved, staged content is checked")
    func duringMerge() async throws {
        let fixture = try repository()
        try fixture.write(Self.clean, to: "A.swift")
        try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)
        try fixture.git("checkout", "-q", "-b", "topic")
        try fixture.write(Self.header + "let value = 2\n", to: "A.swift")
        try fixture.git("commit", "-q", "--no-verify", "-am", "topic")
        try fixture.git("checkout", "-q", "main")
        try fixture.write(Self.header + "let value = 3\n", to: "A.swift")
        try fixture.git("commit", "-q", "--no-verify", "-am", "main")
        #expect(try runCommand("git", ["merge", "-q", "topic"], in: fixture.url, check: false).status != 0)
        try fixture.write(Self.violating, to: "A.swift")
        try fixture.git("add", "A.swift")
        let blocked = try await commit(fixture, extra: ["--no-edit"])
        #expect(blocked.status == 1)
        #expect(shown(blocked).contains("A.swift:2:"))
        try fixture.write(Self.header + "let value = 23\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        let merged = try await commit(fixture, extra: ["--no-edit"])
        #expect(merged.status == 0, "\(shown(merged))")
        #expect(try fixture.git("rev-list", "--parents", "-n", "1", "HEAD").split(separator: " ").count == 3)
    }
}
