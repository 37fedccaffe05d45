// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

@Suite("project.yml and YAML errors", .offThePool)
struct ProjectSpecTests {
    @Test func readsTargetsSchemesPackagesAndIncludes() throws {
        let folder = try TemporaryDirectory()
        try folder.write("""
            name: OneApp
            include:
              - Config/targets.yml
            attributes:
              ORGANIZATIONNAME: Toyota Motor North America
            packages:
              ClimateFeature:
                path: localPackages/ClimateFeature
            schemes:
              ToyotaNA:
                build:
                  targets:
                    ToyotaOneApp: all
                test:
                  targets: [ToyotaOneAppTests]
            tools:
              featuresPath: localPackages
            """, to: "project.yml")
        try folder.write("""
            targets:
              ToyotaOneApp:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - package: ClimateFeature
                  - target: ShareExtension
              ShareExtension: {type: app-extension, platform: iOS}
            """, to: "Config/targets.yml")
        let spec = try ProjectSpecLoader.load(folder.url.appendingPathComponent("project.yml"), relativeTo: folder.url)
        #expect(spec.name == "OneApp")
        #expect(spec.organizationName == "Toyota Motor North America")
        let climateFeature = folder.url.appendingPathComponent("localPackages/ClimateFeature")
        #expect(spec.packages.first?.path?.path == climateFeature.path)
        #expect(spec.targets.first?.name == "ToyotaOneApp")
        #expect(spec.targets.first?.platforms == ["iOS"])
        let dependencies = spec.targets.first?.dependencies.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(dependencies == ["package ClimateFeature", "target ShareExtension"])
        #expect(spec.targets.first?.file == "Config/targets.yml")
        let scheme = try #require(spec.schemes.first)
        #expect(spec.schemes.count == 1)
        #expect(scheme.name == "ToyotaNA")
        #expect(scheme.buildTargets == ["ToyotaOneApp"])
        #expect(scheme.testTargets == ["ToyotaOneAppTests"])
        #expect(scheme.runTarget == "ToyotaOneApp")
        #expect(scheme.location?.fileAndLine == "project.yml:10")
        #expect(spec.files.count == 2)
        #expect(spec.warnings.isEmpty)
    }

    @Test func aWrongTypeNamesFileLineColumnAndKeyPath() throws {
        let folder = try TemporaryDirectory()
        try folder.write("""
            name: OneApp
            targets:
              ToyotaOneApp:
                type: application
                platform:
                  ios: true
            """, to: "project.yml")
        let error = try #require(throws: ConfigurationError.self) {
            try ProjectSpecLoader.load(folder.url.appendingPathComponent("project.yml"), relativeTo: folder.url)
        }
        #expect(error.description == "project.yml:6:7: error: targets.ToyotaOneApp.platform: expected a string")
        #expect(error.exitStatus == .usage)
    }

    @Test func malformedYAMLIsOneLineWithThePosition() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: OneApp\ntargets:\n  App: [unclosed\n", to: "project.yml")
        let error = try #require(throws: ConfigurationError.self) {
            try ProjectSpecLoader.load(folder.url.appendingPathComponent("project.yml"), relativeTo: folder.url)
        }
        #expect(error.description.hasPrefix("project.yml:4:1: error: invalid YAML:"))
        #expect(!error.description.contains("\n"))
    }

    @Test func unknownKeysAreWarningsNotErrors() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: A\ntargts: {}\ntools:\n  featurePath: x\n", to: "project.yml")
        let workspace = try Workspace.load(root: folder.url)
        let messages = workspace.warnings.map { "\($0.location): \($0.message)" }
        #expect(messages == [
            "project.yml:2:1: unknown key 'targts' is ignored; did you mean 'targets'?",
            // Every unknown key of the `tools:` section suggests the nearest known one, as the spec's keys do.
            "project.yml:4:3: tools: unknown key 'featurePath' is ignored; did you mean 'featuresPath'?",
        ])
    }

    @Test func aMissingIncludeNamesTheIncludingFile() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: A\ninclude: [nothere.yml]\n", to: "project.yml")
        let error = try #require(throws: ConfigurationError.self) { try Workspace.load(root: folder.url) }
        let expected = "project.yml:2:11: error: include[0]: included file 'nothere.yml' does not exist"
        #expect(error.description.hasPrefix(expected))
    }

    @Test func settingsFallBackToTheOrganizationName() throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: A\nattributes:\n  ORGANIZATIONNAME: Acme\n", to: "project.yml")
        let workspace = try Workspace.load(root: folder.url)
        #expect(workspace.settings.copyrightHolder == "Acme")
        #expect(workspace.settings.header.rendered(year: 2026) == "// Copyright © 2026 Acme. All rights reserved.")
        #expect(workspace.settings.featuresPath == "localPackages")
    }

    @Test func headerPatternAcceptsYearRanges() {
        let header = HeaderTemplate(holder: "Acme (UK)")
        #expect(header.matches(start: "// Copyright © 2026 Acme (UK). All rights reserved.\n"))
        #expect(header.matches(start: "// Copyright © 2019-2026 Acme (UK). All rights reserved."))
        #expect(!header.matches(start: "// Copyright © 2026 Other. All rights reserved."))
        #expect(!header.matches(start: "import Foundation"))
    }
}
