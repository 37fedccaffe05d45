// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

/// Where the tool's own templates are looked for: beside the executable as started and beside the file a
/// link to it names, in `../share/tools` of both, then beside the bundle holding the code (`swift test` on
/// macOS, where the main bundle is Xcode's `xctest` runner).
@Suite(.offThePool)
struct BundledTemplatesTests {
    @Test func theFoldersInOrder() throws {
        let prefix = try TemporaryDirectory(prefix: "tools prefix")
        let real = try prefix.write("binary", to: "Cellar/tools/1.0/bin/tools")
        try FileManager.default.createDirectory(at: prefix.url.appendingPathComponent("bin"),
                                                withIntermediateDirectories: true)
        let link = prefix.url.appendingPathComponent("bin/tools")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let testBundle = prefix.url.appendingPathComponent("debug/toolsPackageTests.xctest")

        let folders = BundledTemplates.candidateDirectories(executables: [link], codeBundle: testBundle).map(\.path)
        let realBin = try #require(RealPath.of(real.deletingLastPathComponent().path))
        let expected = [
            prefix.url.appendingPathComponent("bin").path, realBin,
            prefix.url.appendingPathComponent("share/tools").path,
            URL(fileURLWithPath: realBin).deletingLastPathComponent().appendingPathComponent("share/tools").path,
            testBundle.path, prefix.url.appendingPathComponent("debug").path,
        ]
        // The main bundle's folder comes first (SwiftPM's own place); then the order above.
        #expect(Array(folders.filter(expected.contains)) == expected, "\(folders)")
        #expect(Set(folders).count == folders.count, "no folder twice")
    }

    /// Under `swift test` the templates are found (beside the test runner on Linux, beside the test bundle
    /// on macOS) and are the module's resource.
    @Test func theTestRunFindsTheBundledTemplates() throws {
        let folder = try #require(TemplateSet.bundledTemplatesFolder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Feature/SubFeature").path))
    }
}
