// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

/// The version has one home, `ToolsCore.version`: the release script reads it there, and CHANGELOG.md's top
/// entry and the plugin package's binary pin must name the same version.
@Suite(.offThePool)
struct ReleaseVersionTests {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test func theVersionIsSemantic() {
        let pattern = #/^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?$/#
        #expect(ToolsCore.version.wholeMatch(of: pattern) != nil, "\(ToolsCore.version)")
    }

    @Test func theChangelogsTopEntryIsThisVersion() throws {
        let changelog = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8
        )
        let firstEntry = changelog.split(separator: "\n").first { $0.hasPrefix("## [") }
        #expect(firstEntry == "## [\(ToolsCore.version)]")
    }

    @Test func theReleaseScriptReadsThisVersion() throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tools/release").path
        let result = try runCommand(script, ["--version"], in: Self.repositoryRoot)
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == ToolsCore.version)
    }

    @Test func theHomebrewFormulaIsThisVersion() throws {
        let formula = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("Formula/tools.rb"), encoding: .utf8
        )
        #expect(formula.contains("\n  version \"\(ToolsCore.version)\"\n"))
        #expect(formula.contains("/download/\(ToolsCore.version)/tools-\(ToolsCore.version).artifactbundle.zip\""))
    }

    @Test func thePluginPackagePinsThisVersion() throws {
        let manifest = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("Plugins/Package.swift"), encoding: .utf8
        )
        let pinLine = #"binaryTarget(name: "ToolsBinary""#
        let pin = try #require(manifest.split(separator: "\n").first { $0.contains(pinLine) })
        #expect(pin.contains("/download/\(ToolsCore.version)/tools-\(ToolsCore.version).artifactbundle.zip"), "\(pin)")
    }
}
