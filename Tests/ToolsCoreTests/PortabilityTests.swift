// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsCore

/// The replacements for APIs a Mac does not have at the declared macOS 14 (`String(validating:as:)`), and
/// path comparison across a link (macOS's `/var` → `/private/var`).
@Suite(.offThePool)
struct PortabilityTests {
    @Test(arguments: [
        ([UInt8]("let a = \"é\" // 🚗\n".utf8), true),
        ([], true),
        ([0x61, 0xE9, 0x62], false),            // Latin-1 é
        ([0xF0, 0x9F, 0x98], false),            // a truncated 4-byte sequence (repaired to 3 bytes: same length)
        ([0xC0, 0xAF], false),                  // an overlong encoding
        ([0xED, 0xA0, 0x80], false),            // a surrogate
        ([0x61, 0x62, 0xEF, 0xBF, 0xBD], true),  // U+FFFD itself is valid
    ])
    func strictUTF8AcceptsExactlyValidUTF8(bytes: [UInt8], valid: Bool) {
        #expect(StrictUTF8.isValid(bytes) == valid)
        #expect(StrictUTF8.string(bytes[...]) == (valid ? String(decoding: bytes, as: UTF8.self) : nil))
        // The macOS 14 path, whichever the system takes.
        #expect(StrictUTF8.decodedAndCompared(bytes) == (valid ? String(decoding: bytes, as: UTF8.self) : nil))
        #expect(StrictUTF8.decodedAndCompared(bytes[...]) == StrictUTF8.decodedAndCompared(bytes))
    }

    /// Seeded: random byte strings, checked against the standard library's own transcoder.
    @Test func strictUTF8AgreesWithTheTranscoder() {
        var generator = SeededGenerator(seed: 26)
        print("seed 26")
        for _ in 0..<2000 {
            let count = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator) ? UInt8.random(in: 0x20...0x7E, using: &generator)
                    : UInt8.random(in: 0x80...0xFF, using: &generator)
            }
            // `transcode` answers whether it met an encoding error.
            let failed = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in
            }
            let valid = !failed
            #expect(StrictUTF8.isValid(bytes) == valid, "\(bytes)")
            #expect((StrictUTF8.decodedAndCompared(bytes) != nil) == valid, "\(bytes)")
        }
    }

    /// libgit2 reports real paths; the repository's folders come back spelled as the path it was opened
    /// with, so that they compare with the workspace's.
    @Test func aRepositoryOpenedThroughALinkIsSpelledThroughIt() throws {
        let fixture = try GitFixture(prefix: "tools real")
        try fixture.write("x\n", to: "Sub/file.txt")
        let links = try TemporaryDirectory(prefix: "tools link")
        let linked = links.url.appendingPathComponent("repo")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: fixture.url)

        let repository = try GitRepository(discoveringFrom: linked.appendingPathComponent("Sub"))
        #expect(repository.workingDirectory?.path == linked.path)
        #expect(repository.gitDirectory.path == linked.appendingPathComponent(".git").path)
        #expect(repository.commonDirectory.path == linked.appendingPathComponent(".git").path)
        // Opened by its real path, nothing changes.
        let direct = try GitRepository(discoveringFrom: fixture.url)
        #expect(direct.workingDirectory?.path == RealPath.of(fixture.url.path))
        #expect(RealPath.same(linked.path, fixture.url.path))
        #expect(!RealPath.same(linked.path, links.url.path))
    }

    /// A job run in a folder named through a link sees that name in `pwd` (as after a shell's `cd`), not the
    /// real path (`/private/var/…` on macOS for the `/var/…` the tool was given).
    @Test func aJobsPwdIsTheFolderAsNamed() async throws {
        let real = try TemporaryDirectory(prefix: "tools real")
        let links = try TemporaryDirectory(prefix: "tools link")
        let linked = links.url.appendingPathComponent("job folder")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: real.url)
        let log = links.url.appendingPathComponent("job.log")
        let outcome = try await ProcessRunner.run(ProcessSpec(
            executable: "sh", arguments: ["-c", "pwd"], workingDirectory: linked, logFile: log
        ))
        #expect(outcome.succeeded)
        #expect(try String(contentsOf: log, encoding: .utf8) == linked.path + "\n")
    }

    @Test func respellingKeepsWhatIsNotUnderTheLink() throws {
        let real = try TemporaryDirectory(prefix: "tools real")
        let links = try TemporaryDirectory(prefix: "tools link")
        let linked = links.url.appendingPathComponent("l")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: real.url)
        let realPath = try #require(RealPath.of(real.path))
        #expect(RealPath.respell(realPath + "/a/b/", from: linked.path) == linked.path + "/a/b")
        #expect(RealPath.respell("/elsewhere/x", from: linked.path) == "/elsewhere/x")
        #expect(RealPath.respell(realPath, from: "/no/such/folder") == realPath)
    }
}

/// SplitMix64: a small seeded generator, so that a failing case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
