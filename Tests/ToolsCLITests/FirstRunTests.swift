// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// A new user's first day: a repository holding only `name: Shop`.
@Suite("First run in a new repository", .offThePool)
struct FirstRunTests {
    @Test func initIsSafeTwiceAndDryRunWritesNothing() async throws {
        let fixture = try GitFixture()
        try fixture.write("name: Shop\n", to: "project.yml")
        let dry = await InProcessTools.run(["init", "--dry-run", "--no-hook"], in: fixture.url)
        #expect(dry.status == 0)
        #expect(dry.output.contains("keep     project.yml") && dry.output.contains("create   .swiftlint.yml"))
        #expect(!fixture.directory.exists(".swiftlint.yml"))

        let first = await InProcessTools.run(["init", "--no-hook"], in: fixture.url)
        #expect(first.status == 0, "\(first.error)")
        #expect(try fixture.read("project.yml") == "name: Shop\n")
        #expect(try fixture.read(".gitignore").contains(".build/\n"))
        let second = await InProcessTools.run(["init", "--no-hook"], in: fixture.url)
        #expect(second.error.contains("already set up: nothing to do"))
    }

    /// The files `init` writes are this repository's `Templates/Init/` presets, their placeholders filled.
    @Test func initWritesThePresetFiles() async throws {
        let fixture = try GitFixture()
        let result = await InProcessTools.run(["init", "--no-hook"], in: fixture.url)
        #expect(result.status == 0, "\(result.error)")
        let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates/Init")
        let lint = try String(contentsOf: presets.appendingPathComponent("swiftlint.yml"), encoding: .utf8)
        #expect(try fixture.read(".swiftlint.yml") == lint)
        let spec = try String(contentsOf: presets.appendingPathComponent("project.yml"), encoding: .utf8)
        let name = fixture.url.lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        // With no packages on disk: the default folder and iOS 17.
        let filled = spec.replacingOccurrences(of: "{{ name }}", with: name.isEmpty ? "App" : name)
            .replacingOccurrences(of: "{{ featuresPath }}", with: "localPackages")
            .replacingOccurrences(of: "{{ deploymentTargets }}", with: "    iOS: \"17.0\"")
        #expect(try fixture.read("project.yml") == filled)
        // No Swift code to take a style from: no formatter configuration.
        #expect(result.output.contains("skip     .swift-format: no Swift code yet"), "\(result.output)")
        #expect(!fixture.directory.exists(".swift-format"))
    }

    /// With Swift code and no formatter configuration, the `.swift-format` takes the code's indentation and
    /// line length.
    @Test func initMeasuresTheFormatterConfigurationFromTheCode() async throws {
        let fixture = try GitFixture()
        let long = "    let text = \"" + String(repeating: "x", count: 120) + "\"\n"
        try fixture.write("struct A {\n" + long + "    var b = 1\n    var c = 2\n}\n", to: "Sources/A.swift")
        let result = await InProcessTools.run(["init", "--no-hook"], in: fixture.url)
        #expect(result.status == 0, "\(result.error)")
        let format = try fixture.read(".swift-format")
        #expect(format.contains("\"lineLength\": 140,\n") && format.contains("\"tabWidth\": 4,\n"), "\(format)")
        #expect(!format.contains("{{"), "\(format)")
        #expect(try fixture.read(".swiftlint.yml").contains("  warning: 140\n"))
    }

    /// init → create-feature → generate-mocks → lint → a commit through the hook → ci lint, and
    /// `git status` shows only the files the user asked for.
    @Test func theWholeFirstDaySucceeds() async throws {
        let fixture = try GitFixture()
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try fixture.write("name: Shop\n", to: "project.yml")
        try fixture.commitAll("first")

        let initialized = await InProcessTools.run(["init", "--binary", binary.path], in: fixture.url)
        #expect(initialized.status == 0, "\(initialized.error)")
        #expect(fixture.directory.exists(".git/hooks/pre-commit"))
        let created = await InProcessTools.run(["create-feature", "Cart"], in: fixture.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        #expect(created.error.contains("no copyright holder configured"))
        let mocks = await InProcessTools.run(["generate-mocks"], in: fixture.url)
        #expect(mocks.status == 0, "\(mocks.output)\(mocks.error)")
        let lint = await InProcessTools.run(["lint"], in: fixture.url)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")

        let status = try fixture.git("status", "--porcelain", "--untracked-files=all")
        let paths = status.split(separator: "\n").map { String($0.dropFirst(3)) }
        #expect(paths.allSatisfy { [".gitignore", ".swiftlint.yml", ".swift-format", "project.yml"].contains($0)
            || $0.hasPrefix("localPackages/CartFeature/") }, "\(status)")

        try fixture.git("add", "-A")
        let commit = try runCommand("git", ["commit", "-q", "-m", "Cart"], in: fixture.url, check: false)
        #expect(commit.status == 0, "\(commit.output)\(commit.error)")
        // With no holder configured the scaffold writes the project's name, and the hook accepts it.
        #expect(!(commit.output + commit.error).contains("File Header"), "\(commit.output)\(commit.error)")
        let lane = await InProcessTools.run(["ci", "lint"], in: fixture.url)
        #expect(lane.status == 0, "\(lane.output)\(lane.error)")
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all").isEmpty)
    }

    /// create-feature and lint agree: a feature depending on a feature is refused up front unless the lint
    /// configuration allows it, and then the commit's lint passes.
    @Test func aDependencyOnAnotherFeatureIsRefusedUnlessLintAllowsIt() async throws {
        let fixture = try GitFixture()
        try fixture.write("name: Shop\n", to: "project.yml")
        #expect(await InProcessTools.run(["create-feature", "Cart"], in: fixture.url).status == 0)
        // layering is opt-in: the team's configuration turns it on.
        try fixture.write("opt_in_rules: [layering]\n", to: ".swiftlint.yml")
        let refused = await InProcessTools.run(["create-feature", "Checkout", "--dependency", "CartFeature"],
                                               in: fixture.url)
        #expect(refused.status == 2)
        #expect(refused.error.contains("'CartFeature' is a feature package"))
        #expect(!fixture.directory.exists("localPackages/CheckoutFeature"))

        try fixture.write("opt_in_rules: [layering]\nlayering:\n  allow_feature_dependencies: true\n",
                          to: ".swiftlint.yml")
        let allowed = await InProcessTools.run(["create-feature", "Checkout", "--dependency", "CartFeature"],
                                               in: fixture.url)
        #expect(allowed.status == 0, "\(allowed.error)")
        let lint = await InProcessTools.run(["lint"], in: fixture.url)
        #expect(!lint.output.contains("(layering)"), "\(lint.output)")
    }

    @Test func historyFindsAJobByItsNameAndGraphTakesJSON() async throws {
        let fixture = try GitFixture()
        try fixture.write("name: Shop\n", to: "project.yml")
        let store = try Store(url: Store.defaultURL(workspaceRoot: fixture.url))
        try store.record([
            JobRecord(job: "build Core", kind: "package", status: .passed, duration: 2, commit: nil, startedAt: Date()),
            JobRecord(job: "test Core", kind: "package", status: .passed, duration: 3, commit: nil, startedAt: Date()),
            JobRecord(job: "test Other", kind: "package", status: .passed, duration: 1, commit: nil, startedAt: Date()),
        ])
        let byName = await InProcessTools.run(["history", "--job", "Core"], in: fixture.url)
        #expect(byName.output.contains("build Core") && byName.output.contains("test Core"), "\(byName.output)")
        #expect(!byName.output.contains("test Other"))
        let byID = await InProcessTools.run(["history", "--job", "test Core"], in: fixture.url)
        #expect(byID.output.contains("test Core") && !byID.output.contains("build Core"))
        let graph = await InProcessTools.run(["graph", "--json"], in: fixture.url)
        #expect((try? JSONSerialization.jsonObject(with: Data(graph.output.utf8))) != nil, "\(graph.output)")
    }
}
