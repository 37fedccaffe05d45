// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `tools ci lint`'s format step and `tools init`'s `.swift-format`, with the real swift-format and lint.
@Suite(
    "ci lint's format step and init's .swift-format", .offThePool,
    .enabled(if: SwiftFormatStandIn.isAvailable, "needs swift-format")
)
struct CILintFormatTests {
    static let unformatted = "func f( ) {\nlet value = 1\n_ = value\n}\n"

    /// Every kind of line swift-format rewrites (indentation, long declarations, collections, conditions, a
    /// chain of closures, `#if`), in a file lint finds nothing else in. Long lines are joined from parts.
    static let sample = [
        "// Copyright © 2026 Shop. All rights reserved.",
        "",
        "import Foundation",
        "",
        "public struct Reading: Equatable {",
        "  public var celsius: Double",
        "  public var label: String",
        "}",
        "",
        "public protocol ReadingRepo {",
        "  func reading(for vehicleIdentificationNumber: String, unit: String, includeForecast: Bool, "
            + "retries: Int) async throws -> Reading",
        "}",
        "",
        "public final class ReadingLogic {",
        "    private let repository: any ReadingRepo",
        "    private let zones = [\"front\", \"rear\", \"left-seat-heating-zone\", \"right-seat-heating-zone\", "
            + "\"steering-wheel-zone\"]",
        "",
        "    public init(repository: any ReadingRepo) { self.repository = repository }",
        "",
        "    public func describe(_ reading: Reading, verbose: Bool) -> String {",
        "        if reading.celsius > 30 && verbose && reading.label.isEmpty == false && "
            + "zones.contains(reading.label) {",
        "            return \"hot: \\(reading.label)\"",
        "        }",
        "        guard reading.celsius > 0, verbose, zones.isEmpty == false, reading.label.isEmpty == false, "
            + "reading.celsius < 90 else {",
        "            return \"unknown\"",
        "        }",
        "        #if DEBUG",
        "        let prefix = \"debug\"",
        "        #else",
        "        let prefix = \"release\"",
        "        #endif",
        "        return prefix + ( reading.label )",
        "    }",
        "",
        "    public func load(_ identifier: String) async throws -> [Reading] {",
        "        let readings = [try await repository.reading(for: identifier, unit: \"celsius\", "
            + "includeForecast: true, retries: 3)]",
        "        return readings.filter { $0.celsius > -50 }.sorted { first, second in first.celsius < "
            + "second.celsius }.map { Reading(celsius: $0.celsius, label: $0.label.uppercased()) }",
        "    }",
        "}",
        "",
    ].joined(separator: "\n")

    private func workspace(formatConfiguration: Bool, hooks: String = "") throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools ci format")
        try fixture.write("name: Shop\n" + hooks, to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        if formatConfiguration {
            try fixture.write(#"{"version": 1, "indentation": {"spaces": 4}}"# + "\n", to: ".swift-format")
        }
        try fixture.write(Self.unformatted, to: "Sources/App/App.swift")
        try fixture.commitAll()
        return fixture
    }

    @Test("with a .swift-format the lane checks formatting too; --skip-format leaves it out")
    func formatStep() async throws {
        let fixture = try workspace(formatConfiguration: true)
        let lane = await InProcessTools.run(["ci", "lint"], in: fixture.url)
        #expect(lane.status == 1)
        #expect(lane.error.contains("==> format"))
        #expect(lane.output.contains("::error file=Sources/App/App.swift,line=2,col=1::Indentation Violation"),
                "\(lane.output)")
        let skipped = await InProcessTools.run(["ci", "lint", "--skip-format"], in: fixture.url)
        #expect(skipped.status == 0, "\(skipped.output)\(skipped.error)")
        #expect(!skipped.output.contains("Indentation"))
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all").isEmpty)
    }

    @Test("without a .swift-format and no setting the step is skipped with a note; tools.hooks.format asks for it")
    func skippedWithoutConfiguration() async throws {
        let plain = try workspace(formatConfiguration: false)
        let lane = await InProcessTools.run(["ci", "lint"], in: plain.url)
        #expect(lane.status == 0, "\(lane.output)\(lane.error)")
        #expect(lane.error.contains("format: skipped (no .swift-format file"))
        let asked = try workspace(formatConfiguration: false, hooks: "tools:\n  hooks:\n    format: check\n")
        let checked = await InProcessTools.run(["ci", "lint"], in: asked.url)
        #expect(checked.status == 1)
        #expect(checked.output.contains("Indentation Violation"))
        let off = try workspace(formatConfiguration: true, hooks: "tools:\n  hooks:\n    format: off\n")
        let quiet = await InProcessTools.run(["ci", "lint"], in: off.url)
        #expect(quiet.status == 0)
        #expect(quiet.error.contains("format: skipped (tools.hooks.format: off)"))
    }

    @Test("a missing swift-format: a warning in the lane, an error when tools.hooks.format asks for formatting")
    func missingFormatter() async throws {
        let nowhere = ["PATH": "/usr/bin:/bin", "TOOLS_SWIFT_FORMAT": ""]
        let plain = try workspace(formatConfiguration: true)
        let warned = await InProcessTools.run(["ci", "lint"], in: plain.url, environment: nowhere)
        #expect(warned.status == 0, "\(warned.output)\(warned.error)")
        #expect(warned.output.contains("::warning ::Format Unavailable Violation: swift-format not found"),
                "\(warned.output)")
        let asked = try workspace(formatConfiguration: true, hooks: "tools:\n  hooks:\n    format: check\n")
        let failed = await InProcessTools.run(["ci", "lint"], in: asked.url, environment: nowhere)
        #expect(failed.status == 1)
        #expect(failed.output.contains("::error ::Format Unavailable Violation"), "\(failed.output)")
    }

    /// Code already in the repository, indented by 4.
    static let existingCode = """
        enum Start {
            static func run() {
                if true {
                    print("start")
                }
            }
        }

        """

    @Test("init's .swift-format agrees with the team's .swiftlint.yml: a file it formats lints clean")
    func presetsAgree() async throws {
        let fixture = try GitFixture(prefix: "tools init format")
        // init measures the style of the code there: 4-space indents, short lines.
        try fixture.write(Self.existingCode, to: "Sources/App/Start.swift")
        let initialized = await InProcessTools.run(["init", "--no-hook"], in: fixture.url)
        #expect(initialized.status == 0, "\(initialized.error)")
        #expect(initialized.output.contains("create   .swift-format"))
        try fixture.write("name: Shop\nattributes:\n  ORGANIZATIONNAME: Shop\n", to: "project.yml")
        let source = Self.sample
        try fixture.write(source, to: "Sources/App/Reading.swift")
        let before = await InProcessTools.run(["lint"], in: fixture.url)
        #expect(before.output.contains("line_length"), "the sample must need formatting: \(before.output)")
        let formatted = await InProcessTools.run(["format"], in: fixture.url)
        #expect(formatted.status == 0, "\(formatted.output)\(formatted.error)")
        #expect(try fixture.read("Sources/App/Reading.swift") != source)
        let after = await InProcessTools.run(["lint"], in: fixture.url)
        #expect(after.status == 0)
        #expect(after.output.isEmpty, "\(after.output)")
        #expect(await InProcessTools.run(["format", "--check"], in: fixture.url).status == 0)
    }

    @Test("init's .swift-format takes the line length and indentation of a .swiftlint.yml in place")
    func presetFollowsExistingLintConfiguration() async throws {
        let fixture = try GitFixture(prefix: "tools init format")
        try fixture.write("line_length: 100\nindentation_width:\n  indentation_width: 2\n", to: ".swiftlint.yml")
        try fixture.write(Self.existingCode, to: "Sources/App/Start.swift")
        #expect(await InProcessTools.run(["init", "--no-hook"], in: fixture.url).status == 0)
        let preset = try fixture.read(".swift-format")
        #expect(preset.contains("\"lineLength\": 100,") && preset.contains("\"indentation\": { \"spaces\": 2 },"))
        let other = try GitFixture(prefix: "tools init format")
        let declined = await InProcessTools.run(["init", "--no-hook", "--no-format"], in: other.url)
        #expect(declined.status == 0)
        #expect(!other.directory.exists(".swift-format"))
    }
}
