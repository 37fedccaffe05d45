// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsMocks

/// The mock generator knows unchanged files by their `FileStamp`, as lint does: real files, a real store.
@Suite(.offThePool)
struct FileStampProbeTests {
    private let protocolText = "// sourcery: AutoMockable\nprotocol A { func f() }\n"

    private func probe(_ url: URL, store: Store) throws -> Int {
        let writes = BackgroundWrites(store: store)
        let files = RunFiles([url], displayRoot: url.deletingLastPathComponent())
        let probed = try ModelLoader(store: store, writes: writes).probe(files)
        try writes.wait()
        return probed.readCount
    }

    @Test func aFileIsReadOnlyUntilItsStampIsTrustedAndAgainWhenItChanges() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write(protocolText, to: "A.swift")
        let store = try Store(url: folder.url.appendingPathComponent("store.sqlite"))
        // Changed within the racy margin: read, and its stamp not recorded, so read again. The clock is put an
        // hour back rather than trusting the two runs to follow the write within a second (on a loaded
        // machine they did not, and the second run knew the file).
        let racyRuns = try FileStamp.$clockShift.withValue(-3_600 * FileStamp.racyMargin) {
            [try probe(url, store: store), try probe(url, store: store)]
        }
        #expect(racyRuns == [1, 1])
        // Once older than the racy margin: recorded, then known without reading.
        // Two racy margins "later" through the injected clock, not a sleep: the stamps are trusted from here on.
        try FileStamp.$clockShift.withValue(FileStamp.racyMargin * 2) {
            #expect(try probe(url, store: store) == 1)
            #expect(try probe(url, store: store) == 0)
            let before = try #require(FileStamp.of(path: url.path))

            // Same size, modification time put back: the status change time differs, so it is read.
            try folder.write(protocolText.replacingOccurrences(of: "f()", with: "g()"), to: "A.swift")
            let time = timespec(
                tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)
            )
            #expect(utimensat(AT_FDCWD, url.path, [time, time], 0) == 0)
            let after = try #require(FileStamp.of(path: url.path))
            #expect(after.size == before.size && after.modified == before.modified)
            #expect(try probe(url, store: store) == 1)
        }
    }
}

extension ModelLoader.Probed {
    /// Files read in this run: those whose stamps did not tell them unchanged.
    var readCount: Int {
        found.count { probe in
            if case .known = probe { false } else { true }
        }
    }
}
