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
}
