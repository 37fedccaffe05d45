// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A dictionary literal that repeats a literal, member or identifier key traps at run time.
///
/// Keys are compared as written, trivia included, as SwiftLint compares them: `"a"` at the start of a line
/// and `"a"` after a comma are different texts, and only the later repetitions are reported.
struct DuplicatedKeyInDictionaryLiteralRule: Rule {
    static let description = RuleDescription(
        identifier: "duplicated_key_in_dictionary_literal",
        name: "Duplicated Key in Dictionary Literal",
        description: "Dictionary literals with duplicated keys will crash at runtime",
        nonTriggeringExamples: [
            Example("let names = [\n    1: \"one\",\n    2: \"two\"\n]\n"),
            Example("let names = [\n    first: 1,\n    second: 2\n]\n"),
            Example("let ids = [\n    UUID(): 1,\n    UUID(): 2\n]\n"),
            Example("let lines = [\n    #line: 1,\n    #line: 2\n]\n"),
        ],
        triggeringExamples: [
            Example("let names = [\n    1: \"one\",\n    2: \"two\",\n    ↓1: \"uno\"\n]\n"),
            Example("let codes = [\n    \"a\": 1,\n    \"b\": 2,\n    ↓\"b\": 3\n]\n"),
            Example("let names = [\n    first: 1,\n    second: 2,\n    ↓first: 3\n]\n"),
            Example("let modes = [\n    .on: 1,\n    .off: 2,\n    ↓.on: 3,\n    ↓.on: 4\n]\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(":") else { return }
        walk.visitPost(DictionaryElementListSyntax.self) { node, found in
            var seen: Set<String> = []
            for element in node {
                guard let key = Self.text(of: element.key) else { continue }
                if !seen.insert(key).inserted { found.add(at: element.key) }
            }
        }
    }

    static func text(of key: ExprSyntax) -> String? {
        if key.is(StringLiteralExprSyntax.self) || key.is(IntegerLiteralExprSyntax.self)
            || key.is(FloatLiteralExprSyntax.self) || key.is(MemberAccessExprSyntax.self) {
            return key.description
        }
        return key.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
