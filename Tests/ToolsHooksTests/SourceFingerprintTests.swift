// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
import ToolsHooks

@Suite("Tool source fingerprint", .offThePool)
struct SourceFingerprintTests {
    @Test("reports added, removed and changed sources, not rewritten identical ones")
    func changes() throws {
        let package = try TemporaryDirectory()
        try package.write("// manifest\n", to: "Package.swift")
        try package.write("let a = 1\n", to: "Sources/tools/A.swift")
        try package.write("let b = 1\n", to: "Sources/tools/B.swift")
        let fingerprint = SourceFingerprint.capture(packageDirectory: package.url)
        #expect(fingerprint.files.keys.sorted() == ["Package.swift", "Sources/tools/A.swift", "Sources/tools/B.swift"])
        #expect(fingerprint.changedFiles(packageDirectory: package.url).isEmpty)
        // Same bytes, new modification time (a branch switch back and forth).
        let fileA = package.url.appendingPathComponent("Sources/tools/A.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: fileA.path
        )
        #expect(fingerprint.changedFiles(packageDirectory: package.url).isEmpty)
        try package.write("let a = 2\n", to: "Sources/tools/A.swift")
        try package.write("let c = 1\n", to: "Sources/tools/C.swift")
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("Sources/tools/B.swift"))
        #expect(fingerprint.changedFiles(packageDirectory: package.url)
            == ["Sources/tools/A.swift", "Sources/tools/B.swift", "Sources/tools/C.swift"])
    }

    @Test("the install record carries the fingerprint to the status")
    func statusReportsStaleSources() throws {
        let fixture = try GitFixture()
        try fixture.write("// manifest\n", to: "Package.swift")
        try fixture.write("let a = 1\n", to: "Sources/tools/A.swift")
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        try installer.install(binary: URL(fileURLWithPath: "/usr/bin/true"), packageDirectory: fixture.url)
        #expect(installer.status().changedSources.isEmpty)
        try fixture.write("let a = 2\n", to: "Sources/tools/A.swift")
        #expect(installer.status().changedSources == ["Sources/tools/A.swift"])
        #expect(installer.status().describe().contains("1 source file changed"))
    }
}
