// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// `IDETemplateMacros.plist` files that are not what they say: a FIFO (reading it would wait for a writer
/// for ever) and a multi-gigabyte file. Their size and kind are looked up before a byte is read.
@Suite(.offThePool) struct XcodeFileHeaderBoundsTests {
    private static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>FILEHEADER</key><string> Copyright © ___YEAR___ Acme.</string></dict></plist>

        """

    /// `XcodeFileHeader.template(in:projectName:)` on a thread of its own, waited for at most a minute (a
    /// guard against the hang the old reader had; the answer comes at once).
    private func template(in root: URL) -> (finished: Bool, template: String?) {
        let result = Locked<String??>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.withLock { $0 = .some(XcodeFileHeader.template(in: root, projectName: nil)) }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 60) == .success else { return (false, nil) }
        return (true, result.current ?? nil)
    }

    @Test func aFIFOIsNotRead() throws {
        let folder = try TemporaryDirectory()
        #expect(mkfifo(folder.url.appendingPathComponent("IDETemplateMacros.plist").path, 0o644) == 0)
        try folder.write(Self.plist, to: "App.xcodeproj/xcshareddata/IDETemplateMacros.plist")
        let found = template(in: folder.url)
        #expect(found.finished, "reading the FIFO blocked")
        #expect(found.template == "// Copyright © {year} Acme.")
    }

    @Test func aHugeFileIsNotRead() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write(Self.plist, to: "IDETemplateMacros.plist")
        // Sparse: 3 GB that cost no disk.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        #expect(BoundedRead.read(url.path, limit: XcodeFileHeader.maximumBytes) == .tooLarge(size: 3 << 30))
        let found = template(in: folder.url)
        #expect(found.finished)
        #expect(found.template == nil)
        // Within the bound, the same file is read.
        try folder.write(Self.plist, to: "IDETemplateMacros.plist")
        #expect(template(in: folder.url).template == "// Copyright © {year} Acme.")
    }
}
