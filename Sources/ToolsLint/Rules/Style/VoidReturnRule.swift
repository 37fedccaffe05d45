// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `-> Void` rather than `-> ()` or `-> (Void)`, as SwiftLint's `void_return`.
struct VoidReturnRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "void_return",
        name: "Void Return",
        description: "Prefer `-> Void` over `-> ()`",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let run: () -> Void = {}\n"),
            Example("let run: () -> (VoidLike) = {}\n"),
            Example("func load(done: () -> Void) {}\n"),
            Example("let make: (Int) -> () throws -> Void\n"),
            Example("let make: (Int) ->() async throws -> Void\n"),
            Example("let make: () -> () -> Void\n"),
            Example("func load() async throws -> () async -> Void { return {} }\n"),
            Example("// let run: () -> () = {}\n"),
        ],
        triggeringExamples: [
            Example("let run: () -> ↓() = {}\n"),
            Example("let run: () -> ↓(Void) = {}\n"),
            Example("let run: () -> ↓(   Void ) = {}\n"),
            Example("func load(done: () -> ↓(   )) {}\n"),
            Example("let make: (Int) -> () throws -> ↓()\n"),
            Example("func load() async throws -> ↓() {}\n"),
        ],
        corrections: [
            Correction(Example("let run: () -> ↓() = {}\n"), "let run: () -> Void = {}\n"),
            Correction(Example("let run: () -> ↓(   Void ) = {}\n"), "let run: () -> Void = {}\n"),
            Correction(Example("let make: (Int) -> () throws -> ↓()\n"), "let make: (Int) -> () throws -> Void\n"),
        ]
    )

    private static let pattern = compiledPattern(#"->\s*\(\s*(?:Void)?\s*\)\s*(?!->)"#)
    private static let excluding = compiledPattern(
        #"(->\s*\(\s*(?:Void)?\s*\)\s*(?!->))\s*(async\s+)?(throws\s+)?->"#
    )
    private static let parentheses = compiledPattern(#"\(\s*(?:Void)?\s*\)"#)

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("->") else { return }
        walk.atEnd { found in
            // The pattern runs on the whole text (slow on Linux): only where the bytes may match it.
            guard file.offsets(of: "->").contains(where: { Self.mayMatch(at: $0 + 2, in: file.bytes) }) else {
                return
            }
            let matches = file.matches(of: Self.pattern)
            guard !matches.isEmpty else { return }
            let skipped = file.commentAndStringRanges()
            let excluded = file.matches(of: Self.excluding).compactMap { $0.groups[1] }
            for match in matches {
                let range = match.range
                guard !skipped.anyOverlaps(range), !excluded.contains(where: { $0.overlaps(range) }),
                      let parens = file.firstMatch(of: Self.parentheses, in: range) else { continue }
                found.add(atByte: parens.lowerBound, fix: [TextEdit(parens, "Void")])
            }
        }
    }

    /// Whether the bytes after an `->` at `start` may be `\s*\(\s*(?:Void)?\s*\)`: any non-ASCII byte
    /// counts as a possible blank (the pattern's `\s` takes Unicode spaces), so no match is ever missed.
    private static func mayMatch(at start: Int, in bytes: [UInt8]) -> Bool {
        var cursor = start
        func skipBlanks() {
            while cursor < bytes.count, bytes[cursor] == 0x20 || (0x09...0x0D).contains(bytes[cursor])
                || bytes[cursor] >= 0x80 {
                cursor += 1
            }
        }
        skipBlanks()
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") else { return false }
        cursor += 1
        skipBlanks()
        if bytes[cursor...].starts(with: "Void".utf8) {
            cursor += 4
            skipBlanks()
        }
        return cursor < bytes.count && bytes[cursor] == UInt8(ascii: ")")
    }
}
