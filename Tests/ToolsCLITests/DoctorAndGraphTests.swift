// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

@Suite("tools doctor, tools graph and exit codes, in-process", .offThePool)
struct DoctorAndGraphTests {
    static func workspace(cycle: Bool = false) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n", to: "project.yml")
        let manifest = { (name: String, dependency: String?) in
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "\(name)",
                dependencies: [\(dependency.map { ".package(path: \"../\($0)\")" } ?? "")],
                targets: [.target(name: "\(name)")]
            )
            """
        }
        try folder.write(
            manifest("ClimateFeature", "ProfileFeature"),
            to: "localPackages/ClimateFeature/Package.swift"
        )
        try folder.write(
            manifest("ProfileFeature", cycle ? "ClimateFeature" : nil),
            to: "localPackages/ProfileFeature/Package.swift"
        )
        return folder
    }

    @Test func doctorReportsRealLibraryVersionsAndTheWorkspace() async throws {
        let folder = try Self.workspace()
        let result = await InProcessTools.run(["doctor"], in: folder.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("libgit2"))
        #expect(result.output.range(of: #"SQLite\s+3\.\d+\.\d+"#, options: .regularExpression) != nil)
        #expect(result.output.range(of: #"Swift\s+.*Swift version \d"#, options: .regularExpression) != nil)
        #expect(result.output.contains("2 local packages, no cycle"))
        #expect(result.output.contains("ClimateFeature -> ProfileFeature"))
        #expect(result.output.contains("xcodebuild"))
        // No templates of its own: create-feature would use the tool's.
        #expect(result.output.contains("templates"))
        #expect(result.output.contains("the tool's own (13 files;"), "\(result.output)")

        let exported = await InProcessTools.run(["create-feature", "--export-templates"], in: folder.url)
        #expect(exported.status == 0, "\(exported.output)\(exported.error)")
        let after = await InProcessTools.run(["doctor"], in: folder.url)
        #expect(after.output.range(of: #"templates\s+Templates/Feature \(13 files\)"#, options: .regularExpression)
            != nil, "\(after.output)")
    }

    /// A `--root` that names no folder is a usage error for every command, never a run on the current folder.
    @Test(arguments: [["lint"], ["doctor"], ["build", "--plan"], ["generate-mocks"], ["create-feature", "X"]])
    func missingRootIsRefused(_ command: [String]) async throws {
        let folder = try Self.workspace()
        let result = await InProcessTools.run(command + ["--root", "no/such/folder"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("--root no/such/folder: no folder at"), "\(result.error)")
        #expect(!folder.exists("localPackages/XFeature"))
    }

    /// A project.yml that does not load stops lint as it stops every command (the header would drop silently).
    @Test func lintRejectsAProjectSpecThatDoesNotLoad() async throws {
        let folder = try Self.workspace()
        try folder.write("name: App\ntargets: [\n", to: "project.yml")
        let result = await InProcessTools.run(["lint"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("project.yml:3:1: error: invalid YAML"), "\(result.error)")
    }

    /// `--quiet` keeps the problems only; `--verbose` adds where the tool keeps its state.
    @Test func doctorVerbosityChangesWhatIsShown() async throws {
        let folder = try Self.workspace()
        let quiet = await InProcessTools.run(["doctor", "--quiet"], in: folder.url)
        #expect(quiet.status == 0)
        #expect(quiet.output.isEmpty, "\(quiet.output)")
        let verbose = await InProcessTools.run(["doctor", "--verbose"], in: folder.url)
        #expect(verbose.output.contains("store"), "\(verbose.output)")
        #expect(verbose.output.contains("tools.sqlite"))
        let normal = await InProcessTools.run(["doctor"], in: folder.url)
        #expect(!normal.output.contains("tools.sqlite"))

        try folder.write("only_rules: [force_try\n", to: ".swiftlint.yml")
        let failing = await InProcessTools.run(["doctor", "-q"], in: folder.url)
        #expect(failing.status == 2)
        let lines = failing.output.split(separator: "\n")
        #expect(lines.count == 1, "\(failing.output)")
        #expect(lines.first?.hasPrefix("FAIL .swiftlint.yml") == true)
    }

    /// doctor validates each configuration as the command that reads it does: what `tools lint` or
    /// `tools generate-mocks` would reject fails here too.
    @Test func doctorRejectsWhatTheCommandsReject() async throws {
        let folder = try Self.workspace()
        try folder.write("only_rules: [force_try\n", to: ".swiftlint.yml")
        try folder.write("name: App\ntools:\n  mocks:\n    naming: camel\n", to: "project.yml")
        let result = await InProcessTools.run(["doctor"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.output.contains("FAIL .swiftlint.yml"), "\(result.output)")
        #expect(result.output.contains("invalid YAML"))
        #expect(result.output.contains("FAIL tools.mocks"), "\(result.output)")
        let lint = await InProcessTools.run(["lint"], in: folder.url)
        #expect(lint.status == 2)
    }

    /// A section with several mistakes: doctor names each, as the command reading it would.
    @Test func doctorListsEveryProblemOfASection() async throws {
        let folder = try Self.workspace()
        try folder.write("name: App\ntools:\n  hooks:\n    autoFix: maybe\n    mocks: [x]\n", to: "project.yml")
        let result = await InProcessTools.run(["doctor"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.output.contains("FAIL tools.hooks"), "\(result.output)")
        #expect(result.output.contains("project.yml:4:14: error: tools.hooks.autoFix: expected true or false"))
        #expect(result.output.contains("project.yml:5:12: error: tools.hooks.mocks: expected true or false"))
    }

    @Test func graphFormatsAndCycles() async throws {
        let folder = try Self.workspace()
        let mermaid = await InProcessTools.run(["graph", "--format", "mermaid"], in: folder.url)
        #expect(mermaid.status == 0)
        #expect(mermaid.output.contains("ClimateFeature --> ProfileFeature"))
        let json = await InProcessTools.run(["graph", "--format", "json"], in: folder.url)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["order"] as? [String] == ["ProfileFeature", "ClimateFeature"])

        let cyclic = try Self.workspace(cycle: true)
        let result = await InProcessTools.run(["graph", "--format", "dot"], in: cyclic.url)
        #expect(result.status == 1)
        #expect(result.output.contains("label=\"cycle\""))
        #expect(result.error.contains("dependency cycle: ClimateFeature -> ProfileFeature -> ClimateFeature"))
    }

    @Test func badConfigurationIsOneLineAndExitTwo() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\ntargets:\n  App:\n    platform: {ios: 1}\n", to: "project.yml")
        let result = await InProcessTools.run(["graph"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error == "project.yml:4:15: error: targets.App.platform: expected a string\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["project.yml"], "nothing written")
    }

    @Test func outsideAnyWorkspaceSaysWhatToDo() async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["graph"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains("no workspace here"))
        #expect(result.error.contains("--root"))
    }

    @Test func helpListsEveryCommandWithExamples() async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["--help"], in: folder.url)
        for command in ["create-feature", "generate-mocks", "lint", "setup-project", "hooks", "build", "test", "ci",
                        "history", "doctor", "graph"] {
            #expect(result.output.contains("  \(command)"), "missing \(command)")
        }
        #expect(result.output.contains("Exit codes"))
    }
}

@Suite("Usage errors", .offThePool)
struct UsageErrorTests {
    @Test func badOptionsExitTwoWithOneClearMessage() async throws {
        let folder = try TemporaryDirectory()
        let bad = await InProcessTools.run(["generate-mocks", "--naming", "bogus"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.error.contains("The value 'bogus' is invalid for '--naming <naming>'"))
        let unknown = await InProcessTools.run(["nosuch"], in: folder.url)
        #expect(unknown.status == 2)
        let help = await InProcessTools.run(["lint", "--help"], in: folder.url)
        #expect(help.status == 0)
        #expect(help.output.contains("--reporter <reporter>"))
    }

    @Test func helpForAnUnknownTopicIsAUsageError() async throws {
        let folder = try TemporaryDirectory()
        let unknown = await InProcessTools.run(["help", "no-such"], in: folder.url)
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("no command 'no-such'"))
        let nested = await InProcessTools.run(["help", "ci", "lint"], in: folder.url)
        #expect(nested.status == 0)
        #expect(nested.output.contains("mocks"))
        let root = await InProcessTools.run(["--help"], in: folder.url)
        #expect(root.output.contains("--root DIR") && root.output.contains("--quiet"))
    }

    @Test func optionsACommandWouldIgnoreAreRefused() async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["ci", "unit-tests", "--schemes"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains("--schemes and --commands belong to 'tools test'"))
    }
}

@Suite("--root for git-based commands", .offThePool)
struct RootOptionTests {
    @Test func hooksCommandsWorkOnTheRepositoryNamedByRoot() async throws {
        let repository = try GitFixture()
        let elsewhere = try TemporaryDirectory()
        let binary = try #require(ToolsBinary.url)
        let install = await InProcessTools.run(
            ["hooks", "install", "--binary", binary.path, "--root", repository.url.path], in: elsewhere.url
        )
        #expect(install.status == 0, "\(install.output)\(install.error)")
        #expect(repository.directory.exists(".git/hooks/pre-commit"))
        let status = await InProcessTools.run(["hooks", "status", "--root", repository.url.path], in: elsewhere.url)
        #expect(status.status == 0, "\(status.output)\(status.error)")
        let uninstall = await InProcessTools.run(
            ["hooks", "uninstall", "--root", repository.url.path], in: elsewhere.url
        )
        #expect(uninstall.status == 0, "\(uninstall.output)\(uninstall.error)")
        #expect(!repository.directory.exists(".git/hooks/pre-commit"))
    }
}
