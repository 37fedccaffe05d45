// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// XcodeGen 2.46–2.48's keys: read without unknown-key warnings, their values checked as XcodeGen checks them.
@Suite("XcodeGen 2.46-2.48 spec keys", .offThePool)
struct SpecNewerKeysTests {
    static func read(_ text: String) throws -> (ProjectSpec, ConfigurationProblems) {
        let folder = try TemporaryDirectory()
        try folder.write(text, to: "project.yml")
        return try ProjectSpecLoader.read(folder.url.appendingPathComponent("project.yml"), relativeTo: folder.url)
    }

    @Test func theNewKeysAreKnown() throws {
        let (spec, problems) = try Self.read(
            """
            name: App
            options:
              projectFormat: xcode27_0
              projectFileFormat: xcproj
            packages:
              Kit:
                url: https://example.com/kit
                from: 1.0.0
                traits: [Fast, Small]
            targets:
              App:
                type: application
                platform: iOS
                dependencies: [{package: Kit}]
                scheme:
                  buildArchitectures: useTargetSettings
            schemes:
              Main:
                build:
                  targets: {App: all}
                  buildArchitectures: matchRunDestination

            """)
        #expect(problems.errors.isEmpty, "\(problems.errors)")
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
        #expect(spec.options["projectFileFormat"] == "xcproj")
    }

    @Test func unknownValuesAreErrorsAtTheirPlace() throws {
        let (_, problems) = try Self.read(
            """
            name: App
            options:
              projectFormat: xcode26_4
              projectFileFormat: json
            packages:
              Kit: {url: https://example.com/kit, from: 1.0.0, traits: Fast}
            targets:
              App:
                type: application
                platform: iOS
                scheme:
                  buildArchitectures: matchRunDestinaton

            """)
        let text = problems.errors.map(\.description).joined(separator: "\n")
        #expect(text.contains("project.yml:3:18"), "\(text)")
        #expect(text.contains("'xcode26_4' is not a value XcodeGen knows; did you mean 'xcode26_3'?"), "\(text)")
        #expect(text.contains("'json' is not a value XcodeGen knows"), "\(text)")
        #expect(text.contains("packages.Kit.traits"), "\(text)")
        #expect(text.contains("did you mean 'matchRunDestination'?"), "\(text)")
    }
}
