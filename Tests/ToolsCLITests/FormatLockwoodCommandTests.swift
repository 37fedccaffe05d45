// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `tools format` with SwiftFormat (nicklockwood) through the CLI, in-process, in real git repositories, run
/// against `LockwoodSwiftFormatStandIn` (a script that behaves like SwiftFormat's command line for what these
/// tests need: CI has no SwiftFormat). `LockwoodSwiftFormatRealTests` runs the real one when there is one.
@Suite("tools format with SwiftFormat (stand-in)", .offThePool)
struct FormatLockwoodCommandTests {
    /// 2-space indents where the stand-in wants 4: lines 2 and 3.
    static let unformatted = "struct A {\n  let value = 1\n  let other = 2\n}\n"
    static let formatted = "struct A {\n    let value = 1\n    let other = 2\n}\n"

    private func repository(configuration: String = "--indent 4\n") throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools format swiftformat")
        try fixture.write(configuration, to: ".swiftformat")
        return fixture
    }

    private func tools(
        _ arguments: [String], in fixture: GitFixture, environment: [String: String]
    ) async -> CommandResult {
        await InProcessTools.run(arguments, in: fixture.url, environment: environment)
    }

    @Test("a .swiftformat: --check runs swiftformat --lint on standard input (--stdinpath) and reports its findings")
    func checkReportsFindings() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "Sources/My Dir/A é.swift")
        try fixture.write(Self.formatted, to: "Sources/B.swift")
        let result = await tools(["format", "--check"], in: fixture, environment: standIn.environment)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.output.contains(
            "Sources/My Dir/A é.swift:2:1: error: indent Violation: Indent code in accordance with the scope level. (indent)"
        ), "\(result.output)")
        #expect(result.output.contains("Sources/My Dir/A é.swift:3:1: error: indent Violation"))
        #expect(!result.output.contains("B.swift"))
        #expect(result.error.contains("Found 2 findings in 1 of 2 files; 1 file would change."), "\(result.error)")
        #expect(try fixture.read("Sources/My Dir/A é.swift") == Self.unformatted)
        // The absolute path, so that SwiftFormat finds the file's .swiftformat files and excludes.
        #expect(standIn.fileCalls.contains {
            $0.hasPrefix("stdin --stdinpath /") && $0.hasSuffix("/Sources/My Dir/A é.swift --cache ignore --lint")
        }, "\(standIn.fileCalls)")
        #expect(standIn.fileCalls.allSatisfy { $0.contains("--cache ignore") })
        // Cached by blob id: a second run starts no swiftformat for the files.
        let calls = standIn.fileCalls.count
        #expect(await tools(["format", "--check"], in: fixture, environment: standIn.environment).status == 1)
        #expect(standIn.fileCalls.count == calls)
    }

    @Test("formatting writes what swiftformat prints, then --check passes")
    func formatThenCheck() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        let result = await tools(["format"], in: fixture, environment: standIn.environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("formatted A.swift"), "\(result.error)")
        #expect(try fixture.read("A.swift") == Self.formatted)
        #expect(await tools(["format", "--check"], in: fixture, environment: standIn.environment).status == 0)
    }

    @Test("--lines changed formats only the changed lines, one --linerange run each, the last first")
    func changedLines() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository()
        let old = "struct A {\n  let a = 1\n  let b = 2\n  let c = 3\n  let d = 4\n}\n"
        try fixture.write(old, to: "A.swift")
        try fixture.commitAll()
        let edited = "struct A {\n  let a = 10\n  let b = 2\n  let c = 3\n  let d = 40\n}\n"
        try fixture.write(edited, to: "A.swift")
        let result = await tools(["format", "--lines", "changed"], in: fixture, environment: standIn.environment)
        #expect(result.status == 0, "\(result.error)")
        let expected = "struct A {\n    let a = 10\n  let b = 2\n  let c = 3\n    let d = 40\n}\n"
        #expect(try fixture.read("A.swift") == expected)
        let ranges = standIn.fileCalls.compactMap { call in
            call.range(of: "--linerange ").map { String(call[$0.upperBound...].prefix { $0 != " " }) }
        }
        #expect(ranges == ["5,5", "2,2"], "\(standIn.fileCalls)")
        let check = await tools(
            ["format", "--check", "--lines", "changed"], in: fixture, environment: standIn.environment
        )
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("both .swift-format and .swiftformat: swift-format, unless tools.format chooses swiftformat")
    func bothConfigurations() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let swiftFormat = try FakeSwiftFormat(format: "cat", lint: "exit 0")
        let environment = standIn.environment.merging(swiftFormat.environment) { $1 }
        let fixture = try repository()
        try fixture.write(#"{"version": 1}"# + "\n", to: ".swift-format")
        try fixture.write(Self.unformatted, to: "A.swift")
        let defaulted = await tools(["format", "--check"], in: fixture, environment: environment)
        #expect(defaulted.status == 0, "\(defaulted.output)")
        #expect(standIn.fileCalls.isEmpty)
        try fixture.write("name: App\ntools:\n  format: swiftformat\n", to: "project.yml")
        let chosen = await tools(["format", "--check"], in: fixture, environment: environment)
        #expect(chosen.status == 1, "\(chosen.output)\(chosen.error)")
        #expect(chosen.output.contains("A.swift:2:1: error: indent Violation"))
        try fixture.write("name: App\ntools:\n  format: clang-format\n", to: "project.yml")
        let wrong = await tools(["format", "--check"], in: fixture, environment: environment)
        #expect(wrong.status == 2)
        #expect(wrong.error.contains("project.yml:3:11"), "\(wrong.error)")
        #expect(wrong.error.contains("expected swift-format or swiftformat, found 'clang-format'"), "\(wrong.error)")
    }

    @Test("a missing SwiftFormat is one located error saying how to get it (exit 2)")
    func missingBinary() async throws {
        let home = try TemporaryDirectory(prefix: "tools swiftformat home")
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        let result = await tools(["format", "--check"], in: fixture, environment: [
            "PATH": "/usr/bin:/bin", "TOOLS_SWIFTFORMAT": "", "HOME": home.url.path, "MINT_LINK_PATH": "",
        ])
        #expect(result.status == 2)
        #expect(result.error.contains(".swiftformat: error: SwiftFormat not found: no 'swiftformat' on PATH"),
                "\(result.error)")
        #expect(result.error.contains("brew install swiftformat"), "\(result.error)")
        #expect(try fixture.read("A.swift") == Self.unformatted)
    }

    @Test("found in Mint's ~/.mint/bin and as a product of the Tools/ package")
    func foundWhereTeamsInstallIt() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let script = try Data(contentsOf: standIn.script)
        let home = try TemporaryDirectory(prefix: "tools swiftformat home")
        let mint = try TemporaryDirectory(prefix: "tools swiftformat repository")
        for (folder, place) in [(home.url, ".mint/bin"), (mint.url, "Tools/.build/release")] {
            let fixture = try GitFixture(prefix: "tools format swiftformat place")
            try fixture.write("--indent 4\n", to: ".swiftformat")
            try fixture.write(Self.unformatted, to: "A.swift")
            let binary = (folder == home.url ? home.url : fixture.url).appendingPathComponent(place + "/swiftformat")
            try FileManager.default.createDirectory(
                at: binary.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try script.write(to: binary)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
            let result = await tools(["format", "--check"], in: fixture, environment: [
                "PATH": "/usr/bin:/bin", "TOOLS_SWIFTFORMAT": "", "HOME": home.url.path, "MINT_LINK_PATH": "",
            ])
            #expect(result.status == 1, "\(place): \(result.error)")
            #expect(result.output.contains("A.swift:2:1: error: indent Violation"), "\(place): \(result.output)")
            if folder == home.url { try FileManager.default.removeItem(at: binary) }
        }
    }

    @Test("a file swiftformat cannot parse is one warning, a crash one warning naming the file; the others are checked")
    func problemsPerFile() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository()
        try fixture.write("let a = 1\nPARSE_ERROR\n", to: "Broken.swift")
        try fixture.write(Self.formatted, to: "Crash.swift")
        try fixture.write(Self.unformatted, to: "A.swift")
        let result = await tools(["format", "--check"], in: fixture, environment: standIn.environment)
        #expect(result.status == 1)
        #expect(result.output.contains(
            "Broken.swift:2:3: warning: Format Unparsable Violation: skipped: SwiftFormat cannot parse this file "
                + "(Unexpected token PARSE_ERROR at 2:3.)"
        ), "\(result.output)")
        #expect(result.output.contains("Crash.swift: warning: Format Skipped Violation: skipped: SwiftFormat crashed"),
                "\(result.output)")
        #expect(result.output.contains("A.swift:2:1: error: indent Violation"))
        // Formatting writes neither: what swiftformat printed for them is not taken.
        let formatted = await tools(["format"], in: fixture, environment: standIn.environment)
        #expect(try fixture.read("Broken.swift") == "let a = 1\nPARSE_ERROR\n")
        #expect(try fixture.read("A.swift") == Self.formatted, "\(formatted.error)")
    }

    @Test("tools doctor names the SwiftFormat a .swiftformat repository uses, or says how to get it")
    func doctor() async throws {
        let standIn = try LockwoodSwiftFormatStandIn()
        let fixture = try repository()
        try fixture.write("name: App\n", to: "project.yml")
        let found = await tools(["doctor"], in: fixture, environment: standIn.environment)
        let shown = found.output + found.error
        #expect(shown.contains("SwiftFormat") && shown.contains("0.0.1 (\(standIn.script.path))"), "\(shown)")
        let home = try TemporaryDirectory(prefix: "tools swiftformat home")
        let missing = await tools(["doctor"], in: fixture, environment: [
            "PATH": "/usr/bin:/bin", "TOOLS_SWIFTFORMAT": "", "HOME": home.url.path, "MINT_LINK_PATH": "",
        ])
        #expect((missing.output + missing.error).contains("SwiftFormat not found"), "\(missing.output)")
    }

    @Test("a swiftformat that never ends is stopped at the time limit and named; nothing is written")
    func hangingBinaryIsStopped() async throws {
        let fake = try TemporaryDirectory(prefix: "tools swiftformat hangs")
        let script = fake.url.appendingPathComponent("swiftformat")
        let text = "#!/bin/sh\nfor a in \"$@\"; do [ \"$a\" = --version ] && { echo 0.0.3; exit 0; }; done\n"
            + "exec sleep 300\n"
        try Data(text.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        // 3 s: far above a shell script's --version, far below the fake's sleep.
        let environment = ["TOOLS_SWIFTFORMAT": script.path, "TOOLS_SWIFT_FORMAT_TIMEOUT": "3"]
        for arguments in [["format", "--check"], ["format"]] {
            let result = await tools(arguments, in: fixture, environment: environment)
            #expect(result.status == 2, "\(arguments): \(result.error)")
            #expect(result.error.contains("error: SwiftFormat did not finish within 3 s and was stopped: "),
                    "\(result.error)")
            #expect(result.error.contains("TOOLS_SWIFT_FORMAT_TIMEOUT=SECONDS"), "\(result.error)")
        }
        #expect(try fixture.read("A.swift") == Self.unformatted)
    }

    @Test("a swiftformat that prints nothing for a file is refused: the file is left as it was")
    func emptyOutputRefused() async throws {
        let fake = try TemporaryDirectory(prefix: "tools swiftformat empty")
        let script = fake.url.appendingPathComponent("swiftformat")
        let text = "#!/bin/sh\nfor a in \"$@\"; do [ \"$a\" = --version ] && { echo 0.0.2; exit 0; }; done\n"
            + "cat > /dev/null\nexit 0\n"
        try Data(text.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let fixture = try repository()
        try fixture.write(Self.unformatted, to: "A.swift")
        let result = await tools(["format"], in: fixture, environment: ["TOOLS_SWIFTFORMAT": script.path])
        #expect(result.output.contains("skipped: not written: SwiftFormat printed nothing for a file of"),
                "\(result.output)\(result.error)")
        #expect(try fixture.read("A.swift") == Self.unformatted)
    }
}
