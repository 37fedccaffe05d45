// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// The one stamp-keyed file cache lint and the mock generator keep their file facts in: a real store.
@Suite(.offThePool)
struct StampedFileCacheTests {
    private static let second: Int64 = 1_000_000_000

    @Test func entriesRoundTripAndAnythingElseIsRefused() throws {
        let stamp = FileStamp(size: 12, modified: 1_764_000_000_123_456_789, changed: 1_764_000_001_000_000_001,
                              inode: 42, device: .max)
        let entry = StampedFileCache.Entry(stamp: stamp, recordedAt: 1_764_000_009_000_000_000, fields: ["a", "b"])
        #expect(StampedFileCache.Entry(encoded: entry.encoded()) == entry)
        #expect(String(decoding: entry.encoded(), as: UTF8.self)
            == "12 1764000000123456789 1764000001000000001 1764000009000000000 42 18446744073709551615 a b")
        // A last field may keep its spaces (a path) when the cache says how many fields there are.
        let spaced = StampedFileCache.Entry(stamp: stamp, recordedAt: 1, fields: ["k", "hash Some Folder/A.swift"])
        #expect(StampedFileCache.Entry(encoded: spaced.encoded(), maxFields: 2) == spaced)
        #expect(StampedFileCache.Entry(encoded: spaced.encoded())?.fields == ["k", "hash", "Some", "Folder/A.swift"])
        for text in ["", "1 2 3 4 5 6", "1 2 3 4 5 6 ", "-1 2 3 4 5 6 h", "1 2 x 4 5 6 h", "1 2 3 4 5 6 h  f",
                     "99999999999999999999 2 3 4 5 6 h", "9223372036854775808 2 3 4 5 6 h"] {
            #expect(StampedFileCache.Entry(encoded: Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func anEntryStandsForItsFileOnlyWithTheSameStampRecordedPastTheRacyMargin() {
        let stamp = FileStamp(size: 10, modified: 5 * Self.second, changed: 6 * Self.second + 500, inode: 1, device: 1)
        func entry(recordedAt: Int64) -> StampedFileCache.Entry {
            StampedFileCache.Entry(stamp: stamp, recordedAt: recordedAt, fields: ["h"])
        }
        #expect(entry(recordedAt: 7 * Self.second + 500).stands(for: stamp))
        #expect(!entry(recordedAt: 7 * Self.second).stands(for: stamp))
        var moved = stamp
        moved.inode = 2
        #expect(!entry(recordedAt: 9 * Self.second).stands(for: moved))
        var changed = stamp
        changed.changed += 1
        #expect(!entry(recordedAt: 9 * Self.second).stands(for: changed))
    }

    @Test func aStoreKeepsEntriesByPathAndReadsThemByFolderOrPath() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("store.sqlite"))
        let cache = StampedFileCache(store: store, namespace: "test.stamps.v1", maxFields: 2)
        let stamp = FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5)
        let entries = [
            "/w/Sources/A.swift": StampedFileCache.Entry(stamp: stamp, recordedAt: 9, fields: ["d", "key of A"]),
            "/w/Sources/B.swift": StampedFileCache.Entry(stamp: stamp, recordedAt: 9, fields: ["d"]),
            "/w/Tests/C.swift": StampedFileCache.Entry(stamp: stamp, recordedAt: 9, fields: ["d", "c"]),
        ]
        try cache.record(entries)
        #expect(try cache.entries { $0 } == entries)
        let sources = try cache.entries(under: "/w/Sources/") { $0 }
        #expect(Set(sources.keys) == ["/w/Sources/A.swift", "/w/Sources/B.swift"])
        let lastFields = try cache.entries(of: ["/w/Tests/C.swift", "/w/D.swift"]) { $0.fields.last }
        #expect(lastFields == ["/w/Tests/C.swift": "c"])
        // What a reader refuses (nil) is left out, as is what does not decode.
        try store.storeValues(namespace: "test.stamps.v1", ["/w/Sources/Bad.swift": Data("1 2 x".utf8)])
        #expect(try cache.entries { $0.fields.count == 2 ? $0 : nil }.count == 2)
    }

    @Test func aFileStampIsTheFilesStat() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write("let a = 1\n", to: "A.swift")
        let stamp = try #require(FileStamp.of(path: url.path))
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(stamp.size == 10)
        #expect(stamp.inode == (attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
        #expect(FileStamp.of(path: folder.url.appendingPathComponent("missing").path) == nil)
    }
}
