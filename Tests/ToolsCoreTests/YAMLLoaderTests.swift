// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// The one YAML reader of every configuration file: located values, bounded aliases, one located line
/// per problem.
@Suite("YAML loading", .offThePool)
struct YAMLLoaderTests {
    /// `levels` anchors, each a list of ten aliases of the one before: 10^levels values.
    static func laughs(levels: Int, prefix: String = "") -> String {
        var lines = [prefix + "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1..<levels {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `length` anchors, each a list holding the alias of the one before: nested `length` deep.
    static func chain(length: Int) -> String {
        (1..<length).reduce("c0: &c0 x\n") { text, index in text + "c\(index): &c\(index) [*c\(index - 1)]\n" }
    }

    @Test func everyValueKnowsItsFileLineAndColumn() throws {
        let node = try YAMLLoader.parse("a:\n  b: [x, {c: 1}]\n", file: "f.yml")
        let value = try #require(node["a"]?["b"]?.elements()[1]["c"])
        #expect(value.location == FileLocation(file: "f.yml", line: 2, column: 14))
        #expect(value.keyPath == "a.b[1].c")
        #expect(node.value.entries.first?.keyLocation.description == "f.yml:1:1")
    }

    @Test func mergeKeysApplyAndExplicitKeysWin() throws {
        let node = try YAMLLoader.parse("base: &b {x: 1, y: 2}\nitem:\n  <<: *b\n  y: 3\n", file: "f.yml")
        #expect(try node["item"]?["x"]?.int() == 1)
        #expect(try node["item"]?["y"]?.int() == 3)
        #expect(node["item"]?["<<"] == nil)
    }

    @Test func aBillionLaughsIsOneLocatedErrorNamingTheAlias() throws {
        let limits = YAMLLimits(bytes: 1 << 20, values: 5_000, depth: 64)
        let error = try #require(throws: ConfigurationError.self) {
            try YAMLLoader.read(text: Self.laughs(levels: 9), file: "bomb.yml", limits: limits)
        }
        #expect(error.problems.count == 1)
        #expect(error.description == "bomb.yml:4:5: error: a3[3]: with '*a2' expanded here, the document has more "
            + "than 5000 values (aliases may repeat a value, not multiply the document; write the values out or use "
            + "fewer aliases)")
        // Within the budget, the aliases are expanded.
        let small = try YAMLLoader.read(text: Self.laughs(levels: 3), file: "small.yml", limits: limits)
        #expect(small.root["a2"]?.elements.count == 10)
        #expect(small.root["a2"]?.elements[9].elements[9].elements[9].scalar == "lol")
    }

    @Test func theStandardBudgetStopsTheReportedBombOfOneKilobyte() throws {
        let text = Self.laughs(levels: 10)
        #expect(text.utf8.count < 1_024)
        let error = try #require(throws: ConfigurationError.self) { try YAMLLoader.parse(text, file: "p.yml") }
        #expect(error.message.contains("more than 1000000 values"), "\(error)")
        #expect(error.location?.line != nil)
    }

    @Test func aLongAliasChainIsOneLocatedErrorAtItsDepth() throws {
        let error = try #require(throws: ConfigurationError.self) {
            try YAMLLoader.parse(Self.chain(length: 20_000), file: ".swiftlint.yml")
        }
        #expect(error.description.hasPrefix(".swiftlint.yml:128:7: error: c127[0]: with '*c126' expanded here, values "
            + "nest deeper than 128 levels"), "\(error)")
    }

    @Test func deepNestingWithoutAliasesIsLocated() throws {
        let error = try #require(throws: ConfigurationError.self) {
            try YAMLLoader.parse("k: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
                                 file: "p.yml")
        }
        #expect(error.description.hasPrefix("p.yml:1:131: error: k"), "\(error)")
        #expect(error.message.hasSuffix("values nest deeper than 128 levels"))
    }

    @Test func anAliasOfACollectionAsAKeyIsRefusedBeforeYamsHashesIt() throws {
        let text = Self.laughs(levels: 3) + "m:\n  ? *a2\n  : x\n"
        let error = try #require(throws: ConfigurationError.self) { try YAMLLoader.parse(text, file: "p.yml") }
        #expect(error.description == "p.yml:5:5: error: the alias '*a2' of a list or mapping is used as a mapping "
            + "key (write the key out: such keys are not read)")
        let implicit = try #require(throws: ConfigurationError.self) {
            try YAMLLoader.parse("a: &a [1]\nm: {*a : x}\n", file: "p.yml")
        }
        #expect(implicit.location?.description == "p.yml:2:5")
        // An alias of a scalar as a key, and aliases in quotes, comments and block scalars, are fine.
        let fine = "k: &k key\nm: {*k : x}\nq: '*k : x'\n# *k : x\nb: |\n  *k : x\n"
        #expect(try YAMLLoader.parse(fine, file: "p.yml")["m"]?["key"]?.string() == "x")
    }

    @Test func invalidUTF8IsLocatedAtItsByte() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("p.yml")
        try Data("name: A\nlist: [é, \u{FF}".utf8 + [0xFF] + Data("]\n".utf8)).write(to: url)
        let error = try #require(throws: ConfigurationError.self) { try YAMLLoader.load(url, displayPath: "p.yml") }
        #expect(error.description == "p.yml:2:12: error: byte 0xFF is not UTF-8 text (save the file as UTF-8)")
    }

    @Test func aControlCharacterIsLocated() throws {
        let error = try #require(throws: ConfigurationError.self) {
            try YAMLLoader.parse("name: A\r\nkey: va\u{1}lue\n", file: "p.yml")
        }
        #expect(error.description == "p.yml:2:8: error: invalid YAML: control characters are not allowed (U+0001) "
            + "(fix the YAML syntax at that position)")
    }

    @Test func duplicatedKeysAreErrorsAtTheLaterKeyOrWarningsWhenTheLastWins() throws {
        let text = "a: 1\nb: {x: 1}\na: 2\nb: {x: 2, x: 3}\n"
        let error = try #require(throws: ConfigurationError.self) { try YAMLLoader.parse(text, file: "f.yml") }
        #expect(error.description.split(separator: "\n") == [
            "f.yml:3:1: error: duplicate key 'a' (also at line 1) (keep one of them: YAML keys of a mapping are unique)",
            "f.yml:4:1: error: duplicate key 'b' (also at line 2) (keep one of them: YAML keys of a mapping are unique)",
            "f.yml:4:11: error: b: duplicate key 'x' (also at line 4:5) (keep one of them: YAML keys of a mapping "
                + "are unique)",
        ])
        let document = try YAMLLoader.read(text: text, file: "f.yml", duplicateKeys: .lastWins)
        #expect(document.root["a"]?.scalar == "2")
        #expect(document.root["b"]?["x"]?.scalar == "3")
        #expect(document.warnings.map { "\($0.location): \($0.message)" } == [
            "f.yml:3:1: duplicate key 'a' overrides the one at line 1: the last one wins, as in XcodeGen",
            "f.yml:4:1: duplicate key 'b' overrides the one at line 2: the last one wins, as in XcodeGen",
            "f.yml:4:11: b: duplicate key 'x' overrides the one at line 4:5: the last one wins, as in XcodeGen",
        ])
    }

    @Test func libyamlErrorsAreOneLine() throws {
        for text in ["a: [unclosed\n", "a: b: c\n", "- a\nb: c\n", "a: 'x\n", "%TAG\n", "a: *missing\n"] {
            let error = try #require(throws: ConfigurationError.self) { try YAMLLoader.parse(text, file: "f.yml") }
            #expect(!error.description.contains("\n"), "\(text): \(error)")
            #expect(error.description.hasPrefix("f.yml:"), "\(text): \(error)")
            #expect(error.location?.line != nil, "\(text): \(error)")
        }
    }

    @Test func aFileOverTheSizeLimitIsNotReadWhole() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write(String(repeating: "# padding\n", count: 300), to: "big.yml")
        let limits = YAMLLimits(bytes: 1_000, values: 100, depth: 10)
        let error = try #require(throws: ConfigurationError.self) {
            try YAMLLoader.read(url, displayPath: "big.yml", limits: limits)
        }
        #expect(error.description == "big.yml: error: the file has more than the 1000 bytes a configuration file "
            + "may have (split it with 'include:' or remove what is not configuration)")
    }

    @Test func unknownKeysSuggestTheNearestKnownOne() throws {
        let node = try YAMLLoader.parse("tools:\n  featurePath: x\n  zzz: 1\n", file: "project.yml")
        let warnings = try #require(node["tools"]).unknownKeyWarnings(known: ["featuresPath", "templatesPath"])
        #expect(warnings.map { "\($0.location): \($0.message)" } == [
            "project.yml:2:3: tools: unknown key 'featurePath' is ignored; did you mean 'featuresPath'?",
            "project.yml:3:3: tools: unknown key 'zzz' is ignored",
        ])
        #expect(KeySuggestion.closest(to: "TARGETS", in: ["targets"]) == "targets")
        #expect(KeySuggestion.closest(to: "tagets", in: ["targets", "options"]) == "targets")
        #expect(KeySuggestion.closest(to: "abc", in: ["xyz"]) == nil)
        #expect(KeySuggestion.closest(to: String(repeating: "a", count: 10_000), in: ["targets"]) == nil)
    }
}
