// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// Hostile and mistaken configuration files through the commands: each problem is one located line on
/// standard error and the run exits 2 (a warning leaves the run going); nothing crashes.
@Suite(.offThePool)
struct ConfigurationFilesCommandTests {
    /// `levels` anchors, each a list of ten aliases of the one before: the reported 1 KB "billion laughs".
    static func laughs(levels: Int) -> String {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1..<levels {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10)
                .joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private static let aliasHint =
        "(aliases may repeat a value, not multiply the document; write the values out or use fewer aliases)"

    @Test func aBillionLaughsInProjectYmlIsOneLocatedLine() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\n" + Self.laughs(levels: 10), to: "project.yml")
        let result = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(result.status == 2)
        #expect(Self.lines(result.error) == [
            "project.yml:7:5: error: a5[7]: with '*a4' expanded here, the document has more than 1000000 values "
                + Self.aliasHint
        ], "\(result.error)")
    }

    @Test func aBillionLaughsAndALongAliasChainInSwiftLintYmlAreOneLocatedLine() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("let a = 1\n", to: "A.swift")
        try folder.write(Self.laughs(levels: 10), to: ".swiftlint.yml")
        let bomb = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(bomb.status == 2)
        #expect(Self.lines(bomb.error) == [
            "\(folder.path)/.swiftlint.yml:6:5: error: a5[7]: with '*a4' expanded here, the document has more than "
                + "1000000 values " + Self.aliasHint
        ], "\(bomb.error)")
        let chain = (1..<5_000).reduce("c0: &c0 x\n") { $0 + "c\($1): &c\($1) [*c\($1 - 1)]\n" }
        try folder.write(chain, to: ".swiftlint.yml")
        let deep = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(deep.status == 2)
        #expect(Self.lines(deep.error) == [
            "\(folder.path)/.swiftlint.yml:128:7: error: c127[0]: with '*c126' expanded here, values nest deeper than "
                + "128 levels " + Self.aliasHint
        ], "\(deep.error)")
    }

    @Test func anAliasOfAListAsAKeyIsRefusedAtOnce() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("let a = 1\n", to: "A.swift")
        try folder.write("base: &b [1, 2]\nline_length:\n  ? *b\n  : 3\n", to: ".swiftlint.yml")
        let result = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(result.status == 2)
        #expect(Self.lines(result.error) == [
            "\(folder.path)/.swiftlint.yml:3:5: error: the alias '*b' of a list or mapping is used as a mapping key "
                + "(write the key out: such keys are not read)"
        ])
    }

    @Test func invalidUTF8AndControlCharactersAreLocated() async throws {
        let folder = try TemporaryDirectory()
        try Data("name: App\ntargets:\n  App: {type: appl".utf8 + [0xE9] + Data("cation, platform: iOS}\n".utf8))
            .write(to: folder.url.appendingPathComponent("project.yml"))
        let utf8 = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(utf8.status == 2)
        #expect(Self.lines(utf8.error) == ["project.yml:3:19: error: byte 0xE9 is not UTF-8 text (save the file as UTF-8)"])

        let other = try TemporaryDirectory()
        try other.write("let a = 1\n", to: "A.swift")
        try other.write("only_rules:\n  - todo\n  - line\u{7}length\n", to: ".swiftlint.yml")
        let control = await InProcessTools.run(["lint", "--no-cache"], in: other.url)
        #expect(control.status == 2)
        #expect(Self.lines(control.error) == [
            "\(other.path)/.swiftlint.yml:3:9: error: invalid YAML: control characters are not allowed (U+0007) "
                + "(fix the YAML syntax at that position)"
        ])
    }

    @Test func aDuplicateKeyInSwiftLintYmlIsOneLineAtTheLaterKey() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("let a = 1\n", to: "A.swift")
        try folder.write("line_length: 100\nline_length: 120\n", to: ".swiftlint.yml")
        let result = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(result.status == 2)
        #expect(Self.lines(result.error) == [
            "\(folder.path)/.swiftlint.yml:2:1: error: duplicate key 'line_length' (also at line 1) (keep one of them: "
                + "YAML keys of a mapping are unique)"
        ])
    }

    @Test func aLibyamlErrorIsOneLine() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\ntargets:\n  App: {type: application, platform: iOS\n", to: "project.yml")
        let result = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(result.status == 2)
        #expect(Self.lines(result.error) == [
            "project.yml:4:1: error: invalid YAML: did not find expected ',' or '}' while parsing a flow mapping "
                + "(fix the YAML syntax at that position)"
        ])
    }

    @Test func aDuplicateKeyOfTheSpecWarnsAtTheLaterKeyAndUnknownKeysSuggest() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: App\nname: Shop\ntools:\n  featurePath: Features\n", to: "project.yml")
        let result = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.lines(result.error) == [
            "warning: project.yml:2:1: duplicate key 'name' overrides the one at line 1: the last one wins, as in "
                + "XcodeGen",
            "warning: project.yml:4:3: tools: unknown key 'featurePath' is ignored; did you mean 'featuresPath'?",
        ])

        let lint = try TemporaryDirectory()
        try lint.write("let a = 1\n", to: "A.swift")
        try lint.write("disabled_rule: [todo]\n", to: ".swiftlint.yml")
        let warned = await InProcessTools.run(["lint", "--no-cache"], in: lint.url)
        #expect(Self.lines(warned.error).contains(
            ".swiftlint.yml:1:1: warning: unknown key 'disabled_rule' is ignored; did you mean 'disabled_rules'?"),
            "\(warned.error)")
    }

    @Test func aMisspeltTargetTemplateStopsTheRunAndDoctor() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            """
            name: App
            targetTemplates:
              ApplicationTemplate: {type: application, platform: iOS}
            targets:
              App:
                templates: [ApplicationTemplat]
                sources: [App]
            """, to: "project.yml")
        let line = "project.yml:5:3: error: targets.App: the target has no platform; its template 'ApplicationTemplat' "
            + "does not exist (did you mean 'ApplicationTemplate'?) (add 'platform: iOS' (or macOS, tvOS, watchOS, "
            + "visionOS): XcodeGen refuses a target without one)"
        let plan = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(plan.status == 2)
        #expect(Self.lines(plan.error) == [line])
        let doctor = await InProcessTools.run(["doctor"], in: folder.url)
        #expect(doctor.status != 0)
        #expect(doctor.output.contains(line), "\(doctor.output)")
    }

    @Test func everyProblemOfTheSpecAndItsToolsSectionShowsAtOnce() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            "name: App\ninclude: [missing.yml]\ntargets:\n  App: {type: aplication, platform: iOS}\ntools:\n"
                + "  featuresPath: [Features]\n",
            to: "project.yml")
        let result = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(result.status == 2)
        #expect(Self.lines(result.error) == [
            "project.yml:2:11: error: include[0]: included file 'missing.yml' does not exist (fix the path, relative "
                + "to the including file's folder)",
            "project.yml:4:15: error: targets.App.type: unknown target type 'aplication'; did you mean 'application'? "
                + "(use one of XcodeGen's product types, such as application, framework, bundle.unit-test)",
            "project.yml:6:17: error: tools.featuresPath: expected a string",
        ])
    }

    @Test func anUnknownKeyInASchemeTemplateWarnsOnceNotOncePerScheme() async throws {
        let folder = try TemporaryDirectory()
        let schemes = (0..<10).map { "  S\($0): {templates: [Base]}\n" }.joined()
        try folder.write(
            "name: App\ntargets:\n  App: {type: application, platform: iOS}\nschemeTemplates:\n  Base:\n"
                + "    build: {targets: {App: all}}\n    test: {gatherCoverageDat: true}\nschemes:\n" + schemes,
            to: "project.yml")
        let result = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(result.status == 0)
        #expect(Self.lines(result.error) == [
            "warning: project.yml:7:12: schemes.S0.test: unknown key 'gatherCoverageDat' is ignored; did you mean "
                + "'gatherCoverageData'?"
        ])
    }

    @Test func aVariantsSectionOfMillionsOfNamesIsOneLocatedLine() async throws {
        let folder = try TemporaryDirectory()
        let variants = (0..<9).map { "      v\($0): [a, b, c, d, e, f, g, h, i]\n" }.joined()
        let pattern = (0..<9).map { "{v\($0)}" }.joined()
        try folder.write(
            "name: App\ntools:\n  build:\n    variants:\n" + variants + "    schemes: [\"\(pattern)\"]\n",
            to: "project.yml")
        let result = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(result.status == 2)
        #expect(Self.lines(result.error) == [
            "project.yml:14:15: error: tools.build.schemes[0]: the scheme patterns expand to more than 10000 scheme "
                + "names with this one (use fewer variants or values per pattern)"
        ])
    }
}
