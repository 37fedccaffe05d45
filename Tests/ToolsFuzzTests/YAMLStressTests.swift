// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
import ToolsLint

/// The YAML family of the reliability issue, generated at random sizes: alias bombs, long alias chains,
/// deep nesting, huge scalars, invalid UTF-8 and control characters, each as `project.yml` and as
/// `.swiftlint.yml`. Every input ends as values or as located errors naming the file (a crash ends this
/// test process). Seeded and printed: `TOOLS_FUZZ_SEED` reproduces a run, `TOOLS_FUZZ_ITERATIONS` makes it
/// longer (CI runs a small budget).
@Suite("Stress: hostile YAML", .offThePool)
struct YAMLStressTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["TOOLS_FUZZ_ITERATIONS"].flatMap(Int.init).map { max(6, $0 / 10) } ?? 24
    static let seed = environment["TOOLS_FUZZ_SEED"].flatMap(UInt64.init) ?? 2_026_11_25
    /// Small limits for the direct reads, so that each bomb costs little; the commands' own limits are
    /// exercised on every fourth input.
    static let limits = YAMLLimits(bytes: 256 << 10, values: 20_000, depth: 64)

    @Test func generatedHostileYAMLEndsAsValuesOrLocatedErrors() throws {
        print("YAML stress: seed \(Self.seed), \(Self.iterations) inputs (TOOLS_FUZZ_SEED, TOOLS_FUZZ_ITERATIONS)")
        var generator = SplitMix64(seed: Self.seed)
        for index in 0..<Self.iterations {
            let (kind, bytes) = HostileYAML.make(index % HostileYAML.Kind.allCases.count, using: &generator)
            try check(bytes, label: "input \(index) (\(kind), seed \(Self.seed))", full: index % 4 == 0)
        }
    }

    @Test func theReportedYAMLCasesEndAsLocatedErrors() throws {
        var generator = SplitMix64(seed: 1)
        let bomb = HostileYAML.aliasBomb(levels: 10, width: 10, using: &generator)
        #expect(bomb.count < 1_024)
        try check(bomb, label: "1 KB billion laughs", full: true, mustFail: true)
        try check(HostileYAML.aliasChain(length: 30_000), label: "alias chain", full: true, mustFail: true)
        try check(Array("k: ".utf8) + Array(repeating: UInt8(ascii: "["), count: 5_000), label: "deep", full: true,
                  mustFail: true)
    }

    /// Reads `bytes` as `project.yml` and `.swiftlint.yml`; `full` also loads the workspace and the lint
    /// configuration with the commands' limits.
    private func check(_ bytes: [UInt8], label: String, full: Bool, mustFail: Bool = false) throws {
        let folder = try TemporaryDirectory()
        for name in ["project.yml", ".swiftlint.yml"] {
            let url = folder.url.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            do {
                _ = try YAMLLoader.read(url, displayPath: name, duplicateKeys: .lastWins, limits: Self.limits)
                #expect(!mustFail, "\(label): \(name) read")
            } catch {
                expectLocated(error, in: name, label: label)
            }
        }
        guard full else { return }
        do {
            _ = try Workspace.load(root: folder.url)
            #expect(!mustFail, "\(label): the workspace loaded")
        } catch let error as ConfigurationError {
            expectLocated(error, in: "project.yml", label: label)
        }
        do {
            _ = try ConfigurationResolver(rootDirectory: folder.url, context: RuleContext()).rootConfiguration()
        } catch let error as ConfigurationError {
            expectLocated(error, in: folder.url.appendingPathComponent(".swiftlint.yml").path, label: label)
        } catch let error as LintError {
            Issue.record("\(label): not a configuration error: \(error)")
        }
    }

    private func expectLocated(_ error: ConfigurationError, in file: String, label: String) {
        for problem in error.problems {
            #expect(problem.location?.file == file, "\(label): \(problem)")
            #expect(!problem.description.contains("\n"), "\(label): \(problem)")
            if case .unreadable = problem { Issue.record("\(label): unreadable: \(problem)") }
        }
    }
}

/// Generators of hostile YAML, sized at random from one seeded generator.
enum HostileYAML {
    enum Kind: String, CaseIterable {
        case aliasBomb, aliasChain, deepFlow, deepBlock, hugeScalar, invalidUTF8, controlCharacter, mergeBomb
    }

    static func make(_ kindIndex: Int, using generator: inout SplitMix64) -> (Kind, [UInt8]) {
        let kind = Kind.allCases[kindIndex]
        func roll(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(generator.next() % UInt64(range.count))
        }
        switch kind {
        case .aliasBomb:
            return (kind, aliasBomb(levels: roll(2...10), width: roll(2...10), using: &generator))
        case .aliasChain:
            return (kind, aliasChain(length: roll(10...40_000)))
        case .deepFlow:
            let depth = roll(10...3_000)
            return (kind, Array(("k: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth
                * roll(0...1))).utf8))
        case .deepBlock:
            let depth = roll(10...1_500)
            return (kind, Array((0..<depth).map { String(repeating: " ", count: $0) + "k\($0):" }
                .joined(separator: "\n").utf8))
        case .hugeScalar:
            let size = roll(1...3) << 20
            return (kind, Array("name: ".utf8) + Array(repeating: UInt8(ascii: "x"), count: size) + [10])
        case .invalidUTF8, .controlCharacter:
            var bytes = Array("name: App\nline_length: {warning: 100}\ntargets:\n  App: {type: tool}\n".utf8)
            let invalid: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF8]]
            let bad = kind == .invalidUTF8 ? invalid[roll(0...invalid.count - 1)] : [UInt8(roll(1...8))]
            bytes.insert(contentsOf: bad, at: roll(0...bytes.count))
            return (kind, bytes)
        case .mergeBomb:
            var lines = ["b0: &b0 {k: v}"]
            for level in 1...roll(2...22) {
                lines.append("b\(level): &b\(level) {x: [*b\(level - 1), *b\(level - 1)], <<: *b\(level - 1)}")
            }
            return (kind, Array(lines.joined(separator: "\n").utf8))
        }
    }

    /// `levels` anchors, each a list of `width` aliases of the one before, with random names.
    static func aliasBomb(levels: Int, width: Int, using generator: inout SplitMix64) -> [UInt8] {
        let names = (0..<levels).map { "n\($0)x\(generator.next() % 100)" }
        var lines = ["\(names[0]): &\(names[0]) [lol, lol]"]
        for level in 1..<levels {
            let aliases = Array(repeating: "*\(names[level - 1])", count: width).joined(separator: ",")
            lines.append("\(names[level]): &\(names[level]) [\(aliases)]")
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// `length` anchors, each a list holding the alias of the one before.
    static func aliasChain(length: Int) -> [UInt8] {
        var text = "- &a0 x\n"
        for index in 1..<length { text += "- &a\(index) [*a\(index - 1)]\n" }
        return Array(text.utf8)
    }
}
