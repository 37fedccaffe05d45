// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Tuple types should have few members; a struct names them better. Same counting, options and reasons as
/// SwiftLint's `large_tuple`.
struct LargeTupleRule: Rule {
    static let description = RuleDescription(
        identifier: "large_tuple",
        name: "Large Tuple",
        description: "Tuples shouldn't have too many members. Create a custom type instead.",
        nonTriggeringExamples: [
            Example("let point: (Int, Int)\n"),
            Example("let range: (lower: Int, upper: Int)\n"),
            Example("let nested: (Int, (Int, String))\n"),
            Example("func bounds() async throws -> (Int, Int) { (0, 1) }\n"),
            Example("let handler: (Int, String, Bool) -> Void\n"),
            Example("func fetch(done: (Data?, Int, Error?) async throws -> Void) {}\n"),
            Example("func table() -> (Dictionary<Int, String>, Int)? { nil }\n"),
            Example("let values = (1, 2, 3, 4)\n"),
            Example("let match: Regex<(Substring, Substring, Substring)>? = nil\n", options: "ignore_regex: true"),
            Example("var match: Regex<(Substring, key: Substring, Substring)?>.Match? { nil }\n",
                    options: "ignore_regex: true"),
            Example("let point: (Int, Int, Int)\n", options: "warning: 3"),
        ],
        triggeringExamples: [
            Example("let point: ↓(Int, Int, Int)\n"),
            Example("let span: ↓(start: Int, end: Int, step: Int)\n"),
            Example("let nested: (Int, ↓(Int, Int, Int))\n"),
            Example("func place(at: ↓(Int, Int, Int)) {}\n"),
            Example("func bounds() async throws -> ↓(Int, Int, Int) { (0, 1, 2) }\n"),
            Example("func bounds() -> ↓(Int, ↓(String, String, String), Int) {}\n"),
            Example("func table() -> (Dictionary<Int, ↓(String, String, String)>, Int)? { nil }\n"),
            Example("let match: Regex<↓(Substring, Substring, Substring)>? = nil\n"),
            Example("typealias Box = Wrapper<↓(Int, Int, Int)>\n", options: "ignore_regex: true"),
            Example("let point: ↓(Int, Int, Int, Int)\n"),
        ]
    )

    var levels = SeverityLevels(warning: 2, error: 3)
    var ignoresRegex = false

    static var options: [RuleOption<Self>] {
        [.levels(\.levels), .key("ignore_regex", \.ignoresRegex, "a `Regex`'s output tuple is not checked")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("(") else { return }
        walk.visitPost(TupleTypeSyntax.self) { tuple, found in
            guard let exceeded = levels.exceeded(by: tuple.elements.count) else { return }
            if ignoresRegex, tuple.isRegexOutput { return }
            // SwiftLint names the warning threshold even when the error one is exceeded.
            found.add(
                at: tuple, reason: "Tuples should have at most \(levels.warning) members", severity: exceeded.severity
            )
        }
    }
}

private extension TupleTypeSyntax {
    /// Whether the tuple is the generic argument of `Regex` (optional or not), its output type.
    var isRegexOutput: Bool {
        var current = Syntax(self).parent
        while let node = current,
              node.is(OptionalTypeSyntax.self) || node.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            current = node.parent
        }
        guard current?.is(GenericArgumentSyntax.self) == true,
              let clause = current?.parent?.parent?.as(GenericArgumentClauseSyntax.self) else { return false }
        if let type = clause.parent?.as(IdentifierTypeSyntax.self) { return type.name.text == "Regex" }
        if let type = clause.parent?.as(MemberTypeSyntax.self) { return type.name.text == "Regex" }
        return false
    }
}
