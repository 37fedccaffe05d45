// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The paths that run the format check, run as the built `tools` binary in a child under a 3 GB
/// address-space limit (`ulimit -v`), as a constrained CI runner would: a 1.2 GB staged file is measured in
/// the object database and skipped, never read, and no swift-format run reserves memory up front (1 GB per
/// output stream did, which aborted with `failed to allocate 1073741857 bytes`).
@Suite(
    "format paths under a 3 GB address-space limit",
    .offThePool,
    .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3 to write the blob"),
    // A guard against hangs only (the old code's hook hung after a failed allocation). Generous: the limit
    // counts from the case's start, before it gets one of the suite's slots, and fresh clones on a 2-core
    // machine beside six other builds waited more than 10 minutes for one.
    .timeLimit(.minutes(60))
)
struct FormatMemoryLimitTests {
    static let unformatted = "func f( ) {\nlet value = 1\n_ = value\n}\n"
    static let hugeSize = 1_200 << 20

    /// A repository with the format check on (`hooks` is its `tools.hooks` section), an unformatted
    /// `A.swift` staged, and a 1.2 GB `Huge.swift` staged (its blob written as git would, in seconds: zeros
    /// compress well) with a sparse file of the same content in the working tree.
    private func repository(hooks: String) throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools format memory")
        try fixture.write("name: App\ntools:\n  hooks:\n\(hooks)", to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.write(#"{"version": 1, "indentation": {"spaces": 4}}"# + "\n", to: ".swift-format")
        try fixture.commitAll("base")
        try fixture.write(Self.unformatted, to: "A.swift")
        try fixture.git("add", "A.swift")
        let head = "let a = 1\n"
        let huge = try fixture.write(head, to: "Huge.swift")
        #expect(truncate(huge.path, off_t(Self.hugeSize)) == 0)
        let script = """
            import hashlib, os, sys, zlib
            size, head = \(Self.hugeSize), b"let a = 1\\n"
            sha, compressor, out = hashlib.sha1(), zlib.compressobj(1), bytearray()
            def feed(data):
                sha.update(data)
                out.extend(compressor.compress(data))
            feed(b"blob %d\\0" % size)
            feed(head)
            left, zeros = size - len(head), bytes(1 << 20)
            while left > 0:
                feed(zeros[:min(left, len(zeros))])
                left -= min(left, len(zeros))
            out.extend(compressor.flush())
            name = sha.hexdigest()
            folder = os.path.join(sys.argv[1], name[:2])
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, name[2:]), "wb") as file:
                file.write(out)
            print(name)
            """
        let objects = fixture.url.appendingPathComponent(".git/objects").path
        let blob = try runCommand("/usr/bin/python3", ["-c", script, objects]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try fixture.git("update-index", "--add", "--cacheinfo", "100644,\(blob),Huge.swift")
        return fixture
    }

    /// `tools arguments…` in the repository, in a child limited to 3 GB of address space.
    private func limited(_ arguments: [String], in fixture: GitFixture) async throws -> CommandResult {
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        return try await runCommandOffThePool(
            "/bin/sh", ["-c", #"ulimit -v 3000000 && exec "$0" "$@""#, binary.path] + arguments, in: fixture.url,
            environment: ["NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"], check: false
        )
    }

    private func expectSurvived(_ result: CommandResult, _ what: String) {
        #expect(result.status == 0 || result.status == 1 || result.status == 2, "\(what): \(result.status)")
        #expect(!result.error.contains("failed to allocate"), "\(what): \(result.error)")
    }

    @Test("lint --staged, format --check --staged and the hook skip a 1.2 GB staged file and check the rest")
    func hugeStagedFile() async throws {
        let fixture = try repository(hooks: "    format: check\n")
        let lint = try await limited(["lint", "--staged", "--no-cache"], in: fixture)
        expectSurvived(lint, "lint --staged")
        #expect((lint.output + lint.error).contains("Huge.swift:1:1: warning: "), "\(lint.output)\(lint.error)")
        #expect((lint.output + lint.error).contains("the file is larger than 8 MB"))

        let check = try await limited(["format", "--check", "--staged", "--no-cache"], in: fixture)
        expectSurvived(check, "format --check --staged")
        #expect(check.status == 1)
        #expect(check.output.contains("Huge.swift: warning: Format Skipped Violation: skipped: the file is larger "
            + "than 8 MB"), "\(check.output)\(check.error)")
        #expect(check.output.contains("A.swift:2:1: error: Indentation Violation"), "\(check.output)")

        let hook = try await limited(["hooks", "run", "pre-commit", "--no-cache"], in: fixture)
        expectSurvived(hook, "the hook")
        #expect(hook.status == 1)
        #expect((hook.output + hook.error).contains("A.swift:2:1: error: Indentation Violation"),
                "\(hook.output)\(hook.error)")
    }

    @Test("with .git/index.lock present the hook's format fix names the lock and how to clear it")
    func indexLock() async throws {
        let fixture = try repository(hooks: "    format: fix\n")
        let lock = fixture.url.appendingPathComponent(".git/index.lock")
        #expect(FileManager.default.createFile(atPath: lock.path, contents: Data()))
        let hook = try await limited(["hooks", "run", "pre-commit", "--no-cache"], in: fixture)
        expectSurvived(hook, "the hook")
        #expect(hook.status == 1)
        #expect((hook.output + hook.error).contains("auto-fix skipped: \(lock.path) exists (another git process "
            + "holds the index, or a crashed one left the lock); remove it if no git command is running"),
                "\(hook.error)")
        #expect(try fixture.read("A.swift") == Self.unformatted)

        let format = try await limited(["format", "--staged", "--no-cache"], in: fixture)
        #expect(format.status == 2, "\(format.output)\(format.error)")
        #expect(format.error.contains("\(lock.path): error: another git process holds the index"), "\(format.error)")
        #expect(try fixture.read("A.swift") == Self.unformatted)
    }
}
