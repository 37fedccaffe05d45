// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

// The time limit only guards against a hang, and is generous: it counts from the case's start, before it gets one
// of the suite's slots, and fresh clones on a 2-core machine beside six other builds waited more than 10 minutes.
/// Every swift-format run is bounded: one that hangs is stopped at its time limit (here 3 s through
/// `TOOLS_SWIFT_FORMAT_TIMEOUT`) with a located message naming the command and the limit, in `format
/// --check`, the hook, `ci lint` and doctor; one that crashes or prints garbage costs a message, never the run.
@Suite("swift-format runs are bounded: time limit, crashes, garbage", .offThePool, .timeLimit(.minutes(60)))
struct FormatProcessBoundsTests {
    static let configuration = #"{"version": 1, "indentation": {"spaces": 4}}"# + "\n"
    static let source = "func f() {\n    let value = 1\n    _ = value\n}\n"
    /// For the fakes that hang: enough for a loaded machine to start a shell that answers `--version`, far
    /// below the fake's `sleep 300`. The other fakes run with the default limit.
    static let limit = ["TOOLS_SWIFT_FORMAT_TIMEOUT": "3"]

    private func repository(hooks: String? = nil) throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools format bounds")
        try fixture.write("name: App\n" + (hooks.map { "tools:\n  hooks:\n\($0)" } ?? ""), to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.write(Self.configuration, to: ".swift-format")
        try fixture.write(Self.source, to: "Sources/A.swift")
        try fixture.write(Self.source, to: "Sources/B.swift")
        try fixture.git("add", "-A")
        return fixture
    }

    private func run(
        _ arguments: [String], _ fixture: GitFixture, _ fake: FakeSwiftFormat, limited: Bool = false
    ) async -> CommandResult {
        let environment = limited ? fake.environment.merging(Self.limit) { $1 } : fake.environment
        return await InProcessTools.run(arguments, in: fixture.url, environment: environment)
    }

    @Test("a swift-format that never ends: format --check, format, the hook and ci lint stop it and say so")
    func hangingFormatter() async throws {
        let fake = try FakeSwiftFormat(format: "exec sleep 300", lint: "exec sleep 300")
        let fixture = try repository(hooks: "    format: check\n")
        let check = await run(["format", "--check", "--no-cache"], fixture, fake, limited: true)
        #expect(check.status == 2, "\(check.output)\(check.error)")
        #expect(check.error.contains("\(fake.script.path): error: swift-format did not finish within 3 s and was "
            + "stopped: '\(fake.script.path)' lint"), "\(check.error)")
        #expect(check.error.contains("TOOLS_SWIFT_FORMAT_TIMEOUT=SECONDS"), "\(check.error)")

        let format = await run(["format", "--no-cache", "Sources/A.swift"], fixture, fake, limited: true)
        #expect(format.status == 2)
        #expect(format.error.contains("did not finish within 3 s and was stopped: '\(fake.script.path)' format "
            + "--assume-filename"), "\(format.error)")
        #expect(try fixture.read("Sources/A.swift") == Self.source)

        let hook = await run(["hooks", "run", "pre-commit", "--no-cache"], fixture, fake, limited: true)
        #expect(hook.status == 1, "\(hook.output)\(hook.error)")
        #expect((hook.output + hook.error).contains("error: Format Unavailable Violation: swift-format did not "
            + "finish within 3 s"), "\(hook.output)\(hook.error)")
        #expect((hook.output + hook.error).contains("commit blocked"))

        let lane = await run(["ci", "lint", "--skip-mocks", "--reporter", "xcode"], fixture, fake, limited: true)
        #expect(lane.status == 1, "\(lane.output)\(lane.error)")
        #expect((lane.output + lane.error).contains("swift-format did not finish within 3 s"),
                "\(lane.output)\(lane.error)")
    }

    @Test("doctor's probe of a swift-format that never answers ends at the limit, as a warning naming it")
    func hangingVersionProbe() async throws {
        let fake = try FakeSwiftFormat(format: "exit 0", version: "exec sleep 300")
        let fixture = try repository()
        let doctor = await run(["doctor"], fixture, fake, limited: true)
        let line = try #require(doctor.output.split(separator: "\n").first { $0.contains("swift-format") },
                                "\(doctor.output)")
        #expect(line.contains("did not finish within 3 s and was stopped: '\(fake.script.path)' --version"), "\(line)")
    }

    @Test("a swift-format that crashes (SIGSEGV) on every file: one warning per file, the run ends")
    func crashingFormatter() async throws {
        let fake = try FakeSwiftFormat(format: "kill -SEGV $$", lint: "kill -SEGV $$")
        let fixture = try repository()
        let check = await run(["format", "--check", "--no-cache"], fixture, fake)
        for file in ["Sources/A.swift", "Sources/B.swift"] {
            #expect(check.output.contains("\(file): warning: Format Skipped Violation: skipped: swift-format crashed "
                + "(signal 11)"), "\(check.output)\(check.error)")
        }
        let format = await run(["format", "--no-cache", "Sources"], fixture, fake)
        #expect(format.output.contains("Sources/A.swift: warning: Format Skipped Violation: skipped: swift-format "
            + "crashed (signal 11)"), "\(format.output)\(format.error)")
        #expect(try fixture.read("Sources/A.swift") == Self.source)
    }

    @Test("a swift-format that prints garbage: no finding made up, nothing written; a failing one is named")
    func garbagePrintingFormatter() async throws {
        let garbage = #"printf '\001\377garbage: : :\n%s\n' "$(head -c 3000 /dev/zero | tr '\0' '#')"; "#
            + #"printf 'junk:1:x: nonsense\n' >&2"#
        let fake = try FakeSwiftFormat(format: garbage + "; exit 0", lint: garbage + "; exit 0")
        let fixture = try repository()
        let check = await run(["format", "--check", "--no-cache"], fixture, fake)
        #expect(check.status == 0, "\(check.output)\(check.error)")
        let format = await run(["format", "--no-cache", "Sources"], fixture, fake)
        #expect(format.output.contains("Sources/A.swift: warning: Format Skipped Violation: skipped: not written"),
                "\(format.output)\(format.error)")
        #expect(try fixture.read("Sources/A.swift") == Self.source)

        let failing = try FakeSwiftFormat(format: "exit 0", lint: garbage + "; exit 7")
        let failed = await run(["format", "--check", "--no-cache"], fixture, failing)
        #expect(failed.status == 2)
        #expect(failed.error.contains("\(failing.script.path): error: swift-format does not run: exited 7"),
                "\(failed.error)")
    }

    @Test(
        "another process holds the store's lock file: the hook runs without the store and its format check ends",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3 to lock")
    )
    func storeLockHeld() async throws {
        let fake = try FakeSwiftFormat(
            format: "exit 0", lint: #"printf '%s:2:1: warning: [Indentation] replace leading whitespace\n' "$3" >&2"#
        )
        let fixture = try repository(hooks: "    format: check\n")
        let folder = fixture.url.appendingPathComponent(".git/tools")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = ["-c", "import fcntl, sys, time\nf = open(sys.argv[1], 'a')\nfcntl.flock(f, fcntl.LOCK_EX)\n"
            + "print('locked', flush=True)\ntime.sleep(300)", folder.appendingPathComponent(".tools.sqlite.lock").path]
        let said = Pipe()
        holder.standardOutput = said
        try holder.run()
        defer { holder.terminate() }
        _ = said.fileHandleForReading.availableData
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let hook = try await runCommandOffThePool(
            binary.path, ["hooks", "run", "pre-commit"], in: fixture.url,
            environment: fake.environment.merging(["NO_COLOR": "1"]) { $1 }, check: false
        )
        #expect(hook.status == 1, "\(hook.output)\(hook.error)")
        #expect(hook.error.contains("running without the store"), "\(hook.error)")
        #expect((hook.output + hook.error).contains("Sources/A.swift:2:1: error: Indentation Violation"),
                "\(hook.output)\(hook.error)")
    }

    @Test("TOOLS_SWIFT_FORMAT_TIMEOUT that is not a number of seconds is one error, exit 2")
    func invalidLimit() async throws {
        let fake = try FakeSwiftFormat(format: "exit 0")
        let fixture = try repository()
        let result = await InProcessTools.run(
            ["format", "--check", "--no-cache"], in: fixture.url,
            environment: fake.environment.merging(["TOOLS_SWIFT_FORMAT_TIMEOUT": "soon"]) { $1 }
        )
        #expect(result.status == 2)
        #expect(result.error.contains("error: TOOLS_SWIFT_FORMAT_TIMEOUT is not a positive number of seconds: 'soon'"),
                "\(result.error)")
    }
}
