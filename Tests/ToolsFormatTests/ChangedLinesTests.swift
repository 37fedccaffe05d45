// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsFormat

@Suite("Changed lines", .offThePool)
struct ChangedLinesTests {
    @Test("the lines that differ from HEAD, read with libgit2, as git diff -U0 shows them")
    func changedLinesAgainstHead() throws {
        let fixture = try GitFixture()
        let lines = (1...10).map { "line \($0)" }
        try fixture.write(lines.joined(separator: "\n") + "\n", to: "Dir é/A.swift")
        try fixture.commitAll()
        var edited = lines
        edited[1] = "changed 2"
        edited.insert("inserted", at: 5)
        edited.remove(at: 9)
        let content = Data((edited.joined(separator: "\n") + "\n").utf8)
        let repository = try GitRepository(discoveringFrom: fixture.url)
        let changed = try repository.changedLines(of: "Dir é/A.swift", content: content)
        // Line 2 changed, line 6 inserted, and around the removal of old line 9 (now after line 9).
        #expect(changed == [2...2, 6...6, 9...10])
        #expect(try repository.changedLines(of: "New.swift", content: content) == nil)
        let unchanged = Data((lines.joined(separator: "\n") + "\n").utf8)
        #expect(try repository.changedLines(of: "Dir é/A.swift", content: unchanged) == [])
    }

    @Test("lines become UTF-8 byte ranges with their line breaks, adjacent ones joined")
    func offsets() {
        let content = Data("é\nab\ncd\n\nlast".utf8)
        #expect(ChangedLines.offsets(of: [1...1], in: content) == [0..<3])
        #expect(ChangedLines.offsets(of: [2...2, 3...3], in: content) == [3..<9])
        #expect(ChangedLines.offsets(of: [5...5], in: content) == [10..<14])
        #expect(ChangedLines.offsets(of: [9...9], in: content) == [])
    }

    @Test("the file's last line break stays out of a range that reaches it (swift-format would drop it)")
    func lastLineBreak() {
        let content = Data("a\nbc\n".utf8)
        #expect(ChangedLines.offsets(of: [2...2], in: content) == [2..<4])
        #expect(ChangedLines.offsets(of: [1...2], in: content) == [0..<4])
        #expect(ChangedLines.offsets(of: [1...1], in: Data("\n".utf8)) == [0..<1])
    }
}
