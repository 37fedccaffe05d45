// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// `excluded` honoured when the configuration is reached through a symbolic link and the files through the
/// real folder (macOS's `/var` and `/tmp` are links to `/private/…`; SwiftLint 0.64.1 fixed the same).
@Suite(.offThePool) struct LintSymlinkedRootTests {
    @Test func excludedPathsMatchFilesFoundUnderTheRealFolder() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("only_rules: [trailing_semicolon]\nexcluded: [Generated]\n", to: "real/.swiftlint.yml")
        try folder.write("let a = 1;\n", to: "real/Generated/G.swift")
        try folder.write("let b = 1;\n", to: "real/Sources/S.swift")
        let real = folder.url.appendingPathComponent("real")
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        for arguments in [["--root", link.path], ["--config", link.appendingPathComponent(".swiftlint.yml").path]] {
            let result = await InProcessTools.run(["lint", "--no-cache"] + arguments, in: real)
            #expect(result.output.contains("Sources/S.swift:1:10"), "\(arguments): \(result.output)")
            #expect(!result.output.contains("G.swift"), "\(arguments): \(result.output)")
        }
    }
}
