// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

/// The registration is a minimal line insertion: everything else in the file stays byte for byte.
@Suite(.offThePool)
struct ProjectRegistrationTests {
    private func register(
        _ text: String, targets: [String] = [], name: String = "ClimateFeature"
    ) throws -> LineInsertions {
        let request = ProjectRegistration.Request(
            packageName: name, packagePath: "localPackages/\(name)", targets: targets
        )
        return try ProjectRegistration.edit(text: text, file: "project.yml", request: request, spec: nil)
    }

    @Test func keepsCommentsOrderAndTheFileIndentation() throws {
        let text = """
            name: App # the app
            packages:
                # Shared UI.
                Components:
                    path: localPackages/Components

                Zeta:
                    url: https://example.com/zeta
                    from: 1.0.0
            # Targets follow.
            targets:
                App:
                    type: application
                    dependencies:
                    - package: Components
                    - target: Widget
                      embed: true
                    settings:
                        SWIFT_VERSION: 5.9
                Widget:
                    type: app-extension
            """
        let edit = try register(text, targets: ["App", "Widget"])
        #expect(edit.edited == """
            name: App # the app
            packages:
                # Shared UI.
                Components:
                    path: localPackages/Components

                Zeta:
                    url: https://example.com/zeta
                    from: 1.0.0
                ClimateFeature:
                    path: localPackages/ClimateFeature
            # Targets follow.
            targets:
                App:
                    type: application
                    dependencies:
                    - package: Components
                    - target: Widget
                      embed: true
                    - package: ClimateFeature
                    settings:
                        SWIFT_VERSION: 5.9
                Widget:
                    type: app-extension
                    dependencies:
                      - package: ClimateFeature

            """)
        // The edited file is valid YAML that says what we meant.
        let document = try YAMLLoader.parse(edit.edited, file: "project.yml")
        #expect(try document["packages"]?.entries().map(\.key) == ["Components", "Zeta", "ClimateFeature"])
        #expect(try document["packages"]?["ClimateFeature"]?["path"]?.string() == "localPackages/ClimateFeature")
        #expect(try document["targets"]?["App"]?["dependencies"]?.elements().count == 3)
        let widget = try document["targets"]?["Widget"]?["dependencies"]?.elements()
        #expect(try widget?.first?["package"]?.string() == "ClimateFeature")
    }

    @Test func anExistingEntryIsNotDuplicated() throws {
        let text = "name: App\npackages:\n  ClimateFeature:\n    path: localPackages/ClimateFeature\n"
            + "targets:\n  App:\n    dependencies:\n      - package: ClimateFeature\n"
        let edit = try register(text, targets: ["App"])
        #expect(edit.isEmpty)
        #expect(edit.edited == text)
    }

    @Test func theRepositoryProjectFileAlreadyListsTheExample() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("project.yml"), encoding: .utf8)
        #expect(try register(text, targets: ["ToolsExampleApp"]).isEmpty)
        #expect(try !register(text, name: "SeatFeature").isEmpty)
    }

    @Test func aMissingOrEmptyPackagesSectionIsCreated() throws {
        let appended = "name: App\n\npackages:\n  ClimateFeature:\n    path: localPackages/ClimateFeature\n"
        #expect(try register("name: App\n").edited == appended)
        #expect(try register("name: App\npackages:\ntargets: {}\n").edited
            == "name: App\npackages:\n  ClimateFeature:\n    path: localPackages/ClimateFeature\ntargets: {}\n")
        #expect(try register("name: App").edited == appended, "a missing final newline is added")
    }

    @Test func flowStyleAndUnknownTargetsAreClearErrors() throws {
        let flow = try #require(throws: ConfigurationError.self) {
            try register("name: App\npackages: {A: {path: a}}\n")
        }
        #expect(flow.text.contains("project.yml:2:11") && flow.text.contains("not a block mapping"))
        let missing = try #require(throws: ScaffoldError.self) {
            try register("name: App\ntargets:\n  App: {}\n", targets: ["Nope"])
        }
        #expect(missing == .unknownRegistrationTarget(file: "project.yml", target: "Nope"))
        #expect(missing.exitStatus == .usage)
        let inline = try #require(throws: ConfigurationError.self) {
            try register("name: App\ntargets:\n  App:\n    dependencies: [{package: A}]\n", targets: ["App"])
        }
        #expect(inline.text.contains("not a block list"))
    }

    @Test func theDiffMatchesDiffU() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("project.yml"), encoding: .utf8)
        let edit = try register(text, targets: ["ToolsExampleApp"], name: "SeatFeature")
        let directory = try TemporaryDirectory()
        try directory.write(text, to: "a/project.yml")
        try directory.write(edit.edited, to: "b/project.yml")
        let expected = try runCommand(
            "diff", ["-u", "a/project.yml", "b/project.yml"], in: directory.url, check: false
        ).output
        // `diff -u` puts timestamps on the two header lines; the hunks must be identical.
        let hunks = { (text: String) in
            text.components(separatedBy: "\n").drop { !$0.hasPrefix("@@") }.joined(separator: "\n")
        }
        #expect(!hunks(expected).isEmpty)
        #expect(hunks(edit.unifiedDiff(path: "project.yml")) == hunks(expected))
    }
}
