// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

/// Warm runs tell unchanged files by their stamp (size, times, inode) instead of reading them; these
/// tests use real files in temporary folders.
@Suite(.offThePool) struct FileStampTests {
    private static let configuration = "only_rules: [force_try]\n"
    private static let second: Int64 = 1_000_000_000

    private func job(for url: URL, in directory: TemporaryDirectory) throws -> LintJob {
        let configuration = try LintConfiguration.parse(Self.configuration, directory: directory.url)
        let source = LintSource(displayPath: url.lastPathComponent, url: url)
        return LintJob(source: source, relativePath: url.lastPathComponent, configuration: configuration)
    }

    /// Sets the file's access and modification times to `stamp`'s modification time, to the nanosecond.
    private func restoreModificationTime(of url: URL, to stamp: FileStamp) {
        let time = timespec(tv_sec: Int(stamp.modified / Self.second), tv_nsec: Int(stamp.modified % Self.second))
        let times = [time, time]
        #expect(utimensat(AT_FDCWD, url.path, times, 0) == 0)
    }

    @Test func encodingRoundTripsAndRefusesAnythingElse() throws {
        let stamp = FileStamp(size: 12, modified: 1_764_000_000_123_456_789, changed: 1_764_000_001_000_000_001,
                              inode: 42, device: .max)
        let recorded = StampedHash(stamp: stamp, hash: "0123abcd", recordedAt: 1_764_000_009_000_000_000)
        #expect(StampedHash(encoded: recorded.encoded()) == recorded)
        var keyed = recorded
        keyed.record = StampedHash.RecordKey(key: "5678ef", fingerprint: "9abc")
        #expect(StampedHash(encoded: keyed.encoded()) == keyed)
        #expect(String(decoding: keyed.encoded(), as: UTF8.self).hasSuffix(" 0123abcd 5678ef 9abc"))
        let malformed = [
            "", "1 2 3 4 5 6", "1 2 3 4 5 6 ", "-1 2 3 4 5 6 h", "1 2 x 4 5 6 h", "99999999999999999999 2 3 4 5 6 h",
            "1 2 3 4 5 6 h k", "1 2 3 4 5 6 h k f x", "1 2 3 4 5 6 h  f",
        ]
        for text in malformed {
            #expect(StampedHash(encoded: Data(text.utf8)) == nil, "\(text)")
        }
    }

    /// The racy-timestamp rule: a stamp less than a second older than its recording is not trusted.
    @Test func onlyAStampRecordedASecondAfterTheChangeIsTrusted() {
        let stamp = FileStamp(size: 10, modified: 5 * Self.second, changed: 6 * Self.second + 500, inode: 1, device: 1)
        #expect(StampedHash(stamp: stamp, hash: "h", recordedAt: 7 * Self.second + 500).hash(ifUnchanged: stamp) == "h")
        #expect(StampedHash(stamp: stamp, hash: "h", recordedAt: 7 * Self.second).hash(ifUnchanged: stamp) == nil)
        #expect(StampedHash(stamp: stamp, hash: "h", recordedAt: 6 * Self.second).hash(ifUnchanged: stamp) == nil)
        var grown = stamp
        grown.size += 1
        #expect(StampedHash(stamp: stamp, hash: "h", recordedAt: 9 * Self.second).hash(ifUnchanged: grown) == nil)
        var moved = stamp
        moved.inode += 1
        #expect(StampedHash(stamp: stamp, hash: "h", recordedAt: 9 * Self.second).hash(ifUnchanged: moved) == nil)
    }

    @Test func aFileWithATrustedStampIsNotRead() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("let a = try! f()\n", to: "A.swift")
        let stamp = try #require(FileStamp.of(path: url.path))
        #expect(stamp.size == 17)
        let job = try job(for: url, in: directory)
        // The recorded hash is not the content's: only a job that did not read the file can carry it.
        let recorded = StampedHash(stamp: stamp, hash: "recorded", recordedAt: stamp.latest + 2 * Self.second)
        let loaded = job.load(keyed: true, recorded: recorded)
        #expect(!loaded.isRead)
        let key = LintJob.cacheKey(hash: "recorded", configuration: job.configuration, relativePath: job.relativePath)
        #expect(loaded.cacheKey == key)
        // Recorded without a result key (or with another configuration's): recorded again with this one's.
        let fingerprint = job.configuration.fingerprint
        #expect(loaded.freshStamp?.record == StampedHash.RecordKey(key: key, fingerprint: fingerprint))
        #expect(loaded.freshStamp?.hash == "recorded")
        #expect(loaded.freshStamp?.recordedAt == recorded.recordedAt)
        // Recorded with this configuration's key: that key is used as it is, and nothing is recorded.
        var keyed = recorded
        keyed.record = StampedHash.RecordKey(key: "the recorded key", fingerprint: fingerprint)
        let known = job.load(keyed: true, recorded: keyed)
        #expect(!known.isRead)
        #expect(known.cacheKey == "the recorded key")
        #expect(known.freshStamp == nil)
        // Linting it reads it after all, and keys the result by what was read.
        let outcome = loaded.lint(fix: false)
        #expect(outcome.record.violations.map(\.ruleID) == ["force_try"])
        #expect(outcome.cacheKey == job.load(keyed: true).cacheKey)
    }

    /// A run that reads stamps ahead also reads the results they point at; a run with another
    /// configuration on the same tree gets its own results, and its keys are recorded in the stamps.
    @Test func resultsReadWithTheStampsFollowTheConfiguration() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("let a = try! f()\nlet b = c!\n", to: "Sources/A.swift")
        try directory.write("let d = e!\n", to: "Sources/B.swift")
        // Two racy margins "later" through the injected clock, not a sleep: the stamps are trusted from here on.
        try await FileStamp.$clockShift.withValue(FileStamp.racyMargin * 2) {
            let store = try Store(url: directory.url.appendingPathComponent("cache/tools.sqlite"))
            func run(_ configuration: String) async throws -> LintResult {
                let linter = try Linter(rootDirectory: directory.url, configuration: configuration, store: store)
                linter.prefetchStamps()
                let sources = try linter.sources(for: [directory.url.appendingPathComponent("Sources")])
                return try await linter.lint(sources)
            }
            let tryOnly = "only_rules: [force_try]\n", unwrapOnly = "only_rules: [force_unwrapping]\n"
            #expect(try await run(tryOnly).diagnostics.map(\.ruleID) == ["force_try"])
            let warm = try await run(tryOnly)
            #expect(warm.cachedFileCount == 2)
            #expect(warm.diagnostics.map(\.ruleID) == ["force_try"])
            let other = try await run(unwrapOnly)
            #expect(other.cachedFileCount == 0)
            #expect(other.diagnostics.map(\.ruleID) == ["force_unwrapping", "force_unwrapping"])
            let otherWarm = try await run(unwrapOnly)
            #expect(otherWarm.cachedFileCount == 2)
            #expect(otherWarm.diagnostics == other.diagnostics)
            // Back to the first configuration: its results are still cached, found through a recomputed key.
            let back = try await run(tryOnly)
            #expect(back.cachedFileCount == 2)
            #expect(back.diagnostics.map(\.ruleID) == ["force_try"])
        }
    }

    @Test func aStampRecordedInTheSecondOfTheChangeMeansReadingAgain() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("let a = try! f()\n", to: "A.swift")
        let stamp = try #require(FileStamp.of(path: url.path))
        let job = try job(for: url, in: directory)
        let racy = StampedHash(stamp: stamp, hash: "recorded", recordedAt: stamp.latest + Self.second / 2)
        let loaded = job.load(keyed: true, recorded: racy)
        #expect(loaded.isRead)
        let hash = ContentHash.of(Data("let a = try! f()\n".utf8))
        #expect(loaded.cacheKey == LintJob.cacheKey(
            hash: hash, configuration: job.configuration, relativePath: job.relativePath
        ))
        // Recorded anew, so that a later run can trust it once the change is old enough.
        #expect(loaded.freshStamp?.hash == hash)
        #expect(loaded.freshStamp?.stamp == stamp)
    }

    /// An edit that keeps the size and puts the old modification time back still changes the status
    /// change time, which no one can set: the file is read again.
    @Test func anEditKeepingSizeAndModificationTimeIsSeen() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("let a = try! f()\n", to: "A.swift")
        let before = try #require(FileStamp.of(path: url.path))
        let recorded = StampedHash(stamp: before, hash: "old", recordedAt: before.latest + 2 * Self.second)
        // Past the file system's clock tick, so that the change time can differ.
        Thread.sleep(forTimeInterval: 0.05)
        try directory.write("let b = try! f()\n", to: "A.swift")
        restoreModificationTime(of: url, to: before)
        let after = try #require(FileStamp.of(path: url.path))
        #expect(after.size == before.size)
        #expect(after.modified == before.modified)
        #expect(after.changed != before.changed)
        let loaded = try job(for: url, in: directory).load(keyed: true, recorded: recorded)
        #expect(loaded.isRead)
        #expect(loaded.freshStamp?.hash == ContentHash.of(Data("let b = try! f()\n".utf8)))
    }

    /// The whole flow through the store: files older than a second are recorded once and then known by
    /// their stamps; an edited file is read again, whatever its times say.
    @Test func warmRunsUseStampsFromTheStore() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.configuration, to: ".swiftlint.yml")
        for index in 0..<3 { try directory.write("let v\(index) = try! f()\n", to: "Sources/F\(index).swift") }
        let edited = try directory.write("let a = 1\n", to: "Sources/Edited.swift")
        // Changes older than a second: their stamps are trusted from the next run on.
        // Two racy margins "later" through the injected clock, not a sleep: the stamps are trusted from here on.
        try await FileStamp.$clockShift.withValue(FileStamp.racyMargin * 2) {
            let store = try Store(url: directory.url.appendingPathComponent("cache/tools.sqlite"))
            let linter = try Linter(rootDirectory: directory.url, store: store)
            let sources = try linter.sources(for: [directory.url.appendingPathComponent("Sources")])
            let cold = try await linter.lint(sources)
            #expect(cold.diagnostics.count == 3)
            let paths = sources.map(\.path)
            let recorded = try store.cachedValues(namespace: linter.stampNamespace, keys: paths)
            #expect(recorded.count == 4)
            let warm = try await linter.lint(sources)
            #expect(warm.cachedFileCount == 4)
            #expect(warm.diagnostics == cold.diagnostics)
            // Trusted stamps are not written again.
            #expect(try store.cachedValues(namespace: linter.stampNamespace, keys: paths) == recorded)

            let before = try #require(FileStamp.of(path: edited.path))
            try directory.write("let b = try! g()\n", to: "Sources/Edited.swift")
            #expect(try await linter.lint(sources).diagnostics.count == 4)
            // Same size as the first content, its modification time put back: read and linted all the same.
            try await Task.sleep(for: .milliseconds(50))
            try directory.write("let a = 3\n", to: "Sources/Edited.swift")
            restoreModificationTime(of: edited, to: before)
            let disguised = try await linter.lint(sources)
            #expect(disguised.diagnostics.count == 3)
            #expect(disguised.cachedFileCount == 3)
            // Other stamp, same content as a run before: read, and its results come from the cache.
            try directory.write("let a = 1\n", to: "Sources/Edited.swift")
            let reverted = try await linter.lint(sources)
            #expect(reverted.diagnostics.count == 3)
            #expect(reverted.cachedFileCount == 4)

            // A new run reading the stamps ahead, while it finds the files, as `tools lint` does.
            let next = try Linter(rootDirectory: directory.url, store: store)
            next.prefetchStamps()
            let again = try await next.lint(try next.sources(for: [directory.url.appendingPathComponent("Sources")]))
            #expect(again.diagnostics == reverted.diagnostics)
            #expect(again.cachedFileCount == 4)
            // The three files untouched since the first run were not read: their stamps were not recorded again.
            let untouched = paths.filter { !$0.hasSuffix("Edited.swift") }
            #expect(try store.cachedValues(namespace: next.stampNamespace, keys: untouched) == recorded.filter {
                untouched.contains($0.key)
            })
        }
    }
}
