// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// What XcodeGen 2.45 stops at is an error, located and collected with every other problem of the spec;
/// what it skips quietly is a warning, once per place it is written.
@Suite("project.yml validated as XcodeGen does", .offThePool)
struct SpecValidationTests {
    static func problems(_ files: [String: String]) throws -> [String] {
        let directory = try TemporaryDirectory()
        for (path, text) in files { try directory.write(text, to: path) }
        let error = try #require(throws: ConfigurationError.self) {
            try ProjectSpecLoader.load(directory.url.appendingPathComponent("project.yml"), relativeTo: directory.url)
        }
        return error.description.split(separator: "\n").map(String.init)
    }

    static func warnings(_ files: [String: String]) throws -> [String] {
        let directory = try TemporaryDirectory()
        for (path, text) in files { try directory.write(text, to: path) }
        let spec = try ProjectSpecLoader.load(
            directory.url.appendingPathComponent("project.yml"), relativeTo: directory.url)
        return spec.warnings.map { "\($0.location): \($0.message)" }
    }

    @Test func aMisspeltTargetTemplateIsAnErrorOfTheTargetItEmpties() throws {
        let lines = try Self.problems([
            "project.yml": """
            name: App
            targetTemplates:
              ApplicationTemplate: {type: application, platform: iOS}
            targets:
              App:
                templates: [ApplicationTemplat]
                sources: [App]
            """
        ])
        #expect(lines == [
            "project.yml:5:3: error: targets.App: the target has no platform; its template 'ApplicationTemplat' does "
                + "not exist (did you mean 'ApplicationTemplate'?) (add 'platform: iOS' (or macOS, tvOS, watchOS, "
                + "visionOS): XcodeGen refuses a target without one)"
        ])
    }

    @Test func aMissingPlatformOrBuildNamesTheMisspeltKey() throws {
        let lines = try Self.problems([
            "project.yml": """
            name: App
            targets:
              App:
                type: application
                platfrom: iOS
            schemes:
              Beta:
                biuld: {targets: {App: all}}
            """
        ])
        #expect(lines == [
            "project.yml:3:3: error: targets.App: the target has no platform; 'platfrom' at line 5 is not a key (did "
                + "you mean 'platform'?) (add 'platform: iOS' (or macOS, tvOS, watchOS, visionOS): XcodeGen refuses "
                + "a target without one)",
            "project.yml:7:3: error: schemes.Beta: the scheme has no 'build'; 'biuld' at line 8 is not a key (did you "
                + "mean 'build'?) (add 'build: {targets: {App: all}}': XcodeGen refuses a scheme without it)",
        ])
    }

    @Test func aMissingTemplateOfAnOtherwiseCompleteTargetIsOneWarningAsXcodeGenSkipsIt() throws {
        let warnings = try Self.warnings([
            "project.yml": """
            name: App
            targetTemplates:
              Base: {settings: {A: 1}, templates: [Shared]}
            targets:
              App: {type: application, platform: iOS, templates: [Base, Extra]}
              Kit: {type: framework, platform: iOS, templates: [Base]}
            """
        ])
        #expect(warnings == [
            "project.yml:3:40: targetTemplates.Base.templates[0]: template 'Shared' does not exist, so XcodeGen skips it",
            "project.yml:5:61: targets.App.templates[1]: template 'Extra' does not exist, so XcodeGen skips it",
        ])
    }

    @Test func aSchemeWhoseTemplateIsMissingHasNoBuildAndStops() throws {
        let lines = try Self.problems([
            "project.yml": """
            name: App
            targets:
              App: {type: application, platform: iOS}
            schemeTemplates:
              AppScheme: {build: {targets: {App: all}}}
            schemes:
              Beta:
                templates: [AppSchem]
              Release:
                build: {parallelizeBuild: true}
              Empty:
                build: {targets: {}}
              Runs:
                build: {targets: {}}
                run: {executable: App}
            """
        ])
        #expect(lines == [
            "project.yml:7:3: error: schemes.Beta: the scheme has no 'build'; its template 'AppSchem' does not exist "
                + "(did you mean 'AppScheme'?) (add 'build: {targets: {App: all}}': XcodeGen refuses a scheme "
                + "without it)",
            "project.yml:10:12: error: schemes.Release.build: expected 'targets:', a mapping of the targets the scheme "
                + "builds (write 'targets: {App: all}': XcodeGen refuses a scheme without it)",
            "project.yml:12:22: error: schemes.Empty.build.targets: the scheme builds no target (list a target, e.g. "
                + "'App: all' (or name run.executable): XcodeGen makes no scheme without one)",
        ])
    }

    @Test func unknownTypesAndPlatformsAreErrorsWithADidYouMean() throws {
        let lines = try Self.problems([
            "project.yml": """
            name: App
            targets:
              App: {type: aplication, platform: iOS}
              Mac: {type: com.apple.product-type.tool, platform: macos}
              Kit: {type: framework, platform: [iOS, tvOs]}
              Untyped: {platform: iOS}
              Auto: {type: application, supportedDestinations: [iOS, macOS]}
            """
        ])
        #expect(lines == [
            "project.yml:3:15: error: targets.App.type: unknown target type 'aplication'; did you mean 'application'? "
                + "(use one of XcodeGen's product types, such as application, framework, bundle.unit-test)",
            "project.yml:4:54: error: targets.Mac.platform: unknown platform 'macos'; did you mean 'macOS'? "
                + "(XcodeGen's platforms are auto, iOS, macOS, tvOS, visionOS, watchOS)",
            "project.yml:5:42: error: targets.Kit_tvOs.platform: unknown platform 'tvOs'; did you mean 'tvOS'? "
                + "(XcodeGen's platforms are auto, iOS, macOS, tvOS, visionOS, watchOS)",
        ])
    }

    @Test func everyProblemOfTheSpecAndItsIncludesIsReportedTogether() throws {
        let lines = try Self.problems([
            "project.yml": """
            name: App
            include: [missing.yml, broken.yml, {relativePaths: false}]
            options: [1]
            packages:
              Kit: {version: 1}
            targets:
              App: {type: application, platform: {ios: true}}
            tools:
              featuresPath: [Features]
            """,
            "broken.yml": "targets: [unclosed\n",
        ])
        #expect(lines == [
            "project.yml:2:11: error: include[0]: included file 'missing.yml' does not exist (fix the path, relative "
                + "to the including file's folder)",
            "project.yml:2:36: error: include[2]: an include needs a 'path'",
            "project.yml:3:10: error: options: expected a mapping of keys to values",
            "project.yml:5:8: error: packages.Kit: a package needs 'path' (local), or 'url' or 'github' (remote) "
                + "(write 'path: localPackages/Kit' or 'url: https://…' with a version)",
            "project.yml:7:38: error: targets.App.platform: expected a string",
            "broken.yml:2:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence "
                + "(fix the YAML syntax at that position)",
        ])
    }

    @Test func theToolsSectionIsReportedWithTheRestOfTheSpec() throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            "name: App\ntargets:\n  App: {type: aplication, platform: iOS}\ntools:\n  featuresPath: [F]\n"
                + "  templatesPath: ../outside\n",
            to: "project.yml")
        let error = try #require(throws: ConfigurationError.self) { try Workspace.load(root: folder.url) }
        #expect(error.problems.map { $0.location?.description } == [
            "project.yml:3:15", "project.yml:5:17", "project.yml:6:18",
        ])
    }

    @Test func aWarningInATemplateIsShownOncePerPlaceNotOncePerScheme() throws {
        let schemes = (1...10).map { "  S\($0): {templates: [Base]}" }.joined(separator: "\n")
        let warnings = try Self.warnings([
            "project.yml": """
            name: App
            targets:
              App: {type: application, platform: iOS}
            schemeTemplates:
              Base:
                build: {targets: {App: all}}
                test: {gatherCoverageDat: true}
            schemes:
            \(schemes)
            """
        ])
        #expect(warnings == [
            "project.yml:7:12: schemes.S1.test: unknown key 'gatherCoverageDat' is ignored; did you mean "
                + "'gatherCoverageData'?"
        ])
    }

    @Test func settingsConfigsThatAreNotMappingsAreEachAProblem() throws {
        let lines = try Self.problems([
            "project.yml": "name: App\nsettings:\n  configs:\n    a: 1\n    debug: {X: 1}\n    b: 2\n"
        ])
        #expect(lines == [
            "project.yml:4:8: error: settings.configs.a: expected a mapping of build settings for configuration 'a' "
                + "(write 'a:' followed by indented SETTING: value lines, as XcodeGen requires)",
            "project.yml:6:8: error: settings.configs.b: expected a mapping of build settings for configuration 'b' "
                + "(write 'b:' followed by indented SETTING: value lines, as XcodeGen requires)",
        ])
    }
}
