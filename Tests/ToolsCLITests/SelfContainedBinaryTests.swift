// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// A release binary is one file: copied alone into an empty folder (nothing beside it, no resource bundle),
/// it still has its templates and `tools init`'s presets, and says its version.
@Suite("the binary alone: templates compiled in", .offThePool)
struct SelfContainedBinaryTests {
    @Test func aCopiedBinaryHasItsTemplates() async throws {
        let home = try TemporaryDirectory(prefix: "tools alone")
        let built = try #require(ToolsBinary.url)
        let binary = home.url.appendingPathComponent("bin/tools")
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try FileManager.default.copyItem(at: built, to: binary)
        let workspace = try GitFixture(prefix: "tools alone workspace")
        try workspace.write("name: App\n", to: "project.yml")
        let environment = ["XDG_CACHE_HOME": home.url.appendingPathComponent("cache").path, "NO_COLOR": "1"]

        let version = try await runCommandOffThePool(binary.path, ["--version"], in: workspace.url)
        #expect(version.output.trimmingCharacters(in: .whitespacesAndNewlines) == ToolsCore.version)

        let exported = try await runCommandOffThePool(
            binary.path, ["create-feature", "--export-templates"], in: workspace.url, environment: environment,
            check: false
        )
        #expect(exported.status == 0, "\(exported.output)\(exported.error)")
        #expect(workspace.directory.exists("Templates/Feature/Package/Package.swift.stencil"))

        let initialized = try await runCommandOffThePool(
            binary.path, ["init", "--dry-run"], in: workspace.url, environment: environment, check: false
        )
        #expect(initialized.status == 0, "\(initialized.output)\(initialized.error)")
        // Written once to the user's cache, under the version.
        let cache = home.url.appendingPathComponent("cache/tools/templates")
        let folders = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(folders.count == 1 && folders[0].hasPrefix(ToolsCore.version + "-"), "\(folders)")
    }
}
