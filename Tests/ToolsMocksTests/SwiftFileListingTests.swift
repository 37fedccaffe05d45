// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsMocks

/// The sources the mock generator scans: Swift files only, no hidden entries, no build products, no
/// linked folders (a link cycle must not loop), linked files included.
@Suite(.offThePool)
struct SwiftFileListingTests {
    @Test func listsTheSwiftFilesOfATreeInPathOrder() throws {
        let folder = try TemporaryDirectory()
        for path in [
            "B.swift", "a/A.swift", "a/notes.md", ".hidden/H.swift", "a/.Hidden.swift",
            "Packages/P.swift", "x/DerivedData/D.swift", "x/y/Deep.swift",
        ] {
            _ = try folder.write("// \(path)\n", to: path)
        }
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("x/loop").path, withDestinationPath: folder.url.path)
        try manager.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Linked.swift").path,
            withDestinationPath: folder.url.appendingPathComponent("B.swift").path)
        let root = folder.url.standardizedFileURL.path + "/"
        let files = MockPlanner.swiftFiles(under: folder.url).map { String($0.path.dropFirst(root.count)) }
        #expect(files == ["B.swift", "Linked.swift", "a/A.swift", "x/y/Deep.swift"])
    }
}
