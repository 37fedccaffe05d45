// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// project.yml read with XcodeGen's semantics: includes, templates, variables, merge keys, duplicated keys,
/// packages and unknown keys. Each fixture is small and written here.
@Suite(.offThePool) struct SpecLoadingTests {
    static func load(
        _ files: [String: String], environment: [String: String] = [:]
    ) throws -> (TemporaryDirectory, ProjectSpec) {
        let directory = try TemporaryDirectory()
        for (path, text) in files { try directory.write(text, to: path) }
        let spec = try ProjectSpecLoader.load(
            directory.url.appendingPathComponent("project.yml"), relativeTo: directory.url, environment: environment)
        return (directory, spec)
    }

    @Test func includesDeepMergeWithTheIncludingFileWinningAndListsAppended() throws {
        let (_, spec) = try Self.load([
            "project.yml": """
            name: App
            include: [Shared/base.yml, Shared/base.yml]
            targets:
              App:
                platform: tvOS
                sources: [Main]
                dependencies:REPLACE:
                  - target: Kit
              Kit:
                type:REPLACE: framework
            """,
            "Shared/base.yml": """
            name: Base
            include:
              - path: Shared/legacy.yml
                relativePaths: false
            targets:
              App:
                type: application
                platform: iOS
                sources: [Common]
                dependencies: [{target: Old}]
                preBuildScripts: [{path: lint.sh}]
              Kit: {type: library.static, platform: iOS}
            """,
            "Shared/legacy.yml": "targets:\n  Legacy: {type: tool, platform: macOS, sources: [Tools]}\n",
        ])
        #expect(spec.name == "App")
        let app = try #require(spec.targets.first { $0.name == "App" })
        #expect(app.type == "application")
        #expect(app.platforms == ["tvOS"])
        // The included file's paths become relative to the root spec; lists are appended, base first.
        #expect(app.sources == ["Shared/Common", "Main"])
        let script = spec.resolved?["targets"]?["App"]?["preBuildScripts"]?.elements.first?["path"]?.scalar
        #expect(script == "Shared/lint.sh")
        // `key:REPLACE` replaces the included list instead of appending to it.
        #expect(app.dependencies.map(\.name) == ["Kit"])
        #expect(spec.targets.first { $0.name == "Kit" }?.type == "framework")
        // relativePaths: false finds the file from the root spec's folder and keeps the including file's
        // path prefix for its paths, as XcodeGen's SpecFile does.
        #expect(spec.targets.first { $0.name == "Legacy" }?.sources == ["Shared/Tools"])
        #expect(spec.files.count == 3)
    }

    @Test func templatesSubstituteTheTargetNameAndAttributes() throws {
        let (_, spec) = try Self.load([
            "project.yml": """
            name: App
            targetTemplates:
              Module:
                templates: [Base]
                type: framework
                sources: ["${folder}/${target_name}"]
              Base:
                platform: iOS
                scheme:
                  testTargets: ["${target_name}Tests"]
            schemeTemplates:
              Feature:
                build:
                  targets:
                    ${scheme_name}: all
            targets:
              Payments:
                templates: [Module]
                templateAttributes: {folder: Features}
            schemes:
              Payments:
                templates: [Feature]
            """
        ])
        let payments = try #require(spec.targets.first)
        #expect(payments.type == "framework")
        #expect(payments.platforms == ["iOS"])
        #expect(payments.sources == ["Features/Payments"])
        #expect(payments.scheme?.testTargets == ["PaymentsTests"])
        #expect(spec.schemes.first?.buildTargets == ["Payments"])
    }

    @Test func environmentVariablesMergeKeysAndDuplicatedKeys() throws {
        let (_, spec) = try Self.load(
            [
                "project.yml": """
                name: ${APP_NAME}
                settings: {A: 1}
                defaults: &defaults
                  type: application
                  platform: iOS
                targets:
                  App:
                    <<: *defaults
                    platform: macOS
                    sources: ["${UNSET_VARIABLE}/Sources"]
                settings: {B: 2}
                tools:
                  featuresPath: Old
                  featuresPath: Features
                """
            ], environment: ["APP_NAME": "Renamed"])
        #expect(spec.name == "Renamed")
        let app = try #require(spec.targets.first)
        #expect(app.type == "application")
        #expect(app.platforms == ["macOS"])
        #expect(app.sources == ["${UNSET_VARIABLE}/Sources"])
        #expect(spec.resolved?["settings"]?["B"]?.scalar == "2")
        #expect(spec.toolsSection?.unknownKeyWarnings(known: ["featuresPath"]).isEmpty == true)
        #expect(try spec.toolsSection?["featuresPath"]?.string() == "Features")
        let duplicate = spec.warnings.filter { $0.message.contains("duplicate key") }
        // Each warning is at the key that wins (issue 29: it pointed at the overridden one).
        #expect(duplicate.map { "\($0.location): \($0.message)" } == [
            "project.yml:11:1: duplicate key 'settings' overrides the one at line 2: the last one wins, as in XcodeGen",
            "project.yml:14:3: tools: duplicate key 'featuresPath' overrides the one at line 13: the last one wins, "
                + "as in XcodeGen",
        ])
        // `defaults` is not an XcodeGen key: one warning, not an error.
        #expect(spec.warnings.contains { $0.message == "unknown key 'defaults' is ignored" })
    }

    @Test func duplicatedKeysOnOneLineAreNamedByTheirColumnsInTheFile() throws {
        let (_, spec) = try Self.load(["project.yml": "name: A\nattributes: {X: 1, \"X\": 2, Y: 3}\n"])
        #expect(spec.attributes == ["X": "2", "Y": "3"])
        #expect(spec.warnings.map { "\($0.location): \($0.message)" } == [
            "project.yml:2:20: attributes: duplicate key 'X' overrides the one at line 2:14: the last one wins, "
                + "as in XcodeGen"
        ])
        #expect(spec.resolved?["attributes"]?.entries.last?.keyLocation.column == 28)
    }

    @Test func anIncludeIsEnabledByAVariableAsXcodeGenReadsIt() throws {
        let files = [
            "project.yml": "name: A\ninclude:\n  - path: extra.yml\n    enable: ${WITH_EXTRA}\n",
            "extra.yml": "targets:\n  Extra: {type: tool, platform: macOS}\n",
        ]
        #expect(try Self.load(files).1.targets.isEmpty)
        #expect(try Self.load(files, environment: ["WITH_EXTRA": "YES"]).1.targets.map(\.name) == ["Extra"])
        #expect(try Self.load(files, environment: ["WITH_EXTRA": "0"]).1.targets.isEmpty)
    }

    @Test func remotePackagesAreAcceptedAndNeverPlannedAsLocalJobs() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            name: App
            packages:
              Yams: {url: https://github.com/jpsim/Yams, from: 5.0.0}
              Ink: {github: JohnSundell/Ink, exactVersion: 0.5.0}
            targets:
              App: {type: application, platform: iOS, dependencies: [{package: Yams}]}
            """, to: "project.yml")
        let workspace = try Workspace.load(root: directory.url)
        #expect(workspace.project?.packages.map(\.url) == ["https://github.com/jpsim/Yams", "https://github.com/JohnSundell/Ink"])
        #expect(workspace.warnings.isEmpty)
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        #expect(plan.jobs.map(\.id) == ["build App"])
    }

    @Test func unknownKeysWarnWithADidYouMean() throws {
        let (_, spec) = try Self.load([
            "project.yml": """
            name: App
            targts: {}
            targets:
              App:
                type: application
                platfrom: iOS
                scheme: {testTargetz: [AppTests]}
                platform: iOS
            """
        ])
        #expect(spec.warnings.map { "\($0.location): \($0.message)" } == [
            "project.yml:2:1: unknown key 'targts' is ignored; did you mean 'targets'?",
            "project.yml:6:5: targets.App: unknown key 'platfrom' is ignored; did you mean 'platform'?",
            "project.yml:7:14: targets.App.scheme: unknown key 'testTargetz' is ignored; did you mean 'testTargets'?",
        ])
    }

    @Test func anEmptySchemeBlockMakesNoSchemeAsInXcodeGen() throws {
        let (_, spec) = try Self.load([
            "project.yml": "name: A\ntargets:\n  App:\n    type: application\n    platform: iOS\n    scheme:\n"
        ])
        #expect(spec.targets.first?.scheme == nil)
        #expect(try XcodeSchemes.generate(spec).isEmpty)
        #expect(spec.warnings.map(\.message) == [
            "targets.App.scheme: not a mapping, so XcodeGen generates no scheme; write 'scheme: {}'"
        ])
    }

    @Test func configsValuesThatAreNotMappingsAreRejectedAsXcodeGenRejectsThem() throws {
        let error = try #require(throws: ConfigurationError.self) {
            try Self.load([
                "project.yml": """
                name: App
                targets:
                  App:
                    type: application
                    platform: iOS
                    settings:
                      configs:
                        Debug: {A: 1}
                        Release: oops
                """
            ])
        }
        #expect(error.description.hasPrefix(
            "project.yml:9:18: error: targets.App.settings.configs.Release: expected a mapping of build settings"))
    }

    @Test func dumpShowsTheResolvedSpecWithWhereEachPartComesFrom() throws {
        let (_, spec) = try Self.load([
            "project.yml": "name: App\ninclude: [more.yml]\ntargets:\n  App: {type: application, platform: iOS}\n",
            "more.yml": "targets:\n  Kit:\n    type: framework\n    platform: iOS\n",
        ])
        let dump = SpecDump.yaml(spec)
        #expect(dump.contains("  Kit:  # more.yml:2\n    type: framework\n"))
        #expect(dump.contains("  App:  # project.yml:4\n    type: application\n"))
        #expect(dump.contains("name: App  # project.yml:1\n"))
    }
}
