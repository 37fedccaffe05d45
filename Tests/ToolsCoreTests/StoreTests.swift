// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

@Suite("SQLite store", .offThePool)
struct StoreTests {
    @Test func cachesValuesAcrossOpenings() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent(".build/tools/tools.sqlite")
        do {
            let store = try Store(url: url)
            try store.storeValues(namespace: "lint", ["a": Data("1".utf8), "b": Data("2".utf8)])
        }
        let reopened = try Store(url: url)
        let values = try reopened.cachedValues(namespace: "lint", keys: ["a", "b", "missing"])
        #expect(values == ["a": Data("1".utf8), "b": Data("2".utf8)])
        #expect(try reopened.cachedValues(namespace: "other", keys: ["a"]).isEmpty)
        #expect(try reopened.countValues(namespace: "lint") == 2)
        try reopened.removeValues(namespace: "lint")
        #expect(try reopened.countValues(namespace: "lint") == 0)
    }

    @Test func olderVersionsOfANamespaceAreRetiredOnce() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("tools.sqlite"))
        let one = ["k": Data("1".utf8)]
        let names = [
            "fam.v1", "fam.v2", "fam.v2:/repo", "fam.v3:/repo", "fam.v21", "fam.v2x", "famous.v1", "fam.w1", "other.v1",
            "unversioned",
        ]
        for name in names { try store.storeValues(namespace: name, one) }
        try store.retireOldVersions(of: ["fam.v2", "not a versioned name", "other"])
        let left = names.filter { (try? store.countValues(namespace: $0)) == 1 }
        #expect(left == ["fam.v2", "fam.v2:/repo", "famous.v1", "fam.w1", "other.v1", "unversioned"])

        // Once per set of versions: an entry of an old version written since is left (it costs nothing to
        // keep until the next version), and the marker is read, not the table scanned.
        try store.storeValues(namespace: "fam.v1", one)
        try store.retireOldVersions(of: ["fam.v2"])
        #expect(try store.countValues(namespace: "fam.v1") == 1)
        try store.retireOldVersions(of: ["fam.v3"])
        #expect(try store.countValues(namespace: "fam.v1") == 0)
        #expect(try store.countValues(namespace: "fam.v2") == 0 && store.countValues(namespace: "fam.v2:/repo") == 0)
        #expect(try store.countValues(namespace: "famous.v1") == 1)
    }

    @Test func readsManyKeysInChunks() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("s.sqlite"))
        let values = Dictionary(uniqueKeysWithValues: (0..<1_234).map { ("k\($0)", Data("\($0)".utf8)) })
        try store.storeValues(namespace: "n", values)
        #expect(try store.cachedValues(namespace: "n", keys: Array(values.keys)) == values)
    }

    @Test func readsTheKeysUnderAPrefixInOneRange() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("s.sqlite"))
        let inside = ["/a/b/x.swift": Data("1".utf8), "/a/b/c/y.swift": Data("2".utf8), "/a/b/": Data("3".utf8)]
        // Neighbours on both sides of the range: a sibling folder sharing the name's start, the next byte.
        let outside = ["/a/bc/z.swift": Data("4".utf8), "/a/b0": Data("5".utf8), "/a/a": Data("6".utf8)]
        try store.storeValues(namespace: "n", inside.merging(outside) { $1 })
        try store.storeValues(namespace: "m", ["/a/b/x.swift": Data("7".utf8)])
        #expect(try store.values(namespace: "n", keysStartingWith: "/a/b/") == inside)
        // Without an ASCII last byte to raise (or any prefix), every value of the namespace.
        #expect(try store.values(namespace: "n", keysStartingWith: "").count == 6)
        #expect(try store.values(namespace: "n", keysStartingWith: "/a/é").count == 6)
    }

    @Test func aCorruptFileIsMovedAsideWithOneWarning() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("tools.sqlite")
        try Data(repeating: 0x42, count: 8_192).write(to: url)
        var warnings: [String] = []
        let store = try Store(url: url) { warnings.append($0) }
        try store.storeValues(namespace: "n", ["k": Data("v".utf8)])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("corrupt") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("tools.sqlite.broken-") })
    }

    @Test func damageMetInsideTheFileRebuildsTheStoreAtTheNextOpen() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("tools.sqlite")
        do {
            let store = try Store(url: url)
            let values = Dictionary(uniqueKeysWithValues: (0..<400).map { ("k\($0)", Data(repeating: 7, count: 900)) })
            try store.storeValues(namespace: "n", values)
        }
        // The schema's first page stays whole, so the file opens; the pages of the values do not.
        let handle = try FileHandle(forUpdating: url)
        try handle.seek(toOffset: 4_096 * 3)
        handle.write(Data(repeating: 0x42, count: 4_096 * 40))
        try handle.close()
        var warnings: [String] = []
        let damaged = try Store(url: url) { warnings.append($0) }
        #expect(warnings.isEmpty)
        #expect(throws: CoreError.self) { try damaged.allValues(namespace: "n") }
        let rebuilt = try Store(url: url) { warnings.append($0) }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("damaged") == true)
        #expect(try rebuilt.allValues(namespace: "n").isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("tools.sqlite.broken-") })
        #expect(!names.contains { $0.hasSuffix(".damaged") })
    }

    @Test func aStoreFromANewerToolIsRebuilt() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("tools.sqlite")
        _ = try Store(url: url)
        try runCommand("python3", ["-c", """
            import sqlite3; c = sqlite3.connect(r'''\(url.path)''')
            c.execute("INSERT INTO grdb_migrations VALUES ('v99-from-the-future')"); c.commit()
            """])
        var warnings: [String] = []
        _ = try Store(url: url) { warnings.append($0) }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("newer version") == true)
    }

    @Test func twoProcessesWritingAtOnceBothSucceed() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("tools.sqlite")
        _ = try Store(url: url)
        // Two real processes hammer the same file with write transactions while this one reads.
        let script = """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], timeout=15)
            for i in range(200):
                c.execute(
                    "INSERT OR REPLACE INTO cache_entry VALUES (?, ?, ?, ?)",
                    (sys.argv[2], str(i), b'x', time.time()),
                )
                c.commit()
            """
        let writers = (0..<2).map { index -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, url.path, "writer\(index)"]
            return process
        }
        for writer in writers { try writer.run() }
        let store = try Store(url: url)
        for round in 0..<100 {
            try store.storeValues(namespace: "main", ["\(round)": Data("v".utf8)])
        }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == 0 })
        #expect(try store.countValues(namespace: "writer0") == 200)
        #expect(try store.countValues(namespace: "writer1") == 200)
        #expect(try store.countValues(namespace: "main") == 100)
    }

    /// A lock file another process keeps holding bounds the wait: the error names the lock file, and the
    /// shared opening turns it into one warning and no store.
    @Test func aHeldLockFileEndsTheWaitWithAnErrorNamingIt() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("s.sqlite")
        let lock = folder.url.appendingPathComponent(".s.sqlite.lock")
        let descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        defer { close(descriptor) }
        #expect(throws: CoreError.storeLockHeld(path: lock.path, seconds: 1)) {
            try Store(url: url, lockTimeout: 0.2)
        }
        var warnings: [String] = []
        let shared = Store.shared(workspaceRoot: nil, environment: ["TOOLS_STORE": url.path], optOut: nil) {
            warnings.append($0)
        }
        #expect(shared == nil)
        #expect(warnings.count == 1 && warnings.first?.hasPrefix(lock.path + ": another process has held") == true,
                "\(warnings)")
        #expect(warnings.first?.contains("no-cache") == false)
    }

    @Test func recordsJobHistory() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("s.sqlite"))
        let now = Date()
        try store.record([
            JobRecord(job: "A", kind: "package", status: .passed, duration: 3, commit: "c1", startedAt: now),
            JobRecord(job: "A", kind: "package", status: .passed, duration: 5, commit: "c2", startedAt: now + 1),
            JobRecord(job: "A", kind: "package", status: .passed, duration: 4, commit: "c3", startedAt: now + 2),
            JobRecord(job: "B", kind: "package", status: .failed, duration: 9, commit: "c3", startedAt: now + 3),
        ])
        #expect(try store.jobRecords().first?.job == "B")
        #expect(try store.jobRecords(job: "A").count == 3)
        #expect(try store.typicalDurations() == ["A": 4])
    }

    @Test func theStoreLivesInTheGitDirectoryNeverInTheWorkingTree() throws {
        let repository = try GitFixture()
        let url = Store.defaultURL(workspaceRoot: repository.url, environment: [:])
        let gitDirectory = repository.url.appendingPathComponent(".git").resolvingSymlinksInPath().path
        #expect(url.resolvingSymlinksInPath().path == gitDirectory + "/tools/tools.sqlite")
        // A worktree shares the main repository's store.
        try repository.write("a\n", to: "a.txt")
        try repository.commitAll()
        let other = try TemporaryDirectory()
        let worktree = other.url.appendingPathComponent("worktree")
        try repository.git("worktree", "add", "-q", "-b", "second", worktree.path)
        #expect(Store.defaultURL(workspaceRoot: worktree, environment: [:]).resolvingSymlinksInPath() == url
            .resolvingSymlinksInPath())
        // Opening it leaves `git status` clean.
        _ = try Store(url: url)
        #expect(try repository.git("status", "--porcelain", "--ignored").isEmpty)
    }

    @Test func outsideGitTheStoreIsInTheUserCacheOnePerWorkspace() {
        let one = Store.defaultURL(workspaceRoot: URL(fileURLWithPath: "/nonexistent/a"), environment: [
            "XDG_CACHE_HOME": "/c",
        ])
        let two = Store.defaultURL(workspaceRoot: URL(fileURLWithPath: "/nonexistent/b"), environment: [
            "XDG_CACHE_HOME": "/c",
        ])
        #expect(one.path.hasPrefix("/c/tools/") && one.lastPathComponent == "tools.sqlite")
        #expect(one != two)
        let outside = Store.defaultURL(workspaceRoot: nil, environment: ["XDG_CACHE_HOME": "/c"])
        #expect(outside.path == "/c/tools/tools.sqlite")
        let home = Store.defaultURL(workspaceRoot: nil, environment: ["HOME": "/h"])
        #expect(home.path == "/h/.cache/tools/tools.sqlite")
        let explicit = Store.defaultURL(workspaceRoot: nil, environment: ["TOOLS_STORE": "/x/s.sqlite"])
        #expect(explicit.path == "/x/s.sqlite")
    }

    /// Eight first runs at once, as separate processes (parallel CI steps, two hooks): every one opens the
    /// store. Before the migration lock, one in about a hundred failed with "table already exists".
    @Test func eightConcurrentFirstOpensAllSucceed() async throws {
        for round in 0..<5 {
            let folder = try TemporaryDirectory()
            let url = folder.url.appendingPathComponent("r\(round)/tools.sqlite")
            let opened = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 {
                    group.addTask { (try? Store(url: url, busyTimeout: 30)) != nil }
                }
                return await group.reduce(into: 0) { count, success in count += success ? 1 : 0 }
            }
            #expect(opened == 8)
        }
    }
}
